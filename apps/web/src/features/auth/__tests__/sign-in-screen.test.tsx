// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import type { ReactElement } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { authErrorNotice } from "@/auth/errors";
import { OAUTH_SIGNUP_PROFILE_KEY, clearOauthSignupProfile, readOauthSignupProfile } from "@/auth/client/oauth-signup-handoff";
import { APP_ONLY_TITLE, MOBILE_ONLY_MESSAGE } from "@/shared/bridge";
import { storeLinks } from "@/shared/editions";
import { SignInScreen, type SignInScreenDeps } from "../sign-in-screen";

const PROFILE = {
  provider: "kakao" as const,
  sub: "kakao-123",
  name: "김민준",
  email: "minjun@example.com",
  oauthKey: "oauth-key-from-sdk-0001",
};

function makeDeps(overrides: Partial<SignInScreenDeps> = {}) {
  let saved: string | null = null;
  const deps = {
    productProvider: "evsafe",
    signInWithPassword: vi.fn(async () => ({ ok: true, error: null })),
    navigate: vi.fn(),
    bridgeAvailable: vi.fn(async () => true),
    isPhone: () => false,
    requestSocial: vi.fn(async () => PROFILE),
    isLinked: vi.fn(async () => true),
    signIn: vi.fn(async () => ({ ok: true, error: null, status: 200, url: "http://localhost/home" })),
    bridgeErrorMessage: () => "앱 오류",
    savedLoginId: {
      get: vi.fn(() => saved),
      set: vi.fn((id: string) => {
        saved = id;
      }),
      remove: vi.fn(() => {
        saved = null;
      }),
    },
    rememberProvider: vi.fn(),
    lastProvider: () => null,
    ...overrides,
  };
  return deps;
}

/** Renders the screen and waits for its id and password form (loaded after the page, next/dynamic). */
async function renderScreen(ui: ReactElement) {
  const result = render(ui);
  // The first render imports the module (a few seconds on a busy machine).
  await screen.findByRole("button", { name: "로그인" }, { timeout: 10_000 });
  return result;
}

const idInput = () => screen.getByLabelText("아이디") as HTMLInputElement;
const pwInput = () => screen.getByLabelText("비밀번호") as HTMLInputElement;
const alertText = () => screen.queryByRole("alert")?.textContent ?? null;

async function submit(id: string, pw: string) {
  fireEvent.change(idInput(), { target: { value: id } });
  fireEvent.change(pwInput(), { target: { value: pw } });
  await act(async () => {
    fireEvent.click(screen.getByRole("button", { name: "로그인" }));
  });
}

beforeEach(() => {
  window.sessionStorage.clear();
  clearOauthSignupProfile();
});
afterEach(cleanup);

describe("SignInScreen", () => {
  it("shows the Korean text of the error query (SessionRequired from the guard)", async () => {
    await renderScreen(<SignInScreen errorNotice={authErrorNotice("SessionRequired")} callbackUrl="/menu" deps={makeDeps()} />);
    expect(alertText()).toBe("로그인이 필요한 페이지입니다. 로그인해 주세요.");
  });

  it("never echoes an unknown error value", async () => {
    await renderScreen(<SignInScreen errorNotice={authErrorNotice("<script>x</script>")} callbackUrl="/home" deps={makeDeps()} />);
    expect(alertText()).toBe("로그인하지 못했습니다. 잠시 후 다시 시도해 주세요.");
  });

  it("keeps the error's name out of sight, for support and tests: a SPEC §8 name as it is, ?error=undefined as UnknownError", async () => {
    await renderScreen(<SignInScreen errorNotice={authErrorNotice("AccountNotLinkedError")} callbackUrl="/home" deps={makeDeps()} />);
    expect(screen.getByTestId("sign-in-error")).toHaveAttribute("data-error-name", "AccountNotLinkedError");
    cleanup();
    await renderScreen(<SignInScreen errorNotice={authErrorNotice("undefined")} callbackUrl="/home" deps={makeDeps()} />);
    expect(alertText()).toBe("로그인하지 못했습니다. 잠시 후 다시 시도해 주세요.");
    expect(screen.getByTestId("sign-in-error")).toHaveAttribute("data-error-name", "UnknownError");
    // Korean only on the screen: no English error name.
    expect(screen.getByTestId("sign-in-error")).not.toHaveTextContent(/[A-Za-z]/);
  });

  it("a failed sign-in names its error; the form's own checks show no name", async () => {
    const deps = makeDeps({ signInWithPassword: vi.fn(async () => ({ ok: false, error: "CredentialsSignin" })) });
    await renderScreen(<SignInScreen errorNotice={null} callbackUrl="/home" deps={deps} />);
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "로그인" })));
    // The form's own check is said beside the field (focused), not in the message above the form.
    expect(await screen.findByText("아이디를 입력해 주세요.")).toBeInTheDocument();
    expect(idInput()).toHaveAttribute("aria-invalid", "true");
    expect(idInput()).toHaveFocus();
    expect(screen.queryByTestId("sign-in-error")).toBeNull();
    fireEvent.change(screen.getByLabelText("아이디"), { target: { value: "demo" } });
    fireEvent.change(screen.getByLabelText("비밀번호"), { target: { value: "wrong" } });
    fireEvent.click(screen.getByRole("button", { name: "로그인" }));
    await waitFor(() => expect(screen.getByTestId("sign-in-error")).toHaveAttribute("data-error-name", "CredentialsSignin"));
  });

  it("has the form, the social buttons and the links in Korean", async () => {
    await renderScreen(<SignInScreen errorNotice={null} callbackUrl="/home" deps={makeDeps()} />);
    for (const name of ["카카오로 로그인", "네이버로 로그인", "구글로 로그인", "Apple로 로그인", "로그인"]) {
      expect(screen.getByRole("button", { name })).toBeTruthy();
    }
    expect(screen.getByRole("checkbox", { name: "아이디 저장" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "회원가입" }).getAttribute("href")).toBe("/terms-onboarding");
    expect(screen.getByRole("link", { name: "아이디 찾기" }).getAttribute("href")).toBe("/find/id");
    expect(screen.getByRole("link", { name: "비밀번호 찾기" }).getAttribute("href")).toBe("/find/password");
  });

  it("keeps the input and shows the wrong-credentials text when sign-in fails", async () => {
    const deps = makeDeps({ signInWithPassword: vi.fn(async () => ({ ok: false, error: "CredentialsSignin" })) });
    await renderScreen(<SignInScreen errorNotice={null} callbackUrl="/home" deps={deps} />);
    await submit("demo", "wrong-pass");
    expect(alertText()).toBe("아이디 또는 비밀번호가 일치하지 않습니다. 다시 확인해 주세요.");
    expect(idInput().value).toBe("demo");
    expect(pwInput().value).toBe("wrong-pass");
    expect(deps.navigate).not.toHaveBeenCalled();
  });

  it("signs in with the product provider, saves the id when asked, and goes to the callbackUrl", async () => {
    const deps = makeDeps();
    await renderScreen(<SignInScreen errorNotice={authErrorNotice("SessionRequired")} callbackUrl="/menu?tab=1" deps={deps} />);
    fireEvent.click(screen.getByRole("checkbox", { name: "아이디 저장" }));
    await submit(" demo ", "Demo1234!");
    expect(deps.signInWithPassword).toHaveBeenCalledWith("evsafe", {
      loginId: "demo",
      password: "Demo1234!",
      redirect: false,
      callbackUrl: "/menu?tab=1",
    });
    expect(deps.savedLoginId.set).toHaveBeenCalledWith("demo");
    expect(deps.rememberProvider).toHaveBeenCalledWith("evsafe");
    expect(deps.navigate).toHaveBeenCalledWith("/menu?tab=1");
  });

  it("two taps in one frame send one sign-in", async () => {
    const deps = makeDeps({ signInWithPassword: vi.fn(() => new Promise<never>(() => {})) });
    await renderScreen(<SignInScreen errorNotice={null} callbackUrl="/home" deps={deps} />);
    fireEvent.change(idInput(), { target: { value: "demo" } });
    fireEvent.change(pwInput(), { target: { value: "Demo1234!" } });
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "로그인" }));
      fireEvent.click(screen.getByRole("button", { name: "로그인" }));
    });
    expect(deps.signInWithPassword).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("button", { name: "로그인 중…" })).toBeDisabled();
  });

  it("goes to /home instead of a foreign callbackUrl", async () => {
    const deps = makeDeps();
    await renderScreen(<SignInScreen errorNotice={null} callbackUrl="//evil.example/x" deps={deps} />);
    await submit("demo", "Demo1234!");
    expect(deps.navigate).toHaveBeenCalledWith("/home");
  });

  it("pre-fills a saved id and forgets it when the box is unticked", async () => {
    const deps = makeDeps();
    vi.mocked(deps.savedLoginId.get).mockReturnValue("saveduser");
    await renderScreen(<SignInScreen errorNotice={null} callbackUrl="/home" deps={deps} />);
    expect(idInput().value).toBe("saveduser");
    const box = screen.getByRole("checkbox", { name: "아이디 저장" }) as HTMLInputElement;
    expect(box.checked).toBe(true);
    fireEvent.click(box);
    await submit("saveduser", "pw");
    expect(deps.savedLoginId.remove).toHaveBeenCalled();
  });

  it("asks for the id first without calling the server", async () => {
    const deps = makeDeps();
    await renderScreen(<SignInScreen errorNotice={null} callbackUrl="/home" deps={deps} />);
    await submit("", "pw");
    expect(await screen.findByText("아이디를 입력해 주세요.")).toBeInTheDocument();
    expect(idInput()).toHaveFocus();
    expect(pwInput().value).toBe("pw");
    expect(deps.signInWithPassword).not.toHaveBeenCalled();
  });

  it("outside the app shell, a social button opens the mobile-only dialog (SPEC §8) and leaves the form alone", async () => {
    const notify = vi.fn();
    const deps = makeDeps({ bridgeAvailable: vi.fn(async () => false), notify });
    await renderScreen(<SignInScreen errorNotice={null} callbackUrl="/home" deps={deps} />);
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "카카오로 로그인" }));
    });
    expect(notify).toHaveBeenCalledWith(MOBILE_ONLY_MESSAGE);
    expect(alertText()).not.toBe(MOBILE_ONLY_MESSAGE);
    expect(deps.requestSocial).not.toHaveBeenCalled();
  });

  it("in a phone's browser (no shell), a social button says sign-in is in the app, with the store links, and never asks to update", async () => {
    const notify = vi.fn();
    const deps = makeDeps({ bridgeAvailable: vi.fn(async () => false), isPhone: () => true, notify });
    await renderScreen(<SignInScreen errorNotice={null} callbackUrl="/home" deps={deps} />);
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "카카오로 로그인" }));
    });
    const notice = await screen.findByRole("region", { name: APP_ONLY_TITLE });
    expect(notice).toHaveTextContent("SNS 계정 로그인은 앱에서 할 수 있어요.");
    expect(within(notice).getByRole("link", { name: "Google Play에서 받기" })).toHaveAttribute("href", storeLinks.AOS);
    expect(within(notice).getByRole("link", { name: "App Store에서 받기" })).toHaveAttribute("href", storeLinks.iOS);
    expect(document.body).not.toHaveTextContent(/업데이트/);
    expect(notify).not.toHaveBeenCalled();
    expect(deps.requestSocial).not.toHaveBeenCalled();
    // The id and password form stays usable.
    await submit("demo00", "pw");
    expect(deps.signInWithPassword).toHaveBeenCalled();
  });

  it("without a dialog wired, the mobile-only message shows in the form", async () => {
    const deps = makeDeps({ bridgeAvailable: vi.fn(async () => false), notify: undefined });
    await renderScreen(<SignInScreen errorNotice={null} callbackUrl="/home" deps={deps} />);
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "카카오로 로그인" }));
    });
    expect(alertText()).toBe(MOBILE_ONLY_MESSAGE);
  });

  it("signs a linked social account in with its oauthKey", async () => {
    const deps = makeDeps();
    await renderScreen(<SignInScreen errorNotice={null} callbackUrl="/menu" deps={deps} />);
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "카카오로 로그인" }));
    });
    // The social sign-in module loads on the first press.
    await waitFor(() => expect(deps.signIn).toHaveBeenCalled());
    expect(deps.requestSocial).toHaveBeenCalledWith("kakao");
    expect(deps.isLinked).toHaveBeenCalledWith("kakao", "kakao-123");
    expect(deps.signIn).toHaveBeenCalledWith("kakao", { oauthKey: PROFILE.oauthKey, redirect: false, callbackUrl: "/menu" });
    await waitFor(() => expect(deps.navigate).toHaveBeenCalledWith("/menu"));
    expect(deps.rememberProvider).toHaveBeenCalledWith("kakao");
  });

  it("sends an unknown social account to sign-up with the profile: key in memory only, nothing in the URL", async () => {
    const deps = makeDeps({ isLinked: vi.fn(async () => false) });
    await renderScreen(<SignInScreen errorNotice={null} callbackUrl="/home" deps={deps} />);
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "카카오로 로그인" }));
    });
    expect(deps.navigate).toHaveBeenCalledWith("/signup/oauth/complete");
    expect(deps.signIn).not.toHaveBeenCalled();
    expect(readOauthSignupProfile()).toEqual(PROFILE);
    const stored = window.sessionStorage.getItem(OAUTH_SIGNUP_PROFILE_KEY)!;
    expect(stored).toContain("kakao-123");
    expect(stored).not.toContain(PROFILE.oauthKey);
  });

  it("shows the reason when the social sign-in fails at the server", async () => {
    const deps = makeDeps({ signIn: vi.fn(async () => ({ ok: false, error: "OAuthCallbackError", status: 401, url: null })) });
    await renderScreen(<SignInScreen errorNotice={null} callbackUrl="/home" deps={deps} />);
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "네이버로 로그인" }));
    });
    expect(alertText()).toBe("소셜 로그인 정보를 확인하지 못했습니다. 다시 시도해 주세요.");
    expect(deps.navigate).not.toHaveBeenCalled();
  });
});
