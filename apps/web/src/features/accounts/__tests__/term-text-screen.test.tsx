// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { TermTextScreen } from "../term-text-screen";

const { back, push } = vi.hoisted(() => ({ back: vi.fn(), push: vi.fn(async () => true) }));
vi.mock("next/router", () => ({ default: { push, prefetch: vi.fn(async () => {}) }, useRouter: () => ({ back, push, replace: vi.fn() }) }));

const TERM = { title: "마케팅 정보 수신 동의", version: "1.0", effectiveDate: "2026-01-01", html: "<h3>제1조</h3>혜택 안내" };

afterEach(() => {
  cleanup();
  back.mockReset();
  push.mockClear();
});

describe("TermTextScreen", () => {
  it("shows the sanitised text with its version and date", () => {
    render(<TermTextScreen termsCd="marketing-policy" flow="signup" fromList term={TERM} />);
    expect(screen.getByRole("heading", { level: 1, name: "마케팅 정보 수신 동의" })).toBeTruthy();
    expect(screen.getByText("버전 1.0 · 시행일 2026년 1월 1일")).toBeTruthy();
    expect(screen.getByRole("heading", { level: 3, name: "제1조" })).toBeTruthy();
  });

  it("opened from the list, back goes back in history; opened directly, it links to the list of its sign-up", () => {
    window.history.pushState({}, "", "/signup/term/marketing-policy?from=list");
    render(<TermTextScreen termsCd="marketing-policy" flow="signup" fromList term={TERM} />);
    fireEvent.click(screen.getByRole("link", { name: "약관 목록으로 돌아가기" }));
    expect(back).toHaveBeenCalledTimes(1);
    cleanup();
    render(<TermTextScreen termsCd="marketing-policy" flow="oauth-signup" fromList={false} term={TERM} />);
    const link = screen.getByRole("link", { name: "약관 목록으로 돌아가기" });
    expect(link.getAttribute("href")).toBe("/terms-onboarding?flow=oauth-signup");
    fireEvent.click(link);
    expect(back).toHaveBeenCalledTimes(1);
    expect(push).toHaveBeenCalled();
  });

  it("says when the term could not be read", () => {
    render(<TermTextScreen termsCd="privacy-policy" flow="signup" fromList={false} term={null} />);
    expect(screen.getByRole("alert").textContent).toContain("약관을 불러오지 못했어요");
  });
});
