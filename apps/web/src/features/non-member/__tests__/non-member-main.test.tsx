// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, render, screen } from "@testing-library/react";
import { formatKstTime } from "@/shared/format-time";
import { API_UNAVAILABLE_MESSAGE, loadNonMemberMain } from "../api";
import { NonMemberMainScreen } from "../non-member-main-screen";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("formatKstTime", () => {
  it("prints Seoul time with a Korean day period", () => {
    expect(formatKstTime("2026-11-22T05:00:00Z")).toBe("11월 22일 오후 2:00");
    expect(formatKstTime("2026-11-21T15:05:00Z")).toBe("11월 22일 오전 12:05");
    expect(formatKstTime("2026-12-31T03:59:00+00:00")).toBe("12월 31일 오후 12:59");
  });
});

describe("loadNonMemberMain", () => {
  it("never throws when the API is unreachable", async () => {
    vi.stubGlobal("fetch", vi.fn().mockRejectedValue(new TypeError("fetch failed")));
    const props = await loadNonMemberMain();
    expect(props).toEqual({ serviceStatus: { isAvailable: false, message: API_UNAVAILABLE_MESSAGE }, fireWarning: null });
  });

  it("keeps the parts that answered", async () => {
    const health = { status: "UP", database: "UP", dbLatencyMs: 1.2, apiVersion: "0.1.0", serverTime: "2026-11-22T14:00:00+09:00" };
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string) =>
        url.endsWith("/health-check")
          ? new Response(JSON.stringify({ results: health }), { status: 200 })
          : new Response(JSON.stringify({ error: { code: "INTERNAL_ERROR", message: "오류" } }), { status: 500 }),
      ),
    );
    const props = await loadNonMemberMain();
    expect(props.serviceStatus).toEqual({ isAvailable: true, checkedAt: health.serverTime, checkedAtLabel: "11월 22일 오후 2:00" });
    expect(props.fireWarning).toBeNull();
  });
});

describe("NonMemberMainScreen", () => {
  it("shows the entry buttons and a Korean notice when the API was down", () => {
    render(<NonMemberMainScreen live={{ serviceStatus: { isAvailable: false, message: API_UNAVAILABLE_MESSAGE }, fireWarning: null }} />);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toContain("오늘도 안전한가요?");
    for (const name of ["로그인", "회원가입", "안전진단 체험하기"]) expect(screen.getByRole("link", { name })).toBeTruthy();
    expect(screen.getByRole("status").textContent).toBe(API_UNAVAILABLE_MESSAGE);
    expect(screen.getAllByRole("listitem").map((li) => li.textContent)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^안전배터리가 정상/), expect.stringMatching(/^심각즉시/)]),
    );
  });
});

describe("NonMemberMainScreen before the live parts arrive", () => {
  it("shows the whole static page without a status line or a guide", () => {
    render(<NonMemberMainScreen live={null} />);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toContain("오늘도 안전한가요?");
    expect(screen.queryByTestId("service-status")).toBeNull();
    expect(screen.queryByTestId("fire-guide")).toBeNull();
    expect(screen.getByRole("link", { name: "로그인" })).toBeTruthy();
  });
});
