import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { termsInEffect } from "../src/services/common";
import { addMonths, kstDate } from "../src/http/time";
import { createTestApp, expectClientError, type TestApp } from "./helpers";

// Joining again after the service ended (docs/subscription.md "Joining again"): the car registered last and the
// device of the earlier period ("이미 단말기가 있어요", no delivery, the period from the sign-up day).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const serviceAgrees = async () =>
  (await termsInEffect(t.deps)).filter((r) => r.scope === "service").map((r) => ({ agreeId: r.termsId, agreed: true }));
const sub = (token: string) => Number(JSON.parse(Buffer.from(token.split(".")[1]!, "base64url").toString()).sub);

/** A settled 12-month payment of `loginId`'s, as step 3 leaves it. */
async function paid(loginId: string) {
  const token = await t.token(loginId);
  const order = await t.ok("createPayment", { token, params: { x: "01" }, body: { deviceType: "AOS", agrees: await serviceAgrees() } });
  const settled = await t.ok("settle", {
    token,
    body: { userNo: sub(token), tradeId: order.tradeId, stlmDivCcd: "01", srvcPrdtCcd: "01", idempotencyKey: `rejoin-${order.tradeId}` },
  });
  expect(settled.status).toBe("PAID");
  return order.tradeId;
}

describe("GET users/rejoin-offer", () => {
  it("an ended service: the car registered last and the device on record", async () => {
    const offer = await t.ok("getRejoinOffer", { as: "demo04" });
    expect(offer.vehicle).toMatchObject({ brandDcd: "KIA", mdlDcd: "NIRO_EV" });
    expect(offer.vehicle!.carNo).toMatch(/^\d{2,3}[가-힣]\d{4}$/);
    expect(offer.keptDevice?.obdSerial).toMatch(/^OBD-\d+$/);
  });

  it("a member in service has nothing to keep (may not apply); one who never joined has neither", async () => {
    const inUse = await t.ok("getRejoinOffer", { as: "demo" });
    expect(inUse.vehicle).not.toBeNull();
    expect(inUse.keptDevice).toBeNull();
    expect(await t.ok("getRejoinOffer", { as: "demo00" })).toEqual({ vehicle: null, keptDevice: null });
    expectClientError(await t.api("getRejoinOffer"), 401);
  });
});

describe("POST auth/service/signup with keepDevice", () => {
  /** demo00's settled payment, which no other member may use. */
  let demo00Trade = "";

  it("a member who never had a device is refused (422, Korean) and nothing changes", async () => {
    const tradeId = await paid("demo00");
    demo00Trade = tradeId;
    const body = {
      vehicle: { brandDcd: "HYUNDAI", mdlDcd: "IONIQ6", dtlMdlDcd: "IONIQ6_LR_2WD", carNo: "321가4567" },
      keepDevice: true as const,
      payment: { tradeId },
      agrees: await serviceAgrees(),
    };
    const refused = expectClientError(await t.api("serviceSignup", { as: "demo00", body }), 422);
    expect(refused.code).toBe("NO_KEPT_DEVICE");
    expect(refused.message).toContain("새 단말기 받기");
    const status = await t.ok("getMyServiceStatus", { as: "demo00" });
    expect(status.serviceStatus).toBe("00");
    expect((await t.ok("getPayment", { as: "demo00", params: { id: tradeId } })).usedForService).toBe(false);
  });

  it("a delivery and keepDevice together, or neither, is a bad request (400)", async () => {
    const token = await t.token("demo04");
    const base = {
      vehicle: { brandDcd: "KIA", mdlDcd: "NIRO_EV", dtlMdlDcd: "NIRO_EV_2020", carNo: "90마5678" },
      payment: { promotionKey: "EVSAFE-2026-PROMO" },
      agrees: await serviceAgrees(),
    };
    const delivery = {
      receiverName: "윤시우",
      receiverPhone: "010-1234-5678",
      zip: "04524",
      addr: "서울특별시 중구 세종대로 110",
      daddr: "3층",
    };
    expectClientError(await t.api("serviceSignup", { token, body: { ...base, delivery, keepDevice: true } }), 400);
    expectClientError(await t.api("serviceSignup", { token, body: base }), 400);
    // keepDevice is `true` or absent in the contract: a raw body.
    expectClientError(await t.call("POST", "auth/service/signup", { token, body: { ...base, keepDevice: false, delivery } }), 400);
    expect((await t.ok("getMyServiceStatus", { token })).canApply).toBe(true);
  });

  it("another member's payment is not found (404) and changes nothing", async () => {
    const token = await t.token("demo04");
    const offer = await t.ok("getRejoinOffer", { token });
    const body = {
      vehicle: { ...offer.vehicle!, modelYear: offer.vehicle!.modelYear ?? undefined },
      keepDevice: true as const,
      payment: { tradeId: demo00Trade },
      agrees: await serviceAgrees(),
    };
    expectClientError(await t.api("serviceSignup", { token, body }), 404);
    expect((await t.ok("getMyServiceStatus", { token })).canApply).toBe(true);
    expect((await t.ok("getPayment", { as: "demo00", params: { id: demo00Trade } })).usedForService).toBe(false);
  });

  it("demo04 keeps its device: in use from today, no delivery, the period from today; a replay and a second use of the payment are refused", async () => {
    const token = await t.token("demo04");
    const offer = await t.ok("getRejoinOffer", { token });
    const tradeId = await paid("demo04");
    const body = {
      vehicle: { ...offer.vehicle!, modelYear: offer.vehicle!.modelYear ?? undefined },
      keepDevice: true as const,
      payment: { tradeId },
      agrees: await serviceAgrees(),
    };
    const today = kstDate(t.deps.now());
    const r = await t.ok("serviceSignup", { token, body });
    expect(r).toMatchObject({
      serviceStatus: "02",
      deliveryStatus: null,
      serviceStartDate: today,
      serviceExpirationDate: addMonths(today, 12),
    });
    expect(r.message).toContain("OBD 단말기");
    const status = await t.ok("getMyServiceStatus", { token });
    expect(status).toMatchObject({ serviceStatus: "02", deliveryStatus: null, obdStatus: "INSTALLED_EMPTY_DATA", canApply: false });
    const obd = await t.ok("getObd", { token });
    expect(obd.obdSerial).toBe(offer.keptDevice!.obdSerial);
    expect(obd.trackingNo).toBeNull();
    const [app] = await t.deps.database.query<{ kept_device: boolean; receiver_name: string | null; addr: string | null }>(
      `SELECT kept_device, receiver_name, addr FROM service_applications WHERE user_no = ${sub(token)} ORDER BY id DESC LIMIT 1`,
    );
    expect(app).toEqual({ kept_device: true, receiver_name: null, addr: null });
    // The same body again: the service is running now.
    expect(expectClientError(await t.api("serviceSignup", { token, body }), 409).code).toBe("ALREADY_JOINED");
    // Nothing to keep any more while in service.
    expect((await t.ok("getRejoinOffer", { token })).keptDevice).toBeNull();
  });
});
