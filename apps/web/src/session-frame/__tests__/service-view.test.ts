import { describe, expect, it } from "vitest";
import { applicationSteps } from "../components/delivery-progress";
import { formatDaysLeft, formatKoreanDate } from "@/shared/format";
import { EXPIRED_LABEL, hasServiceAccess, serviceStatusLabel, serviceViewOf } from "../service-view";
import { STATUS_FIXTURES, serviceStatus } from "@/testing/factories";

describe("serviceViewOf (SPEC §4 service subscription)", () => {
  it.each([
    ["notJoined", "not-joined", false, "미가입"],
    ["applying", "applying", false, "신청중"],
    ["inUse", "in-use", true, "이용중"],
    ["cancelRequested", "cancel-requested", true, "해지신청"],
    ["cancelled", "ended", false, "해지"],
  ] as const)("%s → %s (service data: %s, label %s)", (fixture, view, access, label) => {
    const status = STATUS_FIXTURES[fixture]();
    expect(serviceViewOf(status)).toBe(view);
    expect(hasServiceAccess(serviceViewOf(status))).toBe(access);
    expect(serviceStatusLabel(status)).toBe(label);
  });

  it("a lapsed service (expiry passed) is ended whatever its code says, and labelled so", () => {
    for (const code of ["01", "02", "03"] as const) {
      const status = serviceStatus({ serviceStatus: code, isExpired: true });
      expect(serviceViewOf(status)).toBe("ended");
      expect(serviceStatusLabel(status)).toBe(EXPIRED_LABEL);
    }
  });
});

describe("applicationSteps", () => {
  it("waiting for delivery: the delivery step is current", () => {
    const steps = applicationSteps({ deliveryStatus: "01", deliveryStatusLabel: "배송대기", obdStatus: "NOT_INSTALLED" });
    expect(steps.map((s) => s.state)).toEqual(["done", "current", "todo", "todo"]);
    expect(steps[1]!.detail).toBe("배송대기");
  });
  it("delivered: installation is current", () => {
    const steps = applicationSteps({ deliveryStatus: "03", deliveryStatusLabel: "배송완료", obdStatus: "NOT_INSTALLED" });
    expect(steps.map((s) => s.state)).toEqual(["done", "done", "current", "todo"]);
  });
  it("installed without data: collection is current", () => {
    const steps = applicationSteps({ deliveryStatus: "03", deliveryStatusLabel: "배송완료", obdStatus: "INSTALLED_EMPTY_DATA" });
    expect(steps.map((s) => s.state)).toEqual(["done", "done", "done", "current"]);
  });
  it("no delivery record yet", () => {
    expect(applicationSteps({ deliveryStatus: null, deliveryStatusLabel: null, obdStatus: "NOT_INSTALLED" })[1]!.detail).toBe(
      "배송 준비 전",
    );
  });
});

describe("format", () => {
  it("prints calendar dates in Korean without time zones", () => {
    expect(formatKoreanDate("2026-01-05")).toBe("2026년 1월 5일");
    expect(formatKoreanDate("bad")).toBe("bad");
  });
  it("days left", () => {
    expect(formatDaysLeft(12)).toBe("D-12");
    expect(formatDaysLeft(0)).toBe("오늘 종료");
    expect(formatDaysLeft(-1)).toBeNull();
    expect(formatDaysLeft(null)).toBeNull();
  });
});
