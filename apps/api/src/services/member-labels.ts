/**
 * The member row's subscription codes beside their Korean labels, as both service-status answers give them
 * (users/my-service-status from the member's side, kg/stlm/my-service-status from billing's).
 */
import { JOIN_TYPE_LABEL, SERVICE_STATUS_LABEL, SUBSCRIPTION_LABEL } from "@evsafe/contract";
import type { users } from "../db/schema/core";

export function subscriptionCodes(u: Pick<typeof users.$inferSelect, "serviceStatus" | "subscription" | "joinType">) {
  return {
    serviceStatus: u.serviceStatus,
    serviceStatusLabel: SERVICE_STATUS_LABEL[u.serviceStatus],
    subscription: u.subscription,
    subscriptionLabel: SUBSCRIPTION_LABEL[u.subscription],
    // No join type before the first sign-up to the service.
    joinType: u.joinType ?? null,
    joinTypeLabel: u.joinType ? JOIN_TYPE_LABEL[u.joinType] : null,
  };
}
