// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { clearJourney, readJourney, saveVerification } from "../journey";
import { TermsOnboardingScreen, type TermsOnboardingDeps } from "../terms-onboarding-screen";

vi.mock("next/router", () => ({ useRouter: () => ({ push: vi.fn(), replace: vi.fn(), asPath: "/terms-onboarding" }) }));

const TERMS = [
  { agreeId: 1, termsCd: "terms-of-use", title: "서비스 이용약관", required: true },
  { agreeId: 3, termsCd: "privacy-policy", title: "개인정보 수집·이용 동의", required: true },
  { agreeId: 4, termsCd: "location-policy", title: "위치기반서비스 이용약관 동의", required: false },
  { agreeId: 5, termsCd: "marketing-policy", title: "마케팅 정보 수신 동의", required: false },
];
const makeDeps = (over: Partial<TermsOnboardingDeps> = {}): TermsOnboardingDeps => ({
  navigate: vi.fn(),
  redirect: vi.fn(),
  reload: vi.fn(),
  hasOauthProfile: () => false,
  ...over,
});
const box = (name: string | RegExp) => screen.getByRole("checkbox", { name }) as HTMLInputElement;
const next = () => screen.getByRole("button", { name: "다음" });

afterEach(() => {
  cleanup();
  clearJourney();
});

describe("TermsOnboardingScreen", () => {
  it("marks required and optional terms, links each text, and enables Next only when every required term is ticked", () => {
    const deps = makeDeps();
    render(<TermsOnboardingScreen flow="signup" terms={TERMS} deps={deps} />);
    expect(box("(필수) 서비스 이용약관")).toBeTruthy();
    expect(box("(선택) 마케팅 정보 수신 동의")).toBeTruthy();
    expect(screen.getByRole("link", { name: "개인정보 수집·이용 동의 보기" }).getAttribute("href")).toBe(
      "/signup/term/privacy-policy?from=list",
    );
    expect(next()).toBeDisabled();
    fireEvent.click(box("(필수) 서비스 이용약관"));
    fireEvent.click(box("(선택) 마케팅 정보 수신 동의"));
    expect(next()).toBeDisabled();
    fireEvent.click(box("(필수) 개인정보 수집·이용 동의"));
    expect(next()).toBeEnabled();
    fireEvent.click(next());
    expect(deps.navigate).toHaveBeenCalledWith("/auth/identity-verification");
    expect(readJourney().terms).toEqual({
      flow: "signup",
      done: true,
      agrees: [
        { agreeId: 1, agreed: true },
        { agreeId: 3, agreed: true },
        { agreeId: 4, agreed: false },
        { agreeId: 5, agreed: true },
      ],
    });
  });

  it("전체 동의 ticks and unticks every term, and shows ticked when all are", () => {
    render(<TermsOnboardingScreen flow="signup" terms={TERMS} deps={makeDeps()} />);
    fireEvent.click(box("전체 동의"));
    expect(TERMS.every((t) => box(new RegExp(`\\) ${t.title}$`)).checked)).toBe(true);
    expect(box("전체 동의").checked).toBe(true);
    fireEvent.click(box("(선택) 위치기반서비스 이용약관 동의"));
    expect(box("전체 동의").checked).toBe(false);
    expect(next()).toBeEnabled();
    fireEvent.click(box("전체 동의"));
    fireEvent.click(box("전체 동의"));
    expect(TERMS.some((t) => box(new RegExp(`\\) ${t.title}$`)).checked)).toBe(false);
    expect(readJourney().terms?.done).toBe(false);
  });

  it("finds the ticks again after going to a term's text and back (a new mount)", () => {
    const first = render(<TermsOnboardingScreen flow="signup" terms={TERMS} deps={makeDeps()} />);
    fireEvent.click(box("(필수) 서비스 이용약관"));
    fireEvent.click(box("(선택) 마케팅 정보 수신 동의"));
    first.unmount();
    render(<TermsOnboardingScreen flow="signup" terms={TERMS} deps={makeDeps()} />);
    expect(box("(필수) 서비스 이용약관").checked).toBe(true);
    expect(box("(선택) 마케팅 정보 수신 동의").checked).toBe(true);
    expect(box("(필수) 개인정보 수집·이용 동의").checked).toBe(false);
  });

  it("in the social sign-up, needs the handed-over profile and the verification first", () => {
    const deps = makeDeps();
    render(<TermsOnboardingScreen flow="oauth-signup" terms={TERMS} deps={deps} />);
    expect(deps.redirect).toHaveBeenCalledWith("/signin");
    expect(deps.navigate).not.toHaveBeenCalled();
    cleanup();
    const verified = makeDeps({ hasOauthProfile: () => true });
    saveVerification({
      purpose: "oauth-signup",
      serviceToken: "t".repeat(40),
      expiresAt: new Date(Date.now() + 1_800_000).toISOString(),
      name: "이서연",
      phone: "010-5555-1212",
      birthDate: "1992-03-03",
    });
    render(<TermsOnboardingScreen flow="oauth-signup" terms={TERMS} deps={verified} />);
    expect(verified.redirect).not.toHaveBeenCalled();
    expect(screen.getByRole("link", { name: "서비스 이용약관 보기" }).getAttribute("href")).toBe(
      "/signup/term/terms-of-use?from=list&flow=oauth-signup",
    );
  });

  it("offers to try again when the terms could not be read", () => {
    const deps = makeDeps();
    render(<TermsOnboardingScreen flow="signup" terms={null} deps={deps} />);
    expect(screen.getByRole("alert").textContent).toContain("약관을 불러오지 못했어요");
    fireEvent.click(screen.getByRole("button", { name: "다시 불러오기" }));
    expect(deps.reload).toHaveBeenCalled();
  });
});
