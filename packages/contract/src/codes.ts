import { z } from "zod";
import {
  ALERT_SEVERITY_CODES,
  ALERT_TYPE_CODES,
  DELIVERY_CODES,
  DEVICE_TYPES,
  DIAGNOSIS_TYPE_CODES,
  FLICKER_OPTIONS,
  INQUIRY_STATUS_CODES,
  JOIN_TYPE_CODES,
  OBD_STATUS_CODES,
  PAYMENT_METHOD_CODES,
  SERVICE_STATUS_CODES,
  SIGNUP_STEP_CODES,
  SOCIAL_PROVIDERS,
  SUBSCRIPTION_CODES,
  USER_STATUS_CODES,
} from "./constants";

/** Schemas of the SPEC §4 code lists in constants.ts (the values and Korean labels live there, without zod). */
export const ServiceStatusSchema = z.enum(SERVICE_STATUS_CODES);
export const JoinTypeSchema = z.enum(JOIN_TYPE_CODES);
export const SubscriptionSchema = z.enum(SUBSCRIPTION_CODES);
export const DeliverySchema = z.enum(DELIVERY_CODES);
export const ObdStatusSchema = z.enum(OBD_STATUS_CODES);
export const UserStatusSchema = z.enum(USER_STATUS_CODES);
export const InquiryStatusSchema = z.enum(INQUIRY_STATUS_CODES);
export const AlertSeveritySchema = z.enum(ALERT_SEVERITY_CODES);
export const AlertLevelSchema = z.enum(["lv01", "lv02", "lv03", "lv04"]);
export const AlertTypeSchema = z.enum(ALERT_TYPE_CODES);
export const DiagnosisTypeSchema = z.enum(DIAGNOSIS_TYPE_CODES);
export const SignupStepSchema = z.enum(SIGNUP_STEP_CODES);
export const PaymentMethodSchema = z.enum(PAYMENT_METHOD_CODES);
export const FlickerPeriodSchema = z.union(
  FLICKER_OPTIONS.map((n) => z.literal(n)) as unknown as [
    z.ZodLiteral<5>,
    z.ZodLiteral<10>,
    z.ZodLiteral<30>,
    z.ZodLiteral<60>,
    z.ZodLiteral<999>,
  ],
);
export const DeviceTypeSchema = z.enum(DEVICE_TYPES);
export const SocialProviderSchema = z.enum(SOCIAL_PROVIDERS);

/** Y/N flags as the provider's API spells them. */
export const YnSchema = z.enum(["Y", "N"]);
/** `YYYY-MM-DD`. */
export const DateStringSchema = z.iso.date();
/** `YYYY-MM`. */
export const MonthStringSchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, "YYYY-MM 형식이어야 합니다");
