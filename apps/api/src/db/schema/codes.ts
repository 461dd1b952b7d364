import type {
  ALERT_TYPE_CODES,
  DELIVERY_CODES,
  DiagnosisStatusSchema,
  FaqCategorySchema,
  InquiryCategorySchema,
  INQUIRY_STATUS_CODES,
  JOIN_TYPE_CODES,
  NoticeCategorySchema,
  PaymentStatusSchema,
  SERVICE_PRODUCTS,
  SUBSCRIPTION_CODES,
  USER_STATUS_CODES,
} from "@evsafe/contract";
import type { z } from "zod";

/**
 * The contract's code unions the code columns hold (`.$type<…>()` in these schema files), for the code lists the
 * contract gives as values only. Types only: nothing here is a table.
 */
export type UserStatus = (typeof USER_STATUS_CODES)[number];
export type JoinType = (typeof JOIN_TYPE_CODES)[number];
export type Subscription = (typeof SUBSCRIPTION_CODES)[number];
export type Delivery = (typeof DELIVERY_CODES)[number];
export type AlertType = (typeof ALERT_TYPE_CODES)[number];
export type InquiryStatus = (typeof INQUIRY_STATUS_CODES)[number];
export type NoticeCategory = z.infer<typeof NoticeCategorySchema>;
export type FaqCategory = z.infer<typeof FaqCategorySchema>;
export type InquiryCategory = z.infer<typeof InquiryCategorySchema>;
export type DiagnosisStatus = z.infer<typeof DiagnosisStatusSchema>;
export type PaymentStatus = z.infer<typeof PaymentStatusSchema>;
export type ProductCode = keyof typeof SERVICE_PRODUCTS;
/** `FAST` (DC) or `SLOW` (AC), as the contract's charge log spells them. */
export type ChargeType = "FAST" | "SLOW";
