import type { MyServiceStatus } from "@evsafe/contract";
import { callWithPolicy, isHandledByPolicy } from "@/shared/api-client";

export type CancelService = () => Promise<MyServiceStatus>;

/** PUT users/cancel-service (in use → cancellation requested). A user action: failures go through the error policy. */
export const cancelService: CancelService = () => callWithPolicy("cancelService");

export { isHandledByPolicy };
