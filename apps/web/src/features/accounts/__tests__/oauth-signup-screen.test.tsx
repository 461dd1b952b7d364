// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  clearOauthSignupProfile,
  OAUTH_SIGNUP_PROFILE_KEY,
  readOauthSignupProfile,
  saveOauthSignupProfile,
} from "@/auth/client/oauth-signup-handoff";
import { ApiRequestError } from "@/shared/api-error";
import { clearJourney, readJourney, saveTermAnswers, saveVerification, type Verification } from "../journey";
import {
  OAUTH_OTHER_ACCOUNT_MESSAGE,
  OAUTH_SIGNED_UP_SIGN_IN_FAILED_MESSAGE,
  OauthSignUpScreen,
  type OauthSignUpDeps,
} from "../oauth-signup-screen";

vi.mock("next/router", () => ({ useRouter: () => ({ push: vi.fn(), replace: vi.fn(), asPath: "/signup/oauth/complete" }) }));

const PROFILE = {
  provider: "kakao" as const,
  sub: "kakao-42",
  name: "김소셜",
  email: "social@example.com",
  oauthKey: "kakao-key-from-sign-in",
};
const VERIFICATION: Verification = {
  purpose: "oauth-signup",
  serviceToken: "service-token-0123456789abcdef",
  expiresAt: new Date(Date.now() + 30 * 60_000).toISOString(),
  name: "김소셜",
  phone: "010-5555-1212",
  birthDate: "1992-03-03",
};
const AGREES = [
  { agreeId: 1, agreed: true },
  { agreeId: 5, agreed: false },
];

function makeDeps(over: Partial<OauthSignUpDeps> = {}): OauthSignUpDeps {
  return {
    requestSocial: vi.fn(async () => ({ ...PROFILE, oauthKey: "fresh-key-from-the-shell" })),
    bridgeErrorMessage: vi.fn(async () => null),
    signUp: vi.fn(async () => ({})),
    signIn: vi.fn(async () => true),
    rememberProvider: vi.fn(),
    afterSignIn: vi.fn(async () => "/location-base-onboarding"),
    navigate: vi.fn(),
    push: vi.fn(),
    ...over,
  };
}

/** The profile as a reload leaves it: in this tab's storage, without the provider's key. */
function storedProfileOnly() {
  saveOauthSignupProfile(PROFILE);
  const stored = window.sessionStorage.getItem(OAUTH_SIGNUP_PROFILE_KEY)!;
  clearOauthSignupProfile();
  window.sessionStorage.setItem(OAUTH_SIGNUP_PROFILE_KEY, stored);
}

function verifiedAndAgreed() {
  saveVerification(VERIFICATION);
  saveTermAnswers("oauth-signup", AGREES, true);
}

const submit = () => fireEvent.click(screen.getByRole("button", { name: "가입하고 시작하기" }));

afterEach(() => {
  cleanup();
  clearJourney();
  clearOauthSignupProfile();
});

describe("/signup/oauth/complete", () => {
  it("sends a visitor without the handed-over profile to /signin", async () => {
    const deps = makeDeps();
    render(<OauthSignUpScreen deps={deps} />);
    await waitFor(() => expect(deps.navigate).toHaveBeenCalledWith("/signin"));
  });

  it("first shows the provider's name and email, then goes on to the identity verification", async () => {
    saveOauthSignupProfile(PROFILE);
    const deps = makeDeps();
    render(<OauthSignUpScreen deps={deps} />);
    const info = await screen.findByLabelText("카카오에서 받은 정보");
    expect(info.textContent).toContain("김소셜");
    expect(info.textContent).toContain("social@example.com");
    fireEvent.click(screen.getByRole("button", { name: "본인인증하고 계속하기" }));
    expect(deps.push).toHaveBeenCalledWith("/auth/oauth/identity-verification");
    expect(screen.queryByRole("button", { name: "가입하고 시작하기" })).toBeNull();
  });

  it("after the verification and the terms, signs up once per double tap with the kept key, then signs in", async () => {
    saveOauthSignupProfile(PROFILE);
    verifiedAndAgreed();
    const deps = makeDeps();
    render(<OauthSignUpScreen deps={deps} />);
    const button = await screen.findByRole("button", { name: "가입하고 시작하기" });
    // Two taps in one frame: the second reaches the handler before the disabled button renders.
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(deps.navigate).toHaveBeenCalledWith("/location-base-onboarding"));
    expect(deps.requestSocial).not.toHaveBeenCalled();
    expect(deps.signUp).toHaveBeenCalledTimes(1);
    expect(deps.signUp).toHaveBeenCalledWith({
      provider: "kakao",
      oauthKey: PROFILE.oauthKey,
      sub: "kakao-42",
      serviceToken: VERIFICATION.serviceToken,
      agrees: AGREES,
      email: "social@example.com",
    });
    expect(deps.signIn).toHaveBeenCalledWith("kakao", PROFILE.oauthKey);
    expect(deps.rememberProvider).toHaveBeenCalledWith("kakao");
    // The journey is over: nothing of it stays in the tab.
    expect(readJourney().verification).toBeNull();
    expect(readOauthSignupProfile()).toBeNull();
  });

  it("after a reload asks the shell for a fresh key, and refuses another account's", async () => {
    storedProfileOnly();
    verifiedAndAgreed();
    const requestSocial = vi.fn(async () => ({ ...PROFILE, sub: "kakao-someone-else", oauthKey: "other-key" }));
    const deps = makeDeps({ requestSocial });
    render(<OauthSignUpScreen deps={deps} />);
    await screen.findByRole("button", { name: "가입하고 시작하기" });
    submit();
    expect(await screen.findByText(OAUTH_OTHER_ACCOUNT_MESSAGE)).toBeTruthy();
    expect(deps.signUp).not.toHaveBeenCalled();

    requestSocial.mockResolvedValueOnce({ ...PROFILE, oauthKey: "fresh-key-from-the-shell" });
    submit();
    await waitFor(() => expect(deps.signIn).toHaveBeenCalledWith("kakao", "fresh-key-from-the-shell"));
    expect(deps.signUp).toHaveBeenCalledWith(expect.objectContaining({ oauthKey: "fresh-key-from-the-shell" }));
  });

  it("a refused key is not sent again: the next try asks the shell for a fresh one", async () => {
    saveOauthSignupProfile(PROFILE);
    verifiedAndAgreed();
    const signUp = vi
      .fn()
      .mockRejectedValueOnce(new ApiRequestError(401, "OAUTH_EXPIRED", "소셜 로그인 정보가 만료되었습니다. 다시 시도해 주세요."))
      .mockResolvedValue({});
    const deps = makeDeps({ signUp });
    render(<OauthSignUpScreen deps={deps} />);
    await screen.findByRole("button", { name: "가입하고 시작하기" });
    submit();
    expect(await screen.findByText("소셜 로그인 정보가 만료되었습니다. 다시 시도해 주세요.")).toBeTruthy();
    submit();
    await waitFor(() => expect(signUp).toHaveBeenCalledTimes(2));
    expect(deps.requestSocial).toHaveBeenCalledTimes(1);
    expect(signUp.mock.calls[1]?.[0]).toMatchObject({ oauthKey: "fresh-key-from-the-shell" });
  });

  it("a spent verification is forgotten and the way to verify again offered", async () => {
    saveOauthSignupProfile(PROFILE);
    verifiedAndAgreed();
    const deps = makeDeps({
      signUp: vi.fn(async () => Promise.reject(new ApiRequestError(409, "IDENTITY_USED", "이미 사용된 본인인증입니다."))),
    });
    render(<OauthSignUpScreen deps={deps} />);
    await screen.findByRole("button", { name: "가입하고 시작하기" });
    submit();
    expect(await screen.findByText("이미 사용된 본인인증입니다.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "본인인증 다시 하기" }).getAttribute("href")).toBe("/auth/oauth/identity-verification");
    expect(readJourney().verification).toBeNull();
    expect(deps.signIn).not.toHaveBeenCalled();
  });

  it("an existing member is offered find id and sign-in", async () => {
    saveOauthSignupProfile(PROFILE);
    verifiedAndAgreed();
    const deps = makeDeps({
      signUp: vi.fn(async () => Promise.reject(new ApiRequestError(409, "ALREADY_MEMBER", "이미 가입된 회원입니다."))),
    });
    render(<OauthSignUpScreen deps={deps} />);
    await screen.findByRole("button", { name: "가입하고 시작하기" });
    submit();
    expect(await screen.findByText("이미 가입된 회원입니다.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "아이디 찾기" })).toBeTruthy();
    expect(readJourney().verification).not.toBeNull();
  });

  it("signed up but the sign-in failed: says so and links to /signin, the journey over", async () => {
    saveOauthSignupProfile(PROFILE);
    verifiedAndAgreed();
    const deps = makeDeps({ signIn: vi.fn(async () => false) });
    render(<OauthSignUpScreen deps={deps} />);
    await screen.findByRole("button", { name: "가입하고 시작하기" });
    submit();
    expect(await screen.findByText(OAUTH_SIGNED_UP_SIGN_IN_FAILED_MESSAGE)).toBeTruthy();
    expect(screen.getByRole("link", { name: "로그인 화면으로" }).getAttribute("href")).toBe("/signin");
    expect(deps.navigate).not.toHaveBeenCalled();
    expect(readJourney().verification).toBeNull();
    expect(readOauthSignupProfile()).toBeNull();
  });
});
