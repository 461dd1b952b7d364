/**
 * The subscription codes and their labels (services/member-labels.ts), as users/my-service-status and
 * kg/stlm/my-service-status both answer them.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { JOIN_TYPE, JOIN_TYPE_LABEL, SERVICE_STATUS, SERVICE_STATUS_LABEL, SUBSCRIPTION_LABEL, type ServiceStatus } from "@evsafe/contract";
import type { JoinType, Subscription } from "../src/db/schema/codes";
import { subscriptionCodes } from "../src/services/member-labels";
import { createTestApp, type TestApp } from "./helpers";

describe("subscriptionCodes", () => {
  it("gives every code its contract label, and no join type a null label", () => {
    for (const serviceStatus of Object.keys(SERVICE_STATUS_LABEL) as ServiceStatus[])
      for (const subscription of Object.keys(SUBSCRIPTION_LABEL) as Subscription[])
        for (const joinType of [...(Object.keys(JOIN_TYPE_LABEL) as JoinType[]), null]) {
          expect(subscriptionCodes({ serviceStatus, subscription, joinType })).toEqual({
            serviceStatus,
            serviceStatusLabel: SERVICE_STATUS_LABEL[serviceStatus],
            subscription,
            subscriptionLabel: SUBSCRIPTION_LABEL[subscription],
            joinType,
            joinTypeLabel: joinType ? JOIN_TYPE_LABEL[joinType] : null,
          });
        }
    expect(subscriptionCodes({ serviceStatus: SERVICE_STATUS.IN_USE, subscription: "01", joinType: JOIN_TYPE.MONTHLY })).toMatchObject({
      serviceStatusLabel: "이용중",
      joinTypeLabel: JOIN_TYPE_LABEL[JOIN_TYPE.MONTHLY],
    });
  });
});

describe("both service-status answers", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it.each(["demo", "demo00", "demo01", "demob2b"])("give %s the same codes and labels", async (loginId) => {
    const pick = (r: Record<string, unknown>) =>
      Object.fromEntries(Object.keys(subscriptionCodes({ serviceStatus: "00", subscription: "01", joinType: null })).map((k) => [k, r[k]]));
    const member = await t.ok("getMyServiceStatus", { as: loginId });
    const billing = await t.ok("getStlmServiceStatus", { as: loginId });
    expect(pick(member)).toEqual(pick(billing));
    expect(member.serviceStatusLabel).toBe(SERVICE_STATUS_LABEL[member.serviceStatus]);
  });
});
