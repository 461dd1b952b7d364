import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, expectClientError, type TestApp } from "./helpers";
import { DEMO_VEHICLES } from "../src/db/seed/accounts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 180_000);
afterAll(() => t.close());

describe("vehicle catalogue", () => {
  it("lists brands with Korean names, including every demo vehicle's brand", async () => {
    const res = await t.ok("getCarBrands");
    const brands = res as { brandDcd: string; brandNm: string; modelCount: number; isImport: boolean }[];
    const byCode = new Map(brands.map((b) => [b.brandDcd, b]));
    expect(byCode.get("HYUNDAI")?.brandNm).toBe("현대");
    expect(byCode.get("KIA")?.brandNm).toBe("기아");
    expect(byCode.get("TESLA")?.brandNm).toBe("테슬라");
    expect(byCode.get("TESLA")?.isImport).toBe(true);
    expect(byCode.get("GENESIS")?.modelCount).toBe(3);
    for (const v of Object.values(DEMO_VEHICLES)) expect(byCode.has(v.brandDcd)).toBe(true);
  });

  it("lists models of a brand; unknown brand is a Korean 404", async () => {
    const res = await t.ok("getCarModels", { query: { brandDcd: "KIA" } });
    const models = res as { mdlDcd: string; mdlNm: string; carDivNm: string; brandDcd: string }[];
    expect(models.map((m) => m.mdlDcd)).toEqual(expect.arrayContaining(["EV6", "EV3", "NIRO_EV", "EV9", "RAY_EV", "BONGO3_EV"]));
    expect(models.every((m) => m.brandDcd === "KIA")).toBe(true);
    expect(models.find((m) => m.mdlDcd === "BONGO3_EV")?.carDivNm).toBe("화물");
    expectClientError(await t.api("getCarModels", { query: { brandDcd: "NOPE" } }), 404);
    expectClientError(await t.api("getCarModels"), 400);
  });

  it("lists detail models with battery facts; the demo vehicles' codes all resolve", async () => {
    for (const v of Object.values(DEMO_VEHICLES)) {
      const res = await t.ok("getCarDetailModels", { query: { mdlDcd: v.mdlDcd } });
      const list = res as { dtlMdlDcd: string; batteryCapacityKwh: number; obdSupported: boolean }[];
      const d = list.find((x) => x.dtlMdlDcd === v.dtlMdlDcd);
      expect(d, v.dtlMdlDcd).toBeDefined();
      expect(d!.batteryCapacityKwh).toBe(v.batteryCapacityKwh);
      expect(d!.obdSupported).toBe(true);
    }
    const ray = (await t.ok("getCarDetailModels", { query: { mdlDcd: "RAY_EV" } }))[0];
    expect(ray).toMatchObject({ chemistry: "LFP", chemistryNm: "리튬인산철(LFP)", yearText: "2023년~" });
    const kona = await t.ok("getCarDetailModels", { query: { mdlDcd: "KONA_EV" } });
    expect(kona.find((x: { dtlMdlDcd: string }) => x.dtlMdlDcd === "KONA_EV_LR_2019")).toMatchObject({
      cellCount: 98,
      moduleCount: 5,
      yearText: "2018~2022년",
    });
    expectClientError(await t.api("getCarDetailModels", { query: { mdlDcd: "NOPE" } }), 404);
  });

  it("lists car divisions", async () => {
    const res = await t.ok("getCarDivisions");
    expect(res.map((x: { carDivNm: string }) => x.carDivNm)).toEqual(["승용", "SUV", "화물", "경차"]);
  });
});

describe("car-info/{id}/exists", () => {
  it("answers whether a plate is registered and whether it is the caller's", async () => {
    const token = await t.token("demo");
    const mine = await t.ok("existsCarInfo", { params: { id: "12가3456" }, token });
    expect(mine).toEqual({ result: true, carNo: "12가3456", registeredByMe: true });
    const other = await t.ok("existsCarInfo", { params: { id: "78라 1234" }, token });
    expect(other).toEqual({ result: true, carNo: "78라1234", registeredByMe: false });
    const free = await t.ok("existsCarInfo", { params: { id: "서울12가9999" }, token });
    expect(free.result).toBe(false);
    const three = await t.ok("existsCarInfo", { params: { id: "123가4567" }, token });
    expect(three.result).toBe(false);
  });

  it("refuses malformed plates with 400 and callers without a token with 401", async () => {
    const token = await t.token("demo");
    for (const bad of ["1234", "12A3456", "가12나3456", "1가3456", "12가345"]) {
      const e = expectClientError(await t.api("existsCarInfo", { params: { id: bad }, token }), 400);
      expect(e.message).toContain("차량 번호");
    }
    expectClientError(await t.api("existsCarInfo", { params: { id: "12가3456" } }), 401);
  });
});

describe("auth/car/is-support", () => {
  it("supports a supported model with a free plate", async () => {
    const res = await t.ok("isCarSupported", { query: { carNo: "99거9999", strDtlMdlDcd: "IONIQ6_LR_2WD" } });
    expect(res).toMatchObject({
      result: true,
      reasonCode: "SUPPORTED",
      obdSupported: true,
      alreadyRegistered: false,
      dtlMdlNm: "아이오닉 6 롱레인지 2WD",
    });
  });

  it("refuses unsupported models and registered plates with a Korean reason", async () => {
    const unsupported = await t.ok("isCarSupported", { query: { carNo: "99거9999", strDtlMdlDcd: "EQE_350_PLUS" } });
    expect(unsupported).toMatchObject({ result: false, reasonCode: "UNSUPPORTED_MODEL", obdSupported: false });
    expect(unsupported.reason).toMatch(/[가-힣]/);
    const taken = await t.ok("isCarSupported", { query: { carNo: "12가3456", strDtlMdlDcd: "IONIQ5_LR_2WD" } });
    expect(taken).toMatchObject({ result: false, reasonCode: "ALREADY_REGISTERED", alreadyRegistered: true });
  });

  it("400 for a bad plate or missing field, 404 for an unknown detail model", async () => {
    expectClientError(await t.api("isCarSupported", { query: { carNo: "ABC", strDtlMdlDcd: "IONIQ5_LR_2WD" } }), 400);
    expectClientError(await t.call("GET", "auth/car/is-support", { query: { carNo: "99거9999" } }), 400);
    expectClientError(await t.api("isCarSupported", { query: { carNo: "99거9999", strDtlMdlDcd: "NOPE" } }), 404);
  });
});
