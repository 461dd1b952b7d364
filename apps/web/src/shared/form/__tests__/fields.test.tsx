// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { IdentityVerificationBodySchema } from "@evsafe/contract/account-rules";
import { ApiRequestError } from "@/shared/api-error";
import { applyApiError } from "../api-errors";
import { CheckboxField, FormMessage, PasswordField, SubmitButton, TextField } from "../fields";
import { useSubmitOnce } from "../single-flight";
import { useZodForm } from "../use-zod-form";

afterEach(cleanup);

describe("TextField", () => {
  it("ties its label, hint and error to the input (aria-describedby, aria-invalid) and passes the keyboard attributes", () => {
    const { rerender } = render(
      <TextField label="아이디" hint="영문 소문자와 숫자 5~20자" autoComplete="username" inputMode="text" enterKeyHint="next" />,
    );
    const input = screen.getByLabelText("아이디");
    expect(input).toHaveAttribute("autocomplete", "username");
    expect(input).toHaveAttribute("enterkeyhint", "next");
    expect(input).not.toHaveAttribute("aria-invalid");
    expect(input).toHaveAccessibleDescription("영문 소문자와 숫자 5~20자");
    rerender(<TextField label="아이디" hint="영문 소문자와 숫자 5~20자" error="이미 사용 중인 아이디입니다." />);
    expect(screen.getByLabelText("아이디")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByLabelText("아이디")).toHaveAccessibleDescription("영문 소문자와 숫자 5~20자 이미 사용 중인 아이디입니다.");
  });
});

describe("the keyboard's next key", () => {
  it("moves from a field with enterKeyHint=next to the next one instead of submitting; done submits", () => {
    const onSubmit = vi.fn((e: { preventDefault: () => void }) => e.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <TextField label="이름" enterKeyHint="next" />
        <PasswordField label="비밀번호" autoComplete="new-password" enterKeyHint="done" />
        <button type="submit">보내기</button>
      </form>,
    );
    fireEvent.keyDown(screen.getByLabelText("이름"), { key: "Enter" });
    expect(screen.getByLabelText("비밀번호")).toHaveFocus();
    const done = fireEvent.keyDown(screen.getByLabelText("비밀번호"), { key: "Enter" });
    expect(done).toBe(true); // not prevented: the browser's implicit submission goes ahead
  });
});

describe("PasswordField", () => {
  it("shows and hides the password with a named toggle button", () => {
    render(<PasswordField label="비밀번호" autoComplete="new-password" />);
    const input = screen.getByLabelText("비밀번호");
    expect(input).toHaveAttribute("type", "password");
    expect(input).toHaveAttribute("autocomplete", "new-password");
    const toggle = screen.getByRole("button", { name: /비밀번호 보기/ });
    expect(toggle).toHaveAttribute("aria-pressed", "false");
    fireEvent.click(toggle);
    expect(input).toHaveAttribute("type", "text");
    expect(screen.getByRole("button", { name: /비밀번호 숨기기/ })).toHaveAttribute("aria-pressed", "true");
  });
});

describe("CheckboxField", () => {
  it("marks required and optional items and keeps a trailing link outside the label", () => {
    render(
      <>
        <CheckboxField label="개인정보 수집·이용 동의" required trailing={<button type="button">보기</button>} />
        <CheckboxField label="마케팅 정보 수신 동의" required={false} />
      </>,
    );
    expect(screen.getByRole("checkbox", { name: "(필수) 개인정보 수집·이용 동의" })).toBeInTheDocument();
    expect(screen.getByRole("checkbox", { name: "(선택) 마케팅 정보 수신 동의" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "보기" })).toBeInTheDocument();
  });
});

/** A form as a screen builds one: the contract's schema, the fields, single flight and the API error mapping. */
function VerifyForm({ send }: { send: (body: unknown) => Promise<unknown> }) {
  const form = useZodForm(IdentityVerificationBodySchema, { defaultValues: { name: "", birthDate: "", phone: "" } });
  const { errors } = form.formState;
  const [formError, setFormError] = useState<string | null>(null);
  const [onSubmit, pending] = useSubmitOnce(
    form.handleSubmit(async (values) => {
      setFormError(null);
      try {
        await send(values);
      } catch (error) {
        setFormError(
          applyApiError(error, { fields: ["name", "birthDate", "phone"] as const, byCode: { UNDER_AGE: "birthDate" } }, form.setError),
        );
      }
    }),
  );
  return (
    <form onSubmit={onSubmit} noValidate>
      <FormMessage message={formError} />
      <TextField label="이름" autoComplete="name" error={errors.name?.message} {...form.register("name")} />
      <TextField
        label="생년월일"
        autoComplete="bday"
        inputMode="numeric"
        error={errors.birthDate?.message}
        {...form.register("birthDate")}
      />
      <TextField label="휴대폰 번호" type="tel" autoComplete="tel" error={errors.phone?.message} {...form.register("phone")} />
      <SubmitButton pending={pending}>인증하기</SubmitButton>
    </form>
  );
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const fill = () => {
  type("이름", "김민준");
  type("생년월일", "19850110");
  type("휴대폰 번호", "010-1000-5678");
};

describe("a contract-schema form with the API error mapping", () => {
  it("shows the contract's Korean rule next to the field and does not send", async () => {
    const send = vi.fn(async () => ({}));
    render(<VerifyForm send={send} />);
    fill();
    type("휴대폰 번호", "12345");
    fireEvent.click(screen.getByRole("button", { name: "인증하기" }));
    await waitFor(() => expect(screen.getByLabelText("휴대폰 번호")).toHaveAttribute("aria-invalid", "true"));
    expect(screen.getByLabelText("휴대폰 번호")).toHaveAccessibleDescription(/휴대폰 번호 형식이 올바르지 않습니다/);
    expect(send).not.toHaveBeenCalled();
  });

  it("sends the parsed values once however often the button is tapped", async () => {
    let finish!: () => void;
    const send = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<VerifyForm send={send} />);
    fill();
    const button = screen.getByRole("button", { name: "인증하기" });
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(send).toHaveBeenCalledWith({ name: "김민준", birthDate: "1985-01-10", phone: "010-1000-5678" });
    expect(screen.getByRole("button", { name: "처리 중…" })).toBeDisabled();
    fireEvent.submit(button.closest("form")!);
    await act(async () => finish());
    expect(send).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("button", { name: "인증하기" })).toBeEnabled();
  });

  it("puts a field's API error beside it (by error.field or by code) and keeps every typed value", async () => {
    const send = vi
      .fn()
      .mockRejectedValueOnce(new ApiRequestError(422, "UNDER_AGE", "만 14세 미만은 가입할 수 없습니다."))
      .mockRejectedValueOnce(
        new ApiRequestError(400, "VALIDATION_ERROR", "이름을 2~50자의 한글 또는 영문으로 입력해 주세요.", null, "name"),
      );
    render(<VerifyForm send={send} />);
    fill();
    fireEvent.click(screen.getByRole("button", { name: "인증하기" }));
    await waitFor(() => expect(screen.getByLabelText("생년월일")).toHaveAccessibleDescription("만 14세 미만은 가입할 수 없습니다."));
    expect(screen.getByLabelText("생년월일")).toHaveFocus();
    expect(screen.getByLabelText("이름")).toHaveValue("김민준");
    expect(screen.getByLabelText("생년월일")).toHaveValue("19850110");
    expect(screen.getByLabelText("휴대폰 번호")).toHaveValue("010-1000-5678");
    fireEvent.click(screen.getByRole("button", { name: "인증하기" }));
    await waitFor(() => expect(screen.getByLabelText("이름")).toHaveAttribute("aria-invalid", "true"));
    expect(screen.getByLabelText("이름")).toHaveAccessibleDescription("이름을 2~50자의 한글 또는 영문으로 입력해 주세요.");
  });

  it("puts an error no field explains (offline, 502, an unknown field) at the top, values kept", async () => {
    const send = vi
      .fn()
      .mockRejectedValueOnce(new ApiRequestError(0, "NETWORK_ERROR", "서버에 연결할 수 없습니다. 네트워크 상태를 확인해 주세요."));
    render(<VerifyForm send={send} />);
    fill();
    fireEvent.click(screen.getByRole("button", { name: "인증하기" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("서버에 연결할 수 없습니다");
    expect(screen.getByLabelText("이름")).toHaveValue("김민준");
    expect(screen.getByLabelText("이름")).not.toHaveAttribute("aria-invalid");
  });
});
