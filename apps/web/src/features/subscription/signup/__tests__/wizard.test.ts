// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import {
  clearWizard,
  mayEnterWizard,
  parseProgress,
  readWizard,
  setDelivery,
  setPayment,
  setVehicle,
  WIZARD_PROGRESS_COOKIE,
  WIZARD_STORAGE_KEY,
  wizardRedirect,
} from "../wizard";

/** The progress cookie as the browser would send it to the wizard's pages (jsdom's document.cookie at "/"). */
const progressCookie = () =>
  document.cookie
    .split("; ")
    .find((c) => c.startsWith(`${WIZARD_PROGRESS_COOKIE}=`))
    ?.slice(WIZARD_PROGRESS_COOKIE.length + 1);

const vehicle = { brandDcd: "HY", mdlDcd: "IONIQ5", dtlMdlDcd: "IONIQ5-LR", carNo: "12가3456" };
const delivery = { receiverName: "홍길동", receiverPhone: "010-1234-5678", zip: "06236", addr: "서울 강남구 테헤란로 1", daddr: "101호" };

afterEach(() => {
  clearWizard();
  window.sessionStorage.clear();
});

describe("service sign-up wizard state", () => {
  it("keeps each finished step in the tab's sessionStorage, so a reload resumes it", () => {
    setVehicle(vehicle);
    setDelivery(delivery);
    setPayment({ promotionKey: "PROMO-1" });
    const stored = JSON.parse(window.sessionStorage.getItem(WIZARD_STORAGE_KEY) ?? "{}");
    expect(stored).toEqual({ vehicle, delivery, payment: { promotionKey: "PROMO-1" } });
    expect(readWizard()).toEqual({ vehicle, delivery, payment: { promotionKey: "PROMO-1" } });
  });

  it("step 2 may be the kept device of an earlier period: stored as that alone, and it counts as done", () => {
    setVehicle(vehicle);
    setDelivery({ keepDevice: true, receiverName: "x" } as never);
    expect(readWizard().delivery).toEqual({ keepDevice: true });
    expect(wizardRedirect("payment")).toBeNull();
    // Changing one's mind: the address replaces it.
    setDelivery(delivery);
    expect(readWizard().delivery).toEqual(delivery);
    // A stored `keepDevice: false` is not a finished step.
    window.sessionStorage.setItem(WIZARD_STORAGE_KEY, JSON.stringify({ vehicle, delivery: { keepDevice: false } }));
    expect(readWizard().delivery).toBeNull();
  });

  it("keeps only the payment result step 4 sends", () => {
    setPayment({ tradeId: "T-1", extra: "x" } as never);
    expect(readWizard().payment).toEqual({ tradeId: "T-1" });
  });

  it("sends a page past the first missing step back to that step", () => {
    expect(wizardRedirect("vehicle")).toBeNull();
    expect(wizardRedirect("delivery")).toBe("/service/signup/vehicle");
    expect(wizardRedirect("complete")).toBe("/service/signup/vehicle");
    setVehicle(vehicle);
    expect(wizardRedirect("delivery")).toBeNull();
    expect(wizardRedirect("payment")).toBe("/service/signup/delivery");
    setDelivery(delivery);
    expect(wizardRedirect("payment")).toBeNull();
    expect(wizardRedirect("complete")).toBe("/service/signup/payment");
    setPayment({ tradeId: "T-1" });
    expect(wizardRedirect("complete")).toBeNull();
    expect(wizardRedirect("vehicle")).toBeNull();
  });

  it("leaves out a malformed part instead of trusting it", () => {
    window.sessionStorage.setItem(
      WIZARD_STORAGE_KEY,
      JSON.stringify({ vehicle: { carNo: 1 }, delivery, payment: { tradeId: "T", promotionKey: "K" } }),
    );
    expect(readWizard()).toEqual({ vehicle: null, delivery, payment: null });
    window.sessionStorage.setItem(WIZARD_STORAGE_KEY, "{not json");
    expect(readWizard()).toEqual({ vehicle: null, delivery: null, payment: null });
  });

  it("is forgotten once the sign-up is done", () => {
    setVehicle(vehicle);
    clearWizard();
    expect(window.sessionStorage.getItem(WIZARD_STORAGE_KEY)).toBeNull();
    expect(readWizard().vehicle).toBeNull();
  });

  it("tells the server how far it is in a cookie of step letters, no personal data, gone once the sign-up is done", () => {
    window.history.replaceState(null, "", "/service/signup/vehicle");
    setVehicle(vehicle);
    expect(progressCookie()).toBe("v");
    setDelivery(delivery);
    expect(progressCookie()).toBe("vd");
    setDelivery({ keepDevice: true });
    expect(progressCookie()).toBe("vk");
    setPayment({ tradeId: "T-1" });
    expect(progressCookie()).toBe("vkp");
    expect(document.cookie).not.toContain("홍길동");
    clearWizard();
    expect(progressCookie()).toBeUndefined();
    window.history.replaceState(null, "", "/");
  });

  it("reads the cookie on the server into the steps done, and trusts nothing else", () => {
    expect(parseProgress("vd")).toEqual({ vehicle: true, delivery: "address", payment: false });
    expect(parseProgress("vkp")).toEqual({ vehicle: true, delivery: "kept", payment: true });
    expect(wizardRedirect("payment", parseProgress("vk")!)).toBeNull();
    expect(wizardRedirect("payment", parseProgress("v")!)).toBe("/service/signup/delivery");
    for (const bad of [undefined, "", "x", "dv", "vdk", "v; Path=/", "vd\n"]) expect(parseProgress(bad)).toBeNull();
  });

  it("lets in only who may apply (not joined, cancelled, expired)", () => {
    expect(mayEnterWizard({ canApply: true })).toBe(true);
    expect(mayEnterWizard({ canApply: false })).toBe(false);
  });
});

describe("the B2B edition's wizard (the company pays: no payment step)", () => {
  const done = { vehicle, delivery, payment: null };

  it("has three steps, and the delivery leads to the terms", async () => {
    const { nextStep, wizardSteps } = await import("../wizard");
    expect(wizardSteps(false)).toEqual(["vehicle", "delivery", "complete"]);
    expect(wizardSteps(true)).toEqual(["vehicle", "delivery", "payment", "complete"]);
    expect(nextStep("delivery", false)).toBe("complete");
    expect(nextStep("delivery", true)).toBe("payment");
  });

  it("opens the terms without a payment; its payment page leads on to the terms (or to the step still missing)", () => {
    expect(wizardRedirect("complete", done, false)).toBeNull();
    expect(wizardRedirect("complete", done, true)).toBe("/service/signup/payment");
    expect(wizardRedirect("payment", done, false)).toBe("/service/signup/complete");
    expect(wizardRedirect("payment", { ...done, delivery: null }, false)).toBe("/service/signup/delivery");
  });
});
