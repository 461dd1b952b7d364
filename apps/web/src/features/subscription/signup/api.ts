import type { MyServiceStatus } from "@evsafe/contract";
import type { ServiceSignupBody } from "@evsafe/contract/areas/auth";
import { useScreenData } from "@/shared/screen-data";

/**
 * Step 4's writes (SPEC §7 `auth/service/signup`, `users/my-service-status/update`). The api-client loads with the
 * tap, not with the page. Failures the error policy acts on (401, 403, 502) go to it; the step shows the API's other
 * refusals (a taken car number, a used payment…) itself, next to the step they concern.
 */
const client = () => import("@/shared/api-client");

/** The API's refusal codes of a sign-up, by the wizard step where the member can put it right. */
export const REFUSAL_STEP: Record<string, "vehicle" | "payment"> = {
  UNSUPPORTED_VEHICLE: "vehicle",
  VEHICLE_MISMATCH: "vehicle",
  CAR_TAKEN: "vehicle",
  PAYMENT_PENDING: "payment",
  PAYMENT_NOT_PAID: "payment",
  PAYMENT_USED: "payment",
  PROMOTION_USED: "payment",
  PROMOTION_EXPIRED: "payment",
  PROMOTION_NOT_FOUND: "payment",
  PROMOTION_ALREADY_USED_BY_YOU: "payment",
};

/**
 * Sends the wizard, then records the device the application was confirmed from (best effort: the sign-up stands
 * without it). Answers the new service status (applying, 01) for the screens' cache.
 */
export async function signUpForService(body: ServiceSignupBody): Promise<MyServiceStatus> {
  const { api, actsInBackground, ApiRequestError } = await client();
  try {
    await api("serviceSignup", { body });
  } catch (error) {
    if (actsInBackground(error) && error instanceof ApiRequestError)
      error.policyAction = (await import("@/shared/error-policy")).handleError(error);
    throw error;
  }
  try {
    return await api("putMyServiceStatusUpdate", { body: { deviceType: body.deviceType ?? "N/A" } });
  } catch {
    return api("getMyServiceStatus");
  }
}

/** `car-info/{id}/exists`: whether the plate is registered already, and by this member. */
export async function carNoTaken(carNo: string): Promise<{ taken: boolean; byMe: boolean }> {
  const { api } = await client();
  const answer = await api("existsCarInfo", { params: { id: carNo } });
  return { taken: answer.result, byMe: answer.registeredByMe };
}

/** `auth/car/is-support`: whether the OBD device reads this detail model and the plate is free, with the API's reason. */
export async function checkCarSupport(carNo: string, dtlMdlDcd: string) {
  const { api } = await client();
  return api("isCarSupported", { query: { carNo, strDtlMdlDcd: dtlMdlDcd } });
}

/** The delivery's recipient as the member's profile has it (users/my-profile). */
export const useRecipient = () => useScreenData("getMyProfile");

/** What a returning member keeps (the vehicle, the device): users/rejoin-offer. */
export const useRejoinOffer = () => useScreenData("getRejoinOffer");
