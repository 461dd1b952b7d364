// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiRequestError } from "@/shared/api-error";
import { IdentityVerificationPanel } from "../components/identity-verification-panel";
import { IdentityVerificationForm } from "../forms/identity-verification-form";
import { clearJourney, readJourney, saveVerification } from "../journey";

const TOKEN = { serviceToken: "service-token-0123456789abcdef", expiresAt: new Date(Date.now() + 30 * 60_000).toISOString() };
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const fill = (birthDate = "19920303") => {
  type("이름", "이서연");
  type("생년월일 8자리", birthDate);
  type("휴대폰 번호", "010-5555-1212");
};
const submit = () => fireEvent.click(screen.getByRole("button", { name: "본인인증" }));

afterEach(() => {
  cleanup();
  clearJourney();
});

describe("IdentityVerificationForm", () => {
  it("has the fields a phone keyboard and autofill need", () => {
    render(<IdentityVerificationForm purpose="signup" onVerified={vi.fn()} verify={vi.fn()} />);
    expect(screen.getByLabelText("이름").getAttribute("autocomplete")).toBe("name");
    const birth = screen.getByLabelText("생년월일 8자리");
    expect([birth.getAttribute("autocomplete"), birth.getAttribute("inputmode"), birth.getAttribute("enterkeyhint")]).toEqual([
      "bday",
      "numeric",
      "next",
    ]);
    const phone = screen.getByLabelText("휴대폰 번호");
    expect([phone.getAttribute("type"), phone.getAttribute("autocomplete"), phone.getAttribute("enterkeyhint")]).toEqual([
      "tel",
      "tel",
      "done",
    ]);
  });

  it("sends the purpose and the birth date as YYYY-MM-DD, and hands over the verified person", async () => {
    const verify = vi.fn(async () => TOKEN);
    const onVerified = vi.fn();
    render(<IdentityVerificationForm purpose="find-id" onVerified={onVerified} verify={verify} />);
    fill();
    submit();
    await waitFor(() => expect(onVerified).toHaveBeenCalledTimes(1));
    expect(verify).toHaveBeenCalledWith({ name: "이서연", birthDate: "1992-03-03", phone: "010-5555-1212", purpose: "find-id" });
    expect(onVerified).toHaveBeenCalledWith({
      ...TOKEN,
      purpose: "find-id",
      name: "이서연",
      birthDate: "1992-03-03",
      phone: "010-5555-1212",
    });
  });

  it("refuses a malformed birth date and phone before sending", async () => {
    const verify = vi.fn(async () => TOKEN);
    render(<IdentityVerificationForm purpose="signup" onVerified={vi.fn()} verify={verify} />);
    fill("19920231");
    type("휴대폰 번호", "02-123-4567");
    submit();
    await waitFor(() => expect(screen.getByLabelText("생년월일 8자리").getAttribute("aria-invalid")).toBe("true"));
    expect(screen.getByText("생년월일 8자리를 입력해 주세요. (예: 19850110)")).toBeTruthy();
    expect(screen.getByLabelText("휴대폰 번호").getAttribute("aria-invalid")).toBe("true");
    expect(verify).not.toHaveBeenCalled();
  });

  it("shows under 14 beside the birth date, and an existing member a way to find the id, values kept", async () => {
    const verify = vi
      .fn()
      .mockRejectedValueOnce(new ApiRequestError(422, "UNDER_AGE", "만 14세 미만은 가입할 수 없습니다.", null, "birthDate"))
      .mockRejectedValueOnce(
        new ApiRequestError(409, "ALREADY_MEMBER", "이미 가입된 회원입니다. 아이디 찾기로 가입하신 아이디를 확인해 주세요."),
      );
    render(<IdentityVerificationForm purpose="signup" onVerified={vi.fn()} verify={verify} />);
    fill();
    submit();
    await waitFor(() => expect(screen.getByText("만 14세 미만은 가입할 수 없습니다.")).toBeTruthy());
    expect(screen.getByLabelText("생년월일 8자리").getAttribute("aria-describedby")).toContain("-error");
    submit();
    expect((await screen.findByRole("alert")).textContent).toContain("이미 가입된 회원입니다");
    expect(screen.getByRole("link", { name: "아이디 찾기" }).getAttribute("href")).toBe("/find/id");
    expect((screen.getByLabelText("이름") as HTMLInputElement).value).toBe("이서연");
    expect((screen.getByLabelText("휴대폰 번호") as HTMLInputElement).value).toBe("010-5555-1212");
  });
});

describe("IdentityVerificationPanel", () => {
  it("keeps the verification in the journey, and after back shows who was verified with 다음 and 다시 인증하기", async () => {
    const verify = vi.fn(async () => TOKEN);
    const onVerified = vi.fn();
    vi.doMock("../forms/identity-verification-form", async (load) => {
      const real = await load<typeof import("../forms/identity-verification-form")>();
      return {
        ...real,
        IdentityVerificationForm: (p: Parameters<typeof real.IdentityVerificationForm>[0]) =>
          real.IdentityVerificationForm({ ...p, verify }),
      };
    });
    const view = render(<IdentityVerificationPanel purpose="signup" onVerified={onVerified} />);
    await screen.findByLabelText("이름");
    fill();
    submit();
    await waitFor(() => expect(onVerified).toHaveBeenCalledTimes(1));
    expect(readJourney().verification).toMatchObject({ purpose: "signup", name: "이서연", serviceToken: TOKEN.serviceToken });
    view.unmount();

    render(<IdentityVerificationPanel purpose="signup" onVerified={onVerified} />);
    expect((await screen.findByRole("status")).textContent).toContain("이서연 · 010-****-1212");
    fireEvent.click(screen.getByRole("button", { name: "다음" }));
    expect(onVerified).toHaveBeenCalledTimes(2);
    fireEvent.click(screen.getByRole("button", { name: "다시 인증하기" }));
    expect(await screen.findByLabelText("이름")).toBeTruthy();
    expect(readJourney().verification).toBeNull();
  });

  it("does not offer another purpose's verification", async () => {
    saveVerification({ ...TOKEN, purpose: "find-id", name: "이서연", phone: "010-5555-1212", birthDate: "1992-03-03" });
    render(<IdentityVerificationPanel purpose="signup" onVerified={vi.fn()} />);
    expect(await screen.findByLabelText("이름")).toBeTruthy();
    expect(screen.queryByRole("status")).toBeNull();
  });
});
