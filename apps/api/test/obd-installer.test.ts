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
