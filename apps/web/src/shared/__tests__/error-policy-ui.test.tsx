// @vitest-environment jsdom
import { ERROR_CODES, SERVICE_EXPIRED_MESSAGE } from "@evsafe/contract";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

/** Next's router over jsdom's history (push/replace/back; back fires popstate on the next task). */
const { router, entries, signOut } = vi.hoisted(() => {
  const entries: string[] = [];
  const go = (url: string, mode: "push" | "replace") => {
    if (mode === "push") entries.push(url);
    else entries[entries.length - 1] = url;
    window.history.replaceState(null, "", url);
  };
  const router = {
    push: vi.fn(async (url: string) => (go(url, "push"), true)),
    replace: vi.fn(async (url: string) => (go(url, "replace"), true)),
    back: vi.fn(() => {
      if (entries.length <= 1) return;
      entries.pop();
      window.history.replaceState(null, "", entries[entries.length - 1]);
      setTimeout(() => window.dispatchEvent(new PopStateEvent("popstate", { state: null })), 0);
    }),
    events: { on: vi.fn(), off: vi.fn() },
  };
  return { router, entries, signOut: vi.fn(async () => undefined) };
});
vi.mock("next/router", () => ({ useRouter: () => router, default: router }));

import { ApiRequestError } from "@/shared/api-client";
import { DEFAULT_ERROR_MESSAGE, handleError, resetErrorPolicy } from "@/shared/error-policy";
import { setErrorPolicySignOut } from "@/shared/error-policy-sign-out";
import { ModalHost } from "@/shared/modal/modal-host";
import { resetModal } from "@/shared/modal/store";
import { publishSession, resetSessionToken } from "@/shared/session-token";

// What application/ wires in when the app loads (application/error-policy-wiring.ts), here a spy.
setErrorPolicySignOut(signOut);

const advance = (ms: number) => act(async () => void (await vi.advanceTimersByTimeAsync(ms)));
const url = () => `${window.location.pathname}${window.location.search}`;
const visit = (...urls: string[]) => {
  entries.splice(0, entries.length, ...urls);
  window.history.replaceState(null, "", urls[urls.length - 1]);
};

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(window, "scrollTo").mockImplementation(() => {});
  for (const fn of [router.push, router.replace, router.back, signOut]) fn.mockClear();
  render(<ModalHost />);
});
afterEach(() => {
  cleanup();
  resetModal();
  resetErrorPolicy();
  resetSessionToken();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("error policy through the real modal layer (what the user sees, where they land)", () => {
  it("403: the server message in an error dialog that back cannot dismiss; 확인 goes back in history", async () => {
    visit("/list", "/detail/7");
    handleError(new ApiRequestError(403, ERROR_CODES.FORBIDDEN, "이 차량의 정보를 볼 권한이 없습니다."));
    await advance(100);
    expect(screen.getByRole("alertdialog")).toHaveTextContent("이 차량의 정보를 볼 권한이 없습니다.");
    expect(url()).toBe("/detail/7?modal=true");

    act(() => void router.back()); // the user presses back: forced, so the dialog stays
    await advance(0);
    expect(screen.getByRole("alertdialog")).toBeInTheDocument();

    fireEvent.click(screen.getByRole("button", { name: "확인" }));
    await advance(0); // the dialog's entry is popped first
    await advance(0); // then the policy goes back
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(url()).toBe("/list");
  });

  it("service expired: a service notice with the Korean message (titled, not 오류), then /menu replacing the page", async () => {
    visit("/home", "/diagnosis");
    handleError(new ApiRequestError(403, ERROR_CODES.SERVICE_EXPIRED, SERVICE_EXPIRED_MESSAGE));
    await advance(100);
    const notice = screen.getByRole("alertdialog", { name: "서비스 이용 기간이 끝났어요" });
    expect(notice).toHaveTextContent(SERVICE_EXPIRED_MESSAGE);
    expect(screen.getByRole("button", { name: "다시 가입하기" })).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "확인" }));
    await advance(0);
    await advance(0);
    expect(url()).toBe("/menu");
    expect(entries).toEqual(["/home", "/menu"]);
  });

  it("other errors: the default Korean text with the 문의하기 link; the user stays", async () => {
    visit("/home");
    handleError(new TypeError("x is undefined"));
    await advance(100);
    const dialog = screen.getByRole("alertdialog");
    expect(dialog).toHaveTextContent(DEFAULT_ERROR_MESSAGE);
    expect(screen.getByRole("link", { name: "문의하기" })).toHaveAttribute("href", "/board/qna");
    fireEvent.click(screen.getByRole("button", { name: "확인" }));
    await advance(0);
    expect(url()).toBe("/home");
  });

  it("other errors of an API call: the dialog shows the call's request id as 문의 번호, selectable whole", async () => {
    visit("/home");
    const error = new ApiRequestError(400, "VALIDATION_ERROR", "입력값을 확인해 주세요.");
    error.requestId = "5f0c2a9e-8b1d-4c3e-9a47-2d6b1e0f7c11";
    handleError(error);
    await advance(100);
    const dialog = screen.getByRole("alertdialog");
    expect(dialog).toHaveTextContent("문의 번호 5f0c2a9e-8b1d-4c3e-9a47-2d6b1e0f7c11");
    expect(dialog.querySelector("[data-request-id]")).toHaveClass("select-all");
    fireEvent.click(screen.getByRole("button", { name: "확인" }));
    await advance(0);
    expect(url()).toBe("/home");
  });

  it("a 403 dialog and a failure without a request id show no 문의 번호", async () => {
    visit("/list", "/home");
    const forbidden = new ApiRequestError(403, ERROR_CODES.FORBIDDEN, "권한이 없습니다.");
    forbidden.requestId = "5f0c2a9e-8b1d-4c3e-9a47-2d6b1e0f7c11";
    handleError(forbidden);
    await advance(100);
    expect(screen.getByRole("alertdialog")).not.toHaveTextContent("문의 번호");
    fireEvent.click(screen.getByRole("button", { name: "확인" }));
    await advance(0);
    await advance(0);
    expect(url()).toBe("/list");
  });

  it("a 401 storm: one next-auth sign-out, one redirect to /unauthorized, no dialog", async () => {
    visit("/home");
    publishSession({ status: "authenticated", accessToken: "expired-token" });
    for (let i = 0; i < 10; i++) handleError(new ApiRequestError(401, ERROR_CODES.TOKEN_EXPIRED, "로그인이 만료되었습니다."));
    await advance(0);
    publishSession({ status: "unauthenticated" });
    handleError(new ApiRequestError(401, ERROR_CODES.UNAUTHORIZED, "로그인이 필요합니다.")); // a late one
    await advance(200);
    expect(signOut).toHaveBeenCalledTimes(1);
    expect(signOut).toHaveBeenCalledWith({ redirect: false });
    expect(router.replace).toHaveBeenCalledTimes(1);
    expect(url()).toBe("/unauthorized?callbackUrl=%2Fhome");
    expect(screen.queryByRole("alertdialog")).toBeNull();
  });

  it("502: /service-pause with the page to come back to", async () => {
    visit("/home");
    handleError(new ApiRequestError(502, ERROR_CODES.BAD_GATEWAY, "게이트웨이 오류"));
    handleError(new ApiRequestError(502, ERROR_CODES.BAD_GATEWAY, "게이트웨이 오류"));
    await advance(0);
    expect(router.replace).toHaveBeenCalledTimes(1);
    expect(url()).toBe("/service-pause?callbackUrl=%2Fhome");
  });
});
