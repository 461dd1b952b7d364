import type { MyServiceStatus } from "@evsafe/contract";

export type CancelService = () => Promise<MyServiceStatus>;

/** The API's refusal of a cancellation in a state that has none (applying, already requested, expired). */
export const CANNOT_CANCEL = "CANNOT_CANCEL";

/**
 * PUT users/cancel-service (in use → cancellation requested), the one way both /menu and /service ask for it.
 * CANNOT_CANCEL is thrown as it is, for the screen to explain; every other failure goes through the error policy
 * (SPEC §8) like any user action, marked with its `policyAction`. The api-client and the policy load with the tap.
 */
export const cancelService: CancelService = async () => {
  const client = await import("@/shared/api-client");
  try {
    return await client.api("cancelService");
  } catch (err) {
    if (err instanceof client.ApiRequestError && err.code !== CANNOT_CANCEL) {
      err.policyAction = (await import("@/shared/error-policy")).handleError(err);
    }
    throw err;
  }
};
