// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { SWRConfig } from "swr";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { apiFrom, renderWithSwr } from "@/testing/render";
import { ApiRequestError } from "@/shared/api-error";
import { PASSWORD_MISMATCH_MESSAGE } from "@/shared/form/password-checklist";
import { FindIdResultScreen } from "../find-id-result-screen";
import { FindPasswordResultScreen } from "../find-password-result-screen";
import { FindPasswordScreen } from "../find-password-screen";
import { ResetPasswordForm } from "../forms/reset-password-form";
import { clearJourney, markPasswordReset, readJourney, saveVerification, type Verification } from "../journey";

const mocks = vi.hoisted(() => ({ api: vi.fn(), push: vi.fn(), replace: vi.fn() }));
vi.mock("next/router", () => ({ useRouter: () => ({ push: mocks.push, replace: mocks.replace, asPath: "/find/id/result" }) }));
vi.mock("@/shared/api-client", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/shared/api-client")>()),
  api: (...args: unknown[]) => mocks.api(...args),
}));

const verification = (purpose: Verification["purpose"]): Verification => ({
  purpose,
  serviceToken: "service-token-0123456789abcdef",
  expiresAt: new Date(Date.now() + 30 * 60_000).toISOString(),
  name: "이서연",
  phone: "010-5555-1212",
  birthDate: "1992-03-03",
});
const FOUND = {
  userName: "이서연",
  accounts: [{ userId: "sey*****", joinDate: "2026-11-23", loginProviders: ["evsafe", "kakao"] }],
};
const PASSWORD = "Drive2026!";

const input = (label: string) => screen.getByLabelText(label, { exact: true }) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(input(label), { target: { value } });
const submitReset = () => fireEvent.click(screen.getByRole("button", { name: "비밀번호 변경" }));

beforeEach(() => {
  mocks.api.mockReset();
  mocks.push.mockReset();
  mocks.replace.mockReset();
});
afterEach(() => {
  cleanup();
  clearJourney();
});

describe("/find/id/result", () => {
  it("without a verification goes to /find/id and reads nothing", async () => {
    mocks.api.mockImplementation(apiFrom({ findId: FOUND }));
    renderWithSwr(<FindIdResultScreen />);
    await waitFor(() => expect(mocks.replace).toHaveBeenCalledWith("/find/id"));
    expect(mocks.api).not.toHaveBeenCalled();
  });

  it("shows the masked ids with join date and sign-in methods, then sign in or reset with the same verification", async () => {
    saveVerification(verification("find-id"));
    mocks.api.mockImplementation(apiFrom({ findId: FOUND }));
    renderWithSwr(<FindIdResultScreen />);
    const list = await screen.findByRole("list", { name: "찾은 아이디" });
    expect(list.textContent).toContain("sey*****");
    expect(list.textContent).toContain("2026년 11월 23일");
    expect(list.textContent).toContain("아이디·비밀번호, 카카오");
    expect(mocks.api).toHaveBeenCalledWith("findId", { params: {}, query: { serviceToken: "service-token-0123456789abcdef" } });
    expect(screen.getByRole("link", { name: "로그인" }).getAttribute("href")).toBe("/signin");
    expect(screen.getByRole("link", { name: "비밀번호 재설정" }).getAttribute("href")).toBe("/find/password?step=new-password");
    expect(mocks.replace).not.toHaveBeenCalled();
  });

  it("a social-only account is offered to set a password", async () => {
    saveVerification(verification("find-id"));
    mocks.api.mockImplementation(apiFrom({ findId: { ...FOUND, accounts: [{ ...FOUND.accounts[0], loginProviders: ["naver"] }] } }));
    renderWithSwr(<FindIdResultScreen />);
    expect((await screen.findByRole("list", { name: "찾은 아이디" })).textContent).toContain("네이버");
    expect(screen.getByRole("link", { name: "비밀번호 설정" }).getAttribute("href")).toBe("/find/password?step=new-password");
  });

  it("no account for the person: says so with a way to sign up, and 다시 인증하기 forgets the verification", async () => {
    saveVerification(verification("find-id"));
    mocks.api.mockImplementation(
      apiFrom({ findId: new ApiRequestError(404, "NOT_FOUND", "본인인증 정보로 가입된 아이디가 없습니다. 회원가입을 진행해 주세요.") }),
    );
    renderWithSwr(<FindIdResultScreen />);
    expect((await screen.findByRole("alert")).textContent).toContain("가입된 아이디가 없어요");
    expect(screen.getByRole("link", { name: "회원가입" }).getAttribute("href")).toBe("/terms-onboarding");
    fireEvent.click(screen.getByRole("button", { name: "다시 인증하기" }));
    expect(readJourney().verification).toBeNull();
    expect(mocks.push).toHaveBeenCalledWith("/find/id");
  });

  it("a verification the API refuses (expired) is forgotten: verify again", async () => {
    saveVerification(verification("find-id"));
    mocks.api.mockImplementation(
      apiFrom({
        findId: new ApiRequestError(400, "IDENTITY_EXPIRED", "본인인증 유효시간(30분)이 지났습니다. 본인인증을 다시 진행해 주세요."),
      }),
    );
    renderWithSwr(<FindIdResultScreen />);
    expect((await screen.findByRole("alert")).textContent).toContain("본인인증을 다시 해 주세요");
    await waitFor(() => expect(readJourney().verification).toBeNull());
    expect(screen.queryByRole("link", { name: "회원가입" })).toBeNull();
  });

  it("too many reads: the API's wait message in the inline error, the verification kept", async () => {
    saveVerification(verification("find-id"));
    mocks.api.mockImplementation(
      apiFrom({ findId: new ApiRequestError(429, "TOO_MANY_ATTEMPTS", "아이디 찾기 시도가 너무 많습니다. 10분 후 다시 시도해 주세요.") }),
    );
    renderWithSwr(<FindIdResultScreen />);
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("아이디를 찾지 못했어요");
    expect(alert.textContent).toContain("10분 후 다시 시도해 주세요");
    expect(readJourney().verification).not.toBeNull();
  });

  it("reads once per visit: coming back to the tab does not spend another of the token's reads", async () => {
    saveVerification(verification("find-id"));
    mocks.api.mockImplementation(apiFrom({ findId: FOUND }));
    // The app's own SWR options: revalidate on focus, no throttle here.
    render(
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, revalidateOnFocus: true, focusThrottleInterval: 0 }}>
        <FindIdResultScreen />
      </SWRConfig>,
    );
    await screen.findByRole("list", { name: "찾은 아이디" });
    window.dispatchEvent(new Event("focus"));
    document.dispatchEvent(new Event("visibilitychange"));
    await new Promise((r) => setTimeout(r, 30));
    expect(mocks.api).toHaveBeenCalledTimes(1);
  });
});

describe("ResetPasswordForm", () => {
  function renderForm(setPassword = vi.fn(async () => ({ userId: "sey*****" })), onReset = vi.fn()) {
    render(<ResetPasswordForm verification={verification("find-password")} onReset={onReset} setPassword={setPassword} />);
    return { setPassword, onReset };
  }

  it("has the fields a phone keyboard and a password manager need", () => {
    renderForm();
    const attrs = (label: string) => ["type", "autocomplete", "enterkeyhint"].map((n) => input(label).getAttribute(n));
    expect(attrs("새 비밀번호")).toEqual(["password", "new-password", "next"]);
    expect(attrs("새 비밀번호 확인")).toEqual(["password", "new-password", "done"]);
    expect(screen.getAllByRole("button", { name: /비밀번호 보기/ })).toHaveLength(2);
  });

  it("refuses a weak password and a mismatched confirmation beside their fields, sending nothing", async () => {
    const { setPassword } = renderForm();
    type("새 비밀번호", "abcdefgh");
    expect(screen.getByRole("list", { name: "비밀번호 조건" }).textContent).toContain("특수문자 미충족");
    type("새 비밀번호 확인", "abcdefgh");
    submitReset();
    expect(await screen.findByText("비밀번호는 영문, 숫자, 특수문자를 모두 포함해 8~20자로 입력해 주세요.")).toBeTruthy();
    type("새 비밀번호", PASSWORD);
    type("새 비밀번호 확인", "Drive2026?");
    submitReset();
    expect(await screen.findByText(PASSWORD_MISMATCH_MESSAGE)).toBeTruthy();
    expect(input("새 비밀번호 확인").getAttribute("aria-invalid")).toBe("true");
    expect(setPassword).not.toHaveBeenCalled();
  });

  it("sends the kept token with the new password once per tap and reports the masked id", async () => {
    let answer!: (v: { userId: string }) => void;
    const setPassword = vi.fn(() => new Promise<{ userId: string }>((resolve) => (answer = resolve)));
    const { onReset } = renderForm(setPassword);
    type("새 비밀번호", PASSWORD);
    type("새 비밀번호 확인", PASSWORD);
    // Two taps in the same frame reach the form before the disabled button renders.
    const form = input("새 비밀번호").closest("form")!;
    fireEvent.submit(form);
    fireEvent.submit(form);
    await waitFor(() => expect(setPassword).toHaveBeenCalledTimes(1));
    expect(setPassword).toHaveBeenCalledWith({ serviceToken: "service-token-0123456789abcdef", newPassword: PASSWORD });
    answer({ userId: "sey*****" });
    await waitFor(() => expect(onReset).toHaveBeenCalledWith({ userId: "sey*****" }));
    expect(setPassword).toHaveBeenCalledTimes(1);
  });

  it("the API's refusal of the password (contains the id) goes beside it, values kept", async () => {
    const { onReset } = renderForm(
      vi.fn(async () => {
        throw new ApiRequestError(422, "WEAK_PASSWORD", "비밀번호에 아이디를 포함할 수 없습니다.");
      }),
    );
    type("새 비밀번호", "seyeon12!");
    type("새 비밀번호 확인", "seyeon12!");
    submitReset();
    expect(await screen.findByText("비밀번호에 아이디를 포함할 수 없습니다.")).toBeTruthy();
    expect(input("새 비밀번호").getAttribute("aria-invalid")).toBe("true");
    expect(input("새 비밀번호").value).toBe("seyeon12!");
    expect(onReset).not.toHaveBeenCalled();
  });

  it("a spent verification: said at the top with a way to verify again, and forgotten", async () => {
    saveVerification(verification("find-password"));
    renderForm(
      vi.fn(async () => {
        throw new ApiRequestError(409, "IDENTITY_USED", "이미 사용된 본인인증 정보입니다. 본인인증을 다시 진행해 주세요.");
      }),
    );
    type("새 비밀번호", PASSWORD);
    type("새 비밀번호 확인", PASSWORD);
    submitReset();
    expect((await screen.findByRole("alert")).textContent).toContain("이미 사용된 본인인증 정보입니다");
    expect(screen.getByRole("link", { name: "본인인증 다시 하기" }).getAttribute("href")).toBe("/find/password");
    expect(readJourney().verification).toBeNull();
    expect(input("새 비밀번호").value).toBe(PASSWORD);
  });

  it("no account for the verified person: said at the top with a way to sign up", async () => {
    renderForm(
      vi.fn(async () => {
        throw new ApiRequestError(404, "NOT_FOUND", "본인인증 정보로 가입된 계정이 없습니다. 회원가입을 진행해 주세요.");
      }),
    );
    type("새 비밀번호", PASSWORD);
    type("새 비밀번호 확인", PASSWORD);
    submitReset();
    expect((await screen.findByRole("alert")).textContent).toContain("가입된 계정이 없습니다");
    expect(screen.getByRole("link", { name: "회원가입" }).getAttribute("href")).toBe("/terms-onboarding");
  });

  it("too many attempts and offline: the message at the top, values kept", async () => {
    let error = new ApiRequestError(429, "TOO_MANY_ATTEMPTS", "비밀번호 재설정 시도가 너무 많습니다. 10분 후 다시 시도해 주세요.");
    renderForm(
      vi.fn(async () => {
        throw error;
      }),
    );
    type("새 비밀번호", PASSWORD);
    type("새 비밀번호 확인", PASSWORD);
    submitReset();
    expect((await screen.findByRole("alert")).textContent).toContain("10분 후 다시 시도해 주세요");
    error = new ApiRequestError(0, "NETWORK_ERROR", "네트워크 연결을 확인해 주세요.");
    submitReset();
    await waitFor(() => expect(screen.getByRole("alert").textContent).toContain("네트워크 연결을 확인해 주세요."));
    expect(input("새 비밀번호 확인").value).toBe(PASSWORD);
  });
});

describe("/find/password", () => {
  it("the new-password step without a verification goes back to the verification", async () => {
    render(<FindPasswordScreen step="new-password" />);
    await waitFor(() => expect(mocks.replace).toHaveBeenCalledWith("/find/password"));
  });

  it("the new-password step takes find id's verification, sets the password, then replaces itself with the result", async () => {
    saveVerification(verification("find-id"));
    mocks.api.mockImplementation(apiFrom({ setPasswordByToken: { ok: true, userId: "sey*****" } }));
    render(<FindPasswordScreen step="new-password" />);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("새 비밀번호 설정");
    expect(await screen.findByText("010-****-1212")).toBeTruthy();
    type("새 비밀번호", PASSWORD);
    type("새 비밀번호 확인", PASSWORD);
    submitReset();
    await waitFor(() => expect(mocks.replace).toHaveBeenCalledWith("/find/password/result"));
    expect(mocks.api).toHaveBeenCalledWith("setPasswordByToken", {
      body: { serviceToken: "service-token-0123456789abcdef", newPassword: PASSWORD },
      token: null,
    });
    expect(readJourney()).toMatchObject({ verification: null, passwordReset: { userId: "sey*****" } });
  });

  it("the first step is the identity verification of the find-password journey", async () => {
    render(<FindPasswordScreen step="verify" />);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("비밀번호 찾기");
    expect(await screen.findByLabelText("이름")).toBeTruthy();
  });
});

describe("/find/password/result", () => {
  it("names the account whose password was set, with a way to sign in (after a reload too)", async () => {
    markPasswordReset({ userId: "sey*****" });
    render(<FindPasswordResultScreen />);
    expect((await screen.findByRole("heading", { level: 1 })).textContent).toBe("비밀번호를 변경했어요");
    expect(screen.getByText("sey*****")).toBeTruthy();
    expect(screen.getByRole("link", { name: "로그인" }).getAttribute("href")).toBe("/signin");
  });

  it("without a finished reset goes to /find/password", async () => {
    render(<FindPasswordResultScreen />);
    await waitFor(() => expect(mocks.replace).toHaveBeenCalledWith("/find/password"));
  });
});
