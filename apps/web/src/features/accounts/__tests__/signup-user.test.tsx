// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiRequestError } from "@/shared/api-error";
import { SignUpUserForm, type SignUpChecks } from "../forms/signup-user-form";
import { clearJourney, markSignedUp, readJourney, saveTermAnswers, saveVerification, type Verification } from "../journey";
import { DIRECT_SIGN_IN_FAILED_MESSAGE, SignUpUserScreen, type SignUpUserDeps } from "../signup-user-screen";

vi.mock("next/router", () => ({ useRouter: () => ({ push: vi.fn(), replace: vi.fn(), asPath: "/signup/user" }) }));

const VERIFICATION: Verification = {
  purpose: "signup",
  serviceToken: "service-token-0123456789abcdef",
  expiresAt: new Date(Date.now() + 30 * 60_000).toISOString(),
  name: "이서연",
  phone: "010-5555-1212",
  birthDate: "1992-03-03",
};
const AGREES = [
  { agreeId: 1, agreed: true },
  { agreeId: 5, agreed: false },
];
const ACCOUNT = { userId: "newdriver1", userName: "이서연", joinDate: "2026-11-23" };
const PASSWORD = "Drive2026!";

const input = (label: string) => screen.getByLabelText(label, { exact: true }) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(input(label), { target: { value } });
const fillValid = (loginId = "newdriver1") => {
  type("아이디", loginId);
  type("비밀번호", PASSWORD);
  type("비밀번호 확인", PASSWORD);
  type("이메일", "driver@example.com");
};
const submit = () => fireEvent.click(screen.getByRole("button", { name: "가입하기" }));

function makeChecks(over: Partial<SignUpChecks> = {}): SignUpChecks {
  return {
    validate: vi.fn(async () => ({ result: true, message: "사용할 수 있는 형식의 아이디입니다." })),
    isTaken: vi.fn(async () => false),
    signUp: vi.fn(async () => ACCOUNT),
    ...over,
  };
}

function renderForm(checks = makeChecks(), onSignedUp = vi.fn()) {
  render(<SignUpUserForm verification={VERIFICATION} agrees={AGREES} onSignedUp={onSignedUp} checks={checks} />);
  return { checks, onSignedUp };
}

afterEach(() => {
  cleanup();
  clearJourney();
});

describe("SignUpUserForm", () => {
  it("has the fields a phone keyboard and a password manager need", () => {
    renderForm();
    const attrs = (label: string, ...names: string[]) => names.map((n) => input(label).getAttribute(n));
    expect(attrs("아이디", "autocomplete", "autocapitalize", "enterkeyhint")).toEqual(["username", "none", "next"]);
    expect(attrs("비밀번호", "type", "autocomplete", "enterkeyhint")).toEqual(["password", "new-password", "next"]);
    expect(attrs("비밀번호 확인", "type", "autocomplete")).toEqual(["password", "new-password"]);
    expect(attrs("이메일", "type", "inputmode", "autocomplete", "enterkeyhint")).toEqual(["email", "email", "email", "done"]);
    expect(screen.getAllByRole("button", { name: /비밀번호 보기/ })).toHaveLength(2);
  });

  it("shows the id's format rule as it is typed, without asking the API", async () => {
    const { checks } = renderForm();
    type("아이디", "Demo!");
    expect(screen.getByText("아이디는 영문 소문자와 숫자를 사용해 5~20자로 입력해 주세요.", { selector: "[role=status]" })).toBeTruthy();
    type("아이디", "12345");
    expect(screen.getByText(/숫자만으로 만들 수 없습니다/)).toBeTruthy();
    await new Promise((r) => setTimeout(r, 500));
    expect(checks.validate).not.toHaveBeenCalled();
  });

  it("checks a well-formed id once typing pauses: users/validation-id, then users/id-duplicated", async () => {
    const { checks } = renderForm(makeChecks({ isTaken: vi.fn(async (id: string) => id === "takenid1") }));
    type("아이디", "newdr");
    type("아이디", "newdri");
    type("아이디", "newdriver1");
    expect(screen.getByText("사용할 수 있는 아이디인지 확인하는 중…")).toBeTruthy();
    expect(await screen.findByText("사용할 수 있는 아이디예요.")).toBeTruthy();
    expect(checks.validate).toHaveBeenCalledTimes(1);
    expect(checks.validate).toHaveBeenCalledWith("newdriver1");
    expect(checks.isTaken).toHaveBeenCalledWith("newdriver1");

    type("아이디", "takenid1");
    expect(await screen.findByText("이미 사용 중인 아이디입니다. 다른 아이디를 입력해 주세요.")).toBeTruthy();
    expect(input("아이디").getAttribute("aria-invalid")).toBe("true");
  });

  it("does not send a taken id; sends once the id is changed", async () => {
    const { checks } = renderForm(makeChecks({ isTaken: vi.fn(async (id: string) => id === "takenid1") }));
    fillValid("takenid1");
    await screen.findByText("이미 사용 중인 아이디입니다. 다른 아이디를 입력해 주세요.");
    submit();
    await new Promise((r) => setTimeout(r, 50));
    expect(checks.signUp).not.toHaveBeenCalled();
    type("아이디", "newdriver1");
    submit();
    await waitFor(() => expect(checks.signUp).toHaveBeenCalledTimes(1));
  });

  it("shows the password rule as a checklist and refuses a weak password, one with the id, and a mismatched confirmation", async () => {
    const { checks } = renderForm();
    const list = screen.getByRole("list", { name: "비밀번호 조건" });
    type("비밀번호", "abc");
    expect(list.textContent).toContain("영문 충족");
    expect(list.textContent).toContain("숫자 미충족");
    fillValid();
    type("비밀번호", "newdriver1!");
    type("비밀번호 확인", "Other2026!");
    submit();
    expect(await screen.findByText("비밀번호에 아이디를 포함할 수 없습니다.")).toBeTruthy();
    expect(screen.getByText("비밀번호가 일치하지 않습니다.")).toBeTruthy();
    type("비밀번호", "short1!");
    await waitFor(() => expect(screen.getByText(/8~20자로 입력해 주세요/, { selector: "[id$=-error]" })).toBeTruthy());
    expect(checks.signUp).not.toHaveBeenCalled();
  });

  it("sends the verified name and phone, the token and the kept terms answers, once however often it is tapped", async () => {
    let finish: (v: typeof ACCOUNT) => void = () => {};
    const signUp = vi.fn(() => new Promise<typeof ACCOUNT>((resolve) => (finish = resolve)));
    const { onSignedUp } = renderForm(makeChecks({ signUp }));
    fillValid();
    const button = screen.getByRole("button", { name: "가입하기" });
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(signUp).toHaveBeenCalledTimes(1));
    const pending = screen.getByRole("button", { name: "가입하는 중…" });
    expect(pending).toBeDisabled();
    fireEvent.submit(pending.closest("form")!);
    await act(async () => finish(ACCOUNT));
    expect(signUp).toHaveBeenCalledTimes(1);
    expect(signUp).toHaveBeenCalledWith({
      loginId: "newdriver1",
      password: PASSWORD,
      email: "driver@example.com",
      userName: "이서연",
      phone: "010-5555-1212",
      serviceToken: VERIFICATION.serviceToken,
      agrees: AGREES,
    });
    await waitFor(() => expect(onSignedUp).toHaveBeenCalledWith(ACCOUNT, { loginId: "newdriver1", password: PASSWORD }));
  });

  it("puts the API's refusals beside their field or at the top with the way on, values kept", async () => {
    saveVerification(VERIFICATION);
    const signUp = vi
      .fn()
      .mockRejectedValueOnce(new ApiRequestError(409, "DUPLICATE_ID", "이미 사용 중인 아이디입니다. 다른 아이디를 입력해 주세요."))
      .mockRejectedValueOnce(
        new ApiRequestError(409, "ALREADY_MEMBER", "이미 가입된 회원입니다. 아이디 찾기로 가입하신 아이디를 확인해 주세요."),
      )
      .mockRejectedValueOnce(new ApiRequestError(422, "REQUIRED_TERMS", "'서비스 이용약관'은(는) 필수 약관이라 동의하셔야 합니다."))
      .mockRejectedValueOnce(new ApiRequestError(0, "NETWORK_ERROR", "네트워크에 연결할 수 없습니다."))
      .mockRejectedValueOnce(new ApiRequestError(409, "IDENTITY_USED", "이미 사용된 본인인증 정보입니다. 본인인증을 다시 진행해 주세요."));
    renderForm(makeChecks({ signUp }));
    fillValid();

    submit();
    await waitFor(() => expect(input("아이디").getAttribute("aria-invalid")).toBe("true"));
    expect(screen.getByText("이미 사용 중인 아이디입니다. 다른 아이디를 입력해 주세요.", { selector: "[id$=-error]" })).toBeTruthy();

    submit();
    expect((await screen.findByRole("alert")).textContent).toContain("이미 가입된 회원입니다");
    expect(screen.getByRole("link", { name: "아이디 찾기" }).getAttribute("href")).toBe("/find/id");

    submit();
    await waitFor(() => expect(screen.getByRole("alert").textContent).toContain("필수 약관"));
    expect(screen.getByRole("link", { name: "약관 다시 확인하기" }).getAttribute("href")).toBe("/terms-onboarding");

    submit();
    await waitFor(() => expect(screen.getByRole("alert").textContent).toContain("네트워크에 연결할 수 없습니다."));
    expect(readJourney().verification).not.toBeNull();

    submit();
    await waitFor(() => expect(screen.getByRole("alert").textContent).toContain("이미 사용된 본인인증 정보입니다."));
    expect(screen.getByRole("link", { name: "본인인증 다시 하기" }).getAttribute("href")).toBe("/auth/identity-verification");
    expect(readJourney().verification).toBeNull();

    expect([input("아이디").value, input("비밀번호").value, input("비밀번호 확인").value, input("이메일").value]).toEqual([
      "newdriver1",
      PASSWORD,
      PASSWORD,
      "driver@example.com",
    ]);
  });

  it("drops a verification the API says is of another person, so verifying again asks anew", async () => {
    saveVerification(VERIFICATION);
    const signUp = vi.fn().mockRejectedValueOnce(new ApiRequestError(422, "IDENTITY_MISMATCH", "본인인증 정보와 일치하지 않습니다."));
    renderForm(makeChecks({ signUp }));
    fillValid();
    submit();
    await waitFor(() => expect(screen.getByRole("alert").textContent).toContain("본인인증 정보와 일치하지 않습니다."));
    expect(screen.getByRole("link", { name: "본인인증 다시 하기" }).getAttribute("href")).toBe("/auth/identity-verification");
    expect(readJourney().verification).toBeNull();
  });
});

describe("SignUpUserScreen", () => {
  const makeDeps = (over: Partial<SignUpUserDeps> = {}): SignUpUserDeps => ({
    signIn: vi.fn(async () => true),
    afterSignIn: vi.fn(async () => "/location-base-onboarding"),
    navigate: vi.fn(),
    ...over,
  });

  it("sends a visitor who skipped a step to it", () => {
    const deps = makeDeps();
    const view = render(<SignUpUserScreen deps={deps} />);
    expect(deps.navigate).toHaveBeenLastCalledWith("/terms-onboarding");
    view.unmount();
    saveTermAnswers("signup", AGREES, true);
    render(<SignUpUserScreen deps={deps} />);
    expect(deps.navigate).toHaveBeenLastCalledWith("/auth/identity-verification");
  });

  it("shows the verified name and phone (not typed again), then the completion, and signs the new member in", async () => {
    saveTermAnswers("signup", AGREES, true);
    saveVerification(VERIFICATION);
    const deps = makeDeps();
    vi.doMock("../forms/signup-user-form", async (load) => {
      const real = await load<typeof import("../forms/signup-user-form")>();
      const checks = makeChecks();
      return { ...real, SignUpUserForm: (p: Parameters<typeof real.SignUpUserForm>[0]) => real.SignUpUserForm({ ...p, checks }) };
    });
    render(<SignUpUserScreen deps={deps} />);
    const person = screen.getByLabelText("본인인증 정보");
    expect(person.textContent).toContain("이서연");
    expect(person.textContent).toContain("010-5555-1212");
    await screen.findByLabelText("아이디", { exact: true });
    expect(screen.queryByLabelText("이름")).toBeNull();
    fillValid();
    submit();

    // The focus moves in an effect after the completion renders, so the test waits for it rather than racing it.
    const done = await screen.findByRole("heading", { level: 1, name: "회원가입을 완료했어요" });
    await waitFor(() => expect(document.activeElement).toBe(done));
    expect(screen.getByText("newdriver1")).toBeTruthy();
    expect(readJourney()).toMatchObject({ signedUp: ACCOUNT, verification: null, terms: null });
    expect(screen.getByRole("link", { name: "로그인 화면으로" }).getAttribute("href")).toBe("/signin");

    fireEvent.click(screen.getByRole("button", { name: "로그인하고 시작하기" }));
    await waitFor(() => expect(deps.navigate).toHaveBeenCalledWith("/location-base-onboarding"));
    expect(deps.signIn).toHaveBeenCalledWith({ loginId: "newdriver1", password: PASSWORD });
    expect(deps.afterSignIn).toHaveBeenCalledWith("/home");
    expect(readJourney().signedUp).toBeNull();
    vi.doUnmock("../forms/signup-user-form");
  });

  it("after a reload shows the completion with the way to sign in (the password is never kept)", () => {
    markSignedUp(ACCOUNT);
    render(<SignUpUserScreen deps={makeDeps()} />);
    expect(screen.getByRole("heading", { level: 1, name: "회원가입을 완료했어요" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "로그인하고 시작하기" })).toBeNull();
    expect(screen.getByRole("link", { name: "로그인 화면으로" })).toBeTruthy();
    expect(window.sessionStorage.getItem("evsafe.accountJourney")).not.toContain(PASSWORD);
  });

  it("a failed direct sign-in says so and leaves the sign-in page as the way on", async () => {
    saveTermAnswers("signup", AGREES, true);
    saveVerification(VERIFICATION);
    const deps = makeDeps({ signIn: vi.fn(async () => false) });
    vi.doMock("../forms/signup-user-form", async (load) => {
      const real = await load<typeof import("../forms/signup-user-form")>();
      return {
        ...real,
        SignUpUserForm: (p: Parameters<typeof real.SignUpUserForm>[0]) => real.SignUpUserForm({ ...p, checks: makeChecks() }),
      };
    });
    render(<SignUpUserScreen deps={deps} />);
    await screen.findByLabelText("아이디", { exact: true });
    fillValid();
    submit();
    fireEvent.click(await screen.findByRole("button", { name: "로그인하고 시작하기" }));
    expect((await screen.findByRole("alert")).textContent).toBe(DIRECT_SIGN_IN_FAILED_MESSAGE);
    expect(deps.navigate).not.toHaveBeenCalled();
    expect(readJourney().signedUp).toEqual(ACCOUNT);
    vi.doUnmock("../forms/signup-user-form");
  });
});
