// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { storage, STORAGE_KEYS } from "@/shared/storage";
import { AnalyticsSetting } from "../components/analytics-setting";

afterEach(() => {
  cleanup();
  storage.remove(STORAGE_KEYS.analyticsOptOut);
});

describe("성능 통계 switch (the analytics opt-out)", () => {
  it("is on by default; turning it off stores the opt-out on this device, turning it on removes it", async () => {
    render(<AnalyticsSetting />);
    const sw = await screen.findByRole("switch", { name: "성능 통계 보내기" });
    expect(sw).toBeChecked();
    fireEvent.click(sw);
    expect(sw).not.toBeChecked();
    expect(storage.get(STORAGE_KEYS.analyticsOptOut)).toBe("1");
    fireEvent.click(sw);
    expect(storage.get(STORAGE_KEYS.analyticsOptOut)).toBeNull();
  });

  it("shows a stored opt-out as off", async () => {
    storage.set(STORAGE_KEYS.analyticsOptOut, "1");
    render(<AnalyticsSetting />);
    expect(await screen.findByRole("switch", { name: "성능 통계 보내기" })).not.toBeChecked();
  });
});
