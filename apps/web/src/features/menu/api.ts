import type { MyServiceStatus } from "@evsafe/contract";
import { isHandledByPolicy } from "@/shared/api-error";

export type CancelService = () => Promise<MyServiceStatus>;

/** PUT users/cancel-service (in use → cancellation requested). A user action: failures go through the error policy. */
export const cancelService: CancelService = async () => (await import("@/shared/api-client")).callWithPolicy("cancelService");

export { isHandledByPolicy };
