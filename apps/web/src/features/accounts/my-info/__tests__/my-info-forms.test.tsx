// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiRequestError } from "@/shared/api-error";
import { AddressForm, POSTCODE_UNAVAILABLE_MESSAGE } from "../forms/address-form";
import { PasswordChangeForm } from "../forms/password-change-form";
import { WithdrawForm } from "../forms/withdraw-form";
import { LAST_LOGIN_METHOD_EXPLANATION, SocialAccounts } from "../components/social-accounts";

const input = (label: string) => screen.getByLabelText(label, { exact: true }) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(input(label), { target: { value } });
const NEW_PASSWORD = "Renew2026#";

afterEach(cleanup);

describe("PasswordChangeForm", () => {
  const renderForm = (setPassword = vi.fn(async () => ({ ok: true }))) => {
    const onChanged = vi.fn();
    render(<PasswordChangeForm loginId="driver01" onChanged={onChanged} setPassword={setPassword} />);
    return { setPassword, onChanged };
  };
  const submit = () => fireEvent.click(screen.getByRole("button", { name: "비밀번호 변경" }));

  it("has what a password manager needs", () => {
    renderForm();
    expect(input("현재 비밀번호").getAttribute("autocomplete")).toBe("current-password");
    expect(input("새 비밀번호").getAttribute("autocomplete")).toBe("new-password");
    expect(input("새 비밀번호 확인").getAttribute("enterkeyhint")).toBe("done");
  });

  it("refuses a new password containing the id and a mismatched confirmation before sending", async () => {
    const { setPassword } = renderForm();
    type("현재 비밀번호", "Start2026!");
    type("새 비밀번호", "driver01!A");
    type("새 비밀번호 확인", "other");
    submit();
    expect(await screen.findByText("비밀번호에 아이디를 포함할 수 없습니다.")).toBeTruthy();
    expect(screen.getByText("비밀번호가 일치하지 않습니다.")).toBeTruthy();
    expect(setPassword).not.toHaveBeenCalled();
  });

  it("puts the API's wrong-current-password refusal beside that field and keeps the values", async () => {
    const setPassword = vi.fn(async () => {
      throw new ApiRequestError(422, "WRONG_CURRENT_PASSWORD", "현재 비밀번호가 일치하지 않습니다.", null, "currentPassword");
    });
    const { onChanged } = renderForm(setPassword);
    type("현재 비밀번호", "Wrong2026!");
    type("새 비밀번호", NEW_PASSWORD);
    type("새 비밀번호 확인", NEW_PASSWORD);
    submit();
    expect(await screen.findByText("현재 비밀번호가 일치하지 않습니다.")).toBeTruthy();
    expect(input("현재 비밀번호").getAttribute("aria-invalid")).toBe("true");
    expect(input("새 비밀번호").value).toBe(NEW_PASSWORD);
    expect(onChanged).not.toHaveBeenCalled();
  });

  it("sends the current and the new password, then hands the new one on", async () => {
    const { setPassword, onChanged } = renderForm();
    type("현재 비밀번호", "Start2026!");
    type("새 비밀번호", NEW_PASSWORD);
    type("새 비밀번호 확인", NEW_PASSWORD);
    submit();
    await waitFor(() => expect(onChanged).toHaveBeenCalledWith(NEW_PASSWORD));
    expect(setPassword).toHaveBeenCalledWith({ currentPassword: "Start2026!", newPassword: NEW_PASSWORD });
  });
});

describe("PasswordChangeForm for an account without a password", () => {
  it("asks no current password and sends the identity verification's token", async () => {
    const setPassword = vi.fn(async () => ({ ok: true }));
    const onChanged = vi.fn();
    render(
      <PasswordChangeForm
        loginId="naver_abc"
        proof={{ serviceToken: "token-0123456789abcdefghij", verifyAgain: vi.fn() }}
        onChanged={onChanged}
        setPassword={setPassword}
      />,
    );
    expect(screen.queryByLabelText("현재 비밀번호", { exact: true })).toBeNull();
    type("새 비밀번호", NEW_PASSWORD);
    type("새 비밀번호 확인", NEW_PASSWORD);
    fireEvent.click(screen.getByRole("button", { name: "비밀번호 변경" }));
    await waitFor(() => expect(onChanged).toHaveBeenCalledWith(NEW_PASSWORD));
    expect(setPassword).toHaveBeenCalledWith({ serviceToken: "token-0123456789abcdefghij", newPassword: NEW_PASSWORD });
  });

  it("offers to verify again when the verification is another person's", async () => {
    const verifyAgain = vi.fn();
    const setPassword = vi.fn(async () => {
      throw new ApiRequestError(422, "IDENTITY_MISMATCH", "본인인증 정보가 회원 정보와 일치하지 않습니다.", null, "serviceToken");
    });
    render(
      <PasswordChangeForm
        loginId="naver_abc"
        proof={{ serviceToken: "token-0123456789abcdefghij", verifyAgain }}
        onChanged={vi.fn()}
        setPassword={setPassword}
      />,
    );
    type("새 비밀번호", NEW_PASSWORD);
    type("새 비밀번호 확인", NEW_PASSWORD);
    fireEvent.click(screen.getByRole("button", { name: "비밀번호 변경" }));
    expect((await screen.findByRole("alert")).textContent).toBe("본인인증 정보가 회원 정보와 일치하지 않습니다.");
    fireEvent.click(screen.getByRole("button", { name: "본인인증 다시 하기" }));
    expect(verifyAgain).toHaveBeenCalled();
    expect(input("새 비밀번호").value).toBe(NEW_PASSWORD);
  });
});

describe("AddressForm", () => {
  const EMPTY = { zip: "", addr: "", daddr: "" };

  it("fills the zip and address from a pick in the search and moves to the detail", async () => {
    const openSearch = vi.fn(async (_el: HTMLElement, onPick: (a: { zip: string; addr: string }) => void) => {
      onPick({ zip: "04524", addr: "서울특별시 중구 세종대로 110" });
    });
    render(<AddressForm initial={EMPTY} onSaved={vi.fn()} openSearch={openSearch} />);
    fireEvent.click(screen.getByRole("button", { name: "우편번호 검색" }));
    await waitFor(() => expect(input("우편번호").value).toBe("04524"));
    expect(input("주소").value).toBe("서울특별시 중구 세종대로 110");
    await waitFor(() => expect(document.activeElement).toBe(input("상세주소")));
  });

  it("says when the search cannot load and takes the address typed by hand", async () => {
    const saveAddress = vi.fn(async (body: { zip: string; addr: string; daddr: string }) => body);
    const onSaved = vi.fn();
    render(
      <AddressForm initial={EMPTY} onSaved={onSaved} saveAddress={saveAddress} openSearch={() => Promise.reject(new Error("timeout"))} />,
    );
    fireEvent.click(screen.getByRole("button", { name: "우편번호 검색" }));
    expect((await screen.findByRole("status")).textContent).toBe(POSTCODE_UNAVAILABLE_MESSAGE);
    type("우편번호", "48058");
    type("주소", "부산광역시 해운대구 센텀중앙로 79");
    type("상세주소", "101동");
    fireEvent.click(screen.getByRole("button", { name: "주소 저장" }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith({ zip: "48058", addr: "부산광역시 해운대구 센텀중앙로 79", daddr: "101동" }));
  });

  it("refuses a zip that is not five digits, beside the field", async () => {
    const saveAddress = vi.fn();
    render(<AddressForm initial={EMPTY} onSaved={vi.fn()} saveAddress={saveAddress} openSearch={vi.fn()} />);
    type("우편번호", "123");
    type("주소", "서울");
    fireEvent.click(screen.getByRole("button", { name: "주소 저장" }));
    expect(await screen.findByText("우편번호는 숫자 5자리로 입력해 주세요")).toBeTruthy();
    expect(saveAddress).not.toHaveBeenCalled();
  });
});

describe("WithdrawForm", () => {
  it("explains SERVICE_IN_USE with the way on instead of a bare refusal", async () => {
    const withdraw = vi.fn(async () => {
      throw new ApiRequestError(
        422,
        "SERVICE_IN_USE",
        "서비스 이용 중 상태의 서비스가 있어 탈퇴할 수 없습니다. 서비스 해지 후 탈퇴해 주세요.",
      );
    });
    const onWithdrawn = vi.fn();
    render(<WithdrawForm withdraw={withdraw} onWithdrawn={onWithdrawn} />);
    fireEvent.click(screen.getByRole("checkbox", { name: "탈퇴 안내를 모두 확인했습니다" }));
    type("현재 비밀번호", "Start2026!");
    fireEvent.click(screen.getByRole("button", { name: "회원 탈퇴" }));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("서비스를 해지하면");
    expect(screen.getByRole("link", { name: "내 서비스 상태 보기" }).getAttribute("href")).toBe("/home");
    expect(onWithdrawn).not.toHaveBeenCalled();
  });

  it("sends the identity verification's token for an account without a password", async () => {
    const withdraw = vi.fn(async () => ({ ok: true }));
    const onWithdrawn = vi.fn();
    render(
      <WithdrawForm
        proof={{ serviceToken: "token-0123456789abcdefghij", verifyAgain: vi.fn() }}
        withdraw={withdraw}
        onWithdrawn={onWithdrawn}
      />,
    );
    expect(screen.queryByLabelText("현재 비밀번호", { exact: true })).toBeNull();
    fireEvent.click(screen.getByRole("checkbox", { name: "탈퇴 안내를 모두 확인했습니다" }));
    fireEvent.click(screen.getByRole("button", { name: "회원 탈퇴" }));
    await waitFor(() => expect(onWithdrawn).toHaveBeenCalled());
    expect(withdraw).toHaveBeenCalledWith({ serviceToken: "token-0123456789abcdefghij" });
  });

  it("needs the notice ticked before sending", async () => {
    const withdraw = vi.fn();
    render(<WithdrawForm withdraw={withdraw} onWithdrawn={vi.fn()} />);
    type("현재 비밀번호", "Start2026!");
    fireEvent.click(screen.getByRole("button", { name: "회원 탈퇴" }));
    expect(await screen.findByText("탈퇴 안내를 확인하고 체크해 주세요.")).toBeTruthy();
    expect(withdraw).not.toHaveBeenCalled();
  });
});

describe("SocialAccounts", () => {
  const PROFILE = {
    hasPassword: false,
    loginProviders: [{ provider: "naver", providerNm: "네이버", email: "n@example.com", linkedAt: "2026-11-01T10:00:00+09:00" }],
  };

  it("explains LAST_LOGIN_METHOD when the only way to sign in would be unlinked", async () => {
    const unlink = vi.fn(async () => {
      throw new ApiRequestError(422, "LAST_LOGIN_METHOD", "다른 로그인 수단이 없어 연결을 해제할 수 없습니다.");
    });
    const onChanged = vi.fn();
    render(<SocialAccounts profile={PROFILE} onChanged={onChanged} deps={{ unlink, confirmUnlink: async () => true }} />);
    fireEvent.click(screen.getByRole("button", { name: "네이버 연결 해제" }));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain(LAST_LOGIN_METHOD_EXPLANATION);
    expect(onChanged).not.toHaveBeenCalled();
  });

  it("links through the shell's social sign-in with the provider's proof", async () => {
    const link = vi.fn(async () => ({}));
    const requestSocial = vi.fn(async () => ({ sub: "kakao-1", email: "k@example.com", oauthKey: "signed-oauth-key" }));
    const onChanged = vi.fn();
    render(<SocialAccounts profile={PROFILE} onChanged={onChanged} deps={{ link, requestSocial }} />);
    fireEvent.click(screen.getByRole("button", { name: "카카오 연결하기" }));
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    expect(link).toHaveBeenCalledWith({ provider: "kakao", sub: "kakao-1", eml: "k@example.com", oauthKey: "signed-oauth-key" });
    expect(screen.getByRole("status").textContent).toBe("카카오 계정을 연결했어요.");
  });
});
