import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, expectClientError, type TestApp } from "./helpers";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("OBD installer simulator (sim/obd/install)", () => {
  it("an application (01) becomes a service in use (02): device installed, delivered, no data yet; cancellable", async () => {
    const token = await t.token("demo01");
    const res = await t.call("POST", "sim/obd/install", { token });
    expect(res.statusCode).toBe(200);
    expect(res.json().results).toMatchObject({
      serviceStatus: "02",
      obdStatus: "INSTALLED_EMPTY_DATA",
      deliveryStatus: "03",
      canCancel: true,
    });
    const status = await t.call("GET", "users/my-service-status", { token });
    expect(status.json().results).toMatchObject({ serviceStatus: "02", canCancel: true });
  });

  it("any other state → 409 (installed already, in use, never joined); no token → 401", async () => {
    for (const login of ["demo01", "demo", "demo00"]) {
      expectClientError(await t.call("POST", "sim/obd/install", { token: await t.token(login) }), 409);
    }
    expectClientError(await t.call("POST", "sim/obd/install"), 401);
  });
});

describe("company enrolment simulator (sim/company/enrol)", () => {
  it("makes the caller a business member of the company; twice → 409; bad name → 400; no token → 401", async () => {
    const token = await t.token("demo00");
    const res = await t.call("POST", "sim/company/enrol", { token, body: { companyName: " 에버세이프 물류 " } });
    expect(res.statusCode).toBe(200);
    expect(res.json().results).toEqual({ isB2b: true, companyName: "에버세이프 물류" });
    expect((await t.call("GET", "users/my-profile", { token })).json().results).toMatchObject({
      isB2b: true,
      companyName: "에버세이프 물류",
    });
    expectClientError(await t.call("POST", "sim/company/enrol", { token, body: { companyName: "다른 회사" } }), 409);
    expectClientError(await t.call("POST", "sim/company/enrol", { token: await t.token("demo01"), body: { companyName: "" } }), 400);
    expectClientError(
      await t.call("POST", "sim/company/enrol", { token: await t.token("demo01"), body: { companyName: "가".repeat(51) } }),
      400,
    );
    expectClientError(await t.call("POST", "sim/company/enrol", { body: { companyName: "회사" } }), 401);
  });
});

describe("service lapse simulator (sim/service/lapse)", () => {
  it("in use → expired (may apply again); a requested cancellation → cancelled (04); no service → 409", async () => {
    const inUse = await t.token("demowarn");
    const expired = (await t.call("POST", "sim/service/lapse", { token: inUse })).json().results;
    expect(expired).toMatchObject({
      serviceStatus: "02",
      isExpired: true,
      canApply: true,
      canCancel: false,
      serviceExpirationDate: "2026-11-21",
    });
    expectClientError(await t.call("GET", "main/info", { token: inUse }), 403);

    const requested = await t.token("demo03");
    const cancelled = (await t.call("POST", "sim/service/lapse", { token: requested })).json().results;
    expect(cancelled).toMatchObject({ serviceStatus: "04", userStatus: "04", isExpired: true, canApply: true });

    expectClientError(await t.call("POST", "sim/service/lapse", { token: await t.token("demo00") }), 409);
    expectClientError(await t.call("POST", "sim/service/lapse"), 401);
  });
});
