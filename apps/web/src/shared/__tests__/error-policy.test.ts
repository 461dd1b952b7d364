// @vitest-environment jsdom
import { ERROR_CODES, SERVICE_EXPIRED_MESSAGE } from "@evsafe/contract";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiRequestError } from "@/shared/api-client";
import {
  DEFAULT_ERROR_MESSAGE,
  ERROR_POLICY,
  actsInBackground,
  clearHistoryTo,
  resetErrorPolicy,
  resolveErrorAction,
  runErrorAction,
  type ErrorAction,
  type ErrorContext,
  type ErrorPolicyDeps,
} from "@/shared/error-policy";

const HOME: ErrorContext = { pathname: "/home", asPath: "/home?tab=2" };
const apiError = (status: number, code = `HTTP_${status}`, message = "서버가 보낸 메시지입니다.") =>
  new ApiRequestError(status, code, message);

function fakeDeps() {
  const calls: string[] = [];
  const deps = {
    router: {
      push: vi.fn(async (url: string) => void calls.push(`push ${url}`)),
      replace: vi.fn(async (url: string) => void calls.push(`replace ${url}`)),
      back: vi.fn(() => void calls.push("back")),
    },
    modal: { open: vi.fn(async () => (calls.push("dialog"), true)) },
    signOut: vi.fn(async (_opts: { redirect: false }): Promise<unknown> => void calls.push("signOut")),
    getAccessToken: vi.fn((): string | undefined => "token-1"),
    assign: vi.fn((url: string) => void calls.push(`assign ${url}`)),
    log: vi.fn(),
  };
  return { deps: deps satisfies ErrorPolicyDeps, calls };
}

beforeEach(() => resetErrorPolicy());
afterEach(() => vi.restoreAllMocks());

describe("resolveErrorAction: SPEC §8, one test per row", () => {
  it("401 → sign out and redirect to /unauthorized with the current page as callbackUrl, rejecting with the server message", () => {
    expect(resolveErrorAction(apiError(401, ERROR_CODES.UNAUTHORIZED, "로그인이 만료되었습니다."), HOME)).toEqual({
      kind: "sign-out",
      rule: "401",
      redirectTo: "/unauthorized?callbackUrl=%2Fhome%3Ftab%3D2",
      message: "로그인이 만료되었습니다.",
    });
  });

  it("401: the callbackUrl never carries modal=true, and on /unauthorized keeps the original callbackUrl", () => {
    const withModal = resolveErrorAction(apiError(401), { pathname: "/home", asPath: "/home?modal=true" });
    expect(withModal).toMatchObject({ redirectTo: "/unauthorized?callbackUrl=%2Fhome" });
    const nested = resolveErrorAction(apiError(401), { pathname: "/unauthorized", asPath: "/unauthorized?callbackUrl=%2Fmenu" });
    expect(nested).toMatchObject({ redirectTo: "/unauthorized?callbackUrl=%2Fmenu" });
  });

  it("403 → forced error dialog with the server message, then back", () => {
    expect(resolveErrorAction(apiError(403, ERROR_CODES.FORBIDDEN, "접근 권한이 없습니다."), HOME)).toEqual({
      kind: "dialog",
      rule: "403",
      message: "접근 권한이 없습니다.",
      inquiryLink: false,
      force: true,
      then: "back",
    });
  });

  it("service expired by code → a service notice (not 오류; 다시 가입하기 or 확인), then history cleared to /menu (checked before the 403 status)", () => {
    expect(resolveErrorAction(apiError(403, ERROR_CODES.SERVICE_EXPIRED, SERVICE_EXPIRED_MESSAGE), HOME)).toEqual({
      kind: "dialog",
      rule: "service-expired",
      message: SERVICE_EXPIRED_MESSAGE,
      inquiryLink: false,
      force: true,
      then: "clear-history-to-menu",
      notice: { title: "서비스 이용 기간이 끝났어요", yes: "다시 가입하기", no: "확인", yesTo: "/service/signup/vehicle" },
    });
  });

  it("service expired by the Korean message alone (any status or code)", () => {
    expect(resolveErrorAction(apiError(400, "SOMETHING", SERVICE_EXPIRED_MESSAGE), HOME)).toMatchObject({
      rule: "service-expired",
      then: "clear-history-to-menu",
    });
  });

  it("502 outside /service-pause → /service-pause with callback", () => {
    expect(resolveErrorAction(apiError(502), HOME)).toEqual({
      kind: "redirect",
      rule: "502",
      to: "/service-pause?callbackUrl=%2Fhome%3Ftab%3D2",
      hard: false,
    });
  });

  it("502 on /service-pause itself → nothing more", () => {
    const onPause = { pathname: "/service-pause", asPath: "/service-pause?callbackUrl=%2Fhome" };
    expect(resolveErrorAction(apiError(502), onPause)).toEqual({ kind: "silent", rule: "502-on-service-pause" });
  });

  it("failures of the auth session call are silent", () => {
    expect(resolveErrorAction(apiError(500), { ...HOME, source: "auth-session" })).toEqual({ kind: "silent", rule: "auth-session" });
    expect(resolveErrorAction(new TypeError("fetch failed"), { ...HOME, source: "auth-session" })).toMatchObject({ kind: "silent" });
  });

  it("other errors → error dialog with the server's error.message and the inquiry link", () => {
    expect(resolveErrorAction(apiError(500, ERROR_CODES.INTERNAL, "일시적인 오류입니다."), HOME)).toEqual({
      kind: "dialog",
      rule: "other",
      message: "일시적인 오류입니다.",
      inquiryLink: true,
      force: false,
      then: "stay",
    });
    expect(resolveErrorAction(apiError(404, ERROR_CODES.NOT_FOUND, "찾을 수 없습니다."), HOME)).toMatchObject({
      rule: "other",
      message: "찾을 수 없습니다.",
    });
    // The API could not be reached: the api-client's Korean text.
    expect(resolveErrorAction(apiError(0, "NETWORK_ERROR", "서버에 연결할 수 없습니다."), HOME)).toMatchObject({
      rule: "other",
      message: "서버에 연결할 수 없습니다.",
    });
  });

  it("other errors without a server message → the default Korean text (a programming error's text never shows)", () => {
    expect(resolveErrorAction(new TypeError("Cannot read properties of undefined"), HOME)).toMatchObject({
      rule: "other",
      message: DEFAULT_ERROR_MESSAGE,
      inquiryLink: true,
    });
    expect(resolveErrorAction(apiError(500, "X", ""), HOME)).toMatchObject({ message: DEFAULT_ERROR_MESSAGE });
    expect(DEFAULT_ERROR_MESSAGE).toBe("서비스 접속이 원활하지 않습니다. 잠시 후 다시 시도해 주세요.");
  });

  it("a client fetch failure is logged (yields null)", () => {
    const error = new TypeError("Failed to fetch");
    expect(resolveErrorAction(error, { ...HOME, source: "client-fetch" })).toEqual({ kind: "log", rule: "client-fetch", error });
  });

  it("token activation errors are logged only", () => {
    const error = new Error("push token");
    expect(resolveErrorAction(error, { ...HOME, source: "token-activation" })).toEqual({ kind: "log", rule: "token-activation", error });
  });

  it("providers that cannot be fetched → the auth error page, with the error named (not ?error=undefined)", () => {
    expect(resolveErrorAction(null, { ...HOME, source: "auth-providers" })).toEqual({
      kind: "redirect",
      rule: "auth-providers",
      to: "/api/auth/error?error=ProvidersUnavailable",
      hard: true,
    });
  });

  it("an unknown provider → the sign-in page with callbackUrl", () => {
    expect(resolveErrorAction(null, { ...HOME, source: "auth-provider-unknown" })).toEqual({
      kind: "redirect",
      rule: "auth-provider-unknown",
      to: "/signin?callbackUrl=%2Fhome%3Ftab%3D2",
      hard: false,
    });
  });

  it("an unknown provider with signIn's own callbackUrl → that callbackUrl, only when it is a same-origin path", () => {
    const to = (callbackUrl: unknown) =>
      (
        resolveErrorAction(Object.assign(new Error("unknown provider"), { callbackUrl }), { ...HOME, source: "auth-provider-unknown" }) as {
          to: string;
        }
      ).to;
    expect(to("/menu")).toBe("/signin?callbackUrl=%2Fmenu");
    expect(to("https://evil.example/x")).toBe("/signin?callbackUrl=%2Fhome%3Ftab%3D2");
    expect(to("//evil.example/x")).toBe("/signin?callbackUrl=%2Fhome%3Ftab%3D2");
    expect(to(42)).toBe("/signin?callbackUrl=%2Fhome%3Ftab%3D2");
  });

  it("a request its caller aborted is silent", () => {
    expect(resolveErrorAction(new DOMException("aborted", "AbortError"), HOME)).toEqual({ kind: "silent", rule: "aborted" });
  });

  it("every row of the table is reachable by one of the tests above", () => {
    expect(ERROR_POLICY.map((r) => r.rule)).toEqual([
      "aborted",
      "auth-session",
      "client-fetch",
      "token-activation",
      "auth-providers",
      "auth-provider-unknown",
      "service-expired",
      "401",
      "403",
      "502",
      "502-on-service-pause",
      "other",
    ]);
  });

  it("background failures act only for 401, 403, expired and 502", () => {
    expect([401, 403, 502].every((s) => actsInBackground(apiError(s)))).toBe(true);
    expect(actsInBackground(apiError(400, "X", SERVICE_EXPIRED_MESSAGE))).toBe(true);
    expect([0, 400, 404, 409, 500, 503].some((s) => actsInBackground(apiError(s)))).toBe(false);
    expect(actsInBackground(new TypeError("x"))).toBe(false);
  });
});

describe("runErrorAction: side effects with fakes", () => {
  const act = (error: unknown, ctx: ErrorContext = HOME): ErrorAction => resolveErrorAction(error, ctx);

  it("401: next-auth signOut without its own redirect, then replace to /unauthorized", async () => {
    const { deps, calls } = fakeDeps();
    await runErrorAction(act(apiError(401)), deps);
    expect(deps.signOut).toHaveBeenCalledWith({ redirect: false });
    expect(calls).toEqual(["signOut", "replace /unauthorized?callbackUrl=%2Fhome%3Ftab%3D2"]);
  });

  it("a 401 storm (20 concurrent failures) gives exactly one sign-out and one redirect", async () => {
    const { deps, calls } = fakeDeps();
    let release!: () => void;
    deps.signOut.mockImplementation(() => new Promise<unknown>((r) => (release = () => (calls.push("signOut"), r(undefined)))));
    const runs = Array.from({ length: 20 }, () => runErrorAction(act(apiError(401)), deps));
    release();
    await Promise.all(runs);
    // Late 401s of requests that were in flight, after the session is gone, join the same sign-out.
    deps.getAccessToken.mockReturnValue(undefined);
    await runErrorAction(act(apiError(401)), deps);
    expect(deps.signOut).toHaveBeenCalledTimes(1);
    expect(calls).toEqual(["signOut", "replace /unauthorized?callbackUrl=%2Fhome%3Ftab%3D2"]);
  });

  it("a 401 in a new session (new token) signs out again", async () => {
    const { deps } = fakeDeps();
    await runErrorAction(act(apiError(401)), deps);
    deps.getAccessToken.mockReturnValue("token-2");
    await runErrorAction(act(apiError(401)), deps);
    expect(deps.signOut).toHaveBeenCalledTimes(2);
  });

  it("401: a failed sign-out still leaves the page", async () => {
    const { deps, calls } = fakeDeps();
    deps.signOut.mockRejectedValue(new Error("offline"));
    await runErrorAction(act(apiError(401)), deps);
    expect(calls).toEqual(["replace /unauthorized?callbackUrl=%2Fhome%3Ftab%3D2"]);
    expect(deps.log).toHaveBeenCalledWith("[error-policy] sign-out failed", expect.any(Error));
  });

  it("403: the error dialog, then history back after it is confirmed", async () => {
    const { deps, calls } = fakeDeps();
    await runErrorAction(act(apiError(403, "FORBIDDEN", "접근 권한이 없습니다.")), deps);
    expect(deps.modal.open).toHaveBeenCalledWith({ type: "error", message: "접근 권한이 없습니다.", inquiryLink: false, force: true });
    expect(calls).toEqual(["dialog", "back"]);
  });

  it("403 ×3 at once: one dialog, one back", async () => {
    const { deps, calls } = fakeDeps();
    await Promise.all([1, 2, 3].map(() => runErrorAction(act(apiError(403)), deps)));
    expect(calls).toEqual(["dialog", "back"]);
  });

  it("service expired: the notice, then /menu replacing the current entry (확인)", async () => {
    const { deps, calls } = fakeDeps();
    deps.modal.open.mockImplementation(async () => (calls.push("dialog"), false));
    await runErrorAction(act(apiError(403, ERROR_CODES.SERVICE_EXPIRED, SERVICE_EXPIRED_MESSAGE)), deps);
    expect(deps.modal.open).toHaveBeenCalledWith({
      type: "confirm",
      title: "서비스 이용 기간이 끝났어요",
      yes: "다시 가입하기",
      no: "확인",
      message: SERVICE_EXPIRED_MESSAGE,
      inquiryLink: false,
      force: true,
    });
    expect(calls).toEqual(["dialog", "replace /menu"]);
  });

  it("service expired, 다시 가입하기: history cleared to /menu, then the sign-up wizard on top of it", async () => {
    const { deps, calls } = fakeDeps();
    await runErrorAction(act(apiError(403, ERROR_CODES.SERVICE_EXPIRED, SERVICE_EXPIRED_MESSAGE)), deps);
    expect(calls).toEqual(["dialog", "replace /menu", "push /service/signup/vehicle"]);
  });

  it("502: one replace to /service-pause however many calls failed", async () => {
    const { deps, calls } = fakeDeps();
    await Promise.all([1, 2, 3].map(() => runErrorAction(act(apiError(502)), deps)));
    expect(calls).toEqual(["replace /service-pause?callbackUrl=%2Fhome%3Ftab%3D2"]);
  });

  it("other: the error dialog with the inquiry link, and the user stays", async () => {
    const { deps, calls } = fakeDeps();
    await runErrorAction(act(apiError(500, "INTERNAL_ERROR", "잠시 후 다시 시도해 주세요.")), deps);
    expect(deps.modal.open).toHaveBeenCalledWith({
      type: "error",
      message: "잠시 후 다시 시도해 주세요.",
      inquiryLink: true,
      force: false,
    });
    expect(calls).toEqual(["dialog"]);
  });

  it("logged rows only log; silent rows do nothing", async () => {
    const { deps, calls } = fakeDeps();
    const error = new TypeError("Failed to fetch");
    await runErrorAction(act(error, { ...HOME, source: "client-fetch" }), deps);
    await runErrorAction(act(error, { ...HOME, source: "token-activation" }), deps);
    await runErrorAction(act(error, { ...HOME, source: "auth-session" }), deps);
    expect(deps.log).toHaveBeenNthCalledWith(1, "[error-policy] client-fetch", error);
    expect(deps.log).toHaveBeenNthCalledWith(2, "[error-policy] token-activation", error);
    expect(calls).toEqual([]);
  });

  it("providers unavailable: a full-page navigation to the auth error page; unknown provider: the sign-in page", async () => {
    const { deps, calls } = fakeDeps();
    await runErrorAction(act(null, { ...HOME, source: "auth-providers" }), deps);
    await runErrorAction(act(null, { ...HOME, source: "auth-provider-unknown" }), deps);
    expect(calls).toEqual(["assign /api/auth/error?error=ProvidersUnavailable", "replace /signin?callbackUrl=%2Fhome%3Ftab%3D2"]);
  });
});

describe("clearHistoryTo: back does not return to the pages before /menu", () => {
  it("going back to an older entry lands on /menu again; entries after /menu are left alone", async () => {
    const replace = vi.fn(async (url: string) => {
      window.history.replaceState({ ...(window.history.state as object), as: url }, "", url);
    });
    const router = { push: vi.fn(), replace, back: vi.fn() };
    window.history.replaceState({ key: "menu-key" }, "", "/home");
    await clearHistoryTo("/menu", router);
    expect(replace).toHaveBeenCalledWith("/menu");

    // Back to an entry from before the barrier (another Next history key).
    window.dispatchEvent(new PopStateEvent("popstate", { state: { key: "older-key" } }));
    expect(replace).toHaveBeenCalledTimes(2);
    expect(replace).toHaveBeenLastCalledWith("/menu");

    // Back to /menu itself, or to an entry replaced already: nothing to do.
    window.dispatchEvent(new PopStateEvent("popstate", { state: { key: "menu-key" } }));
    window.dispatchEvent(new PopStateEvent("popstate", { state: { key: "older-key" } }));
    expect(replace).toHaveBeenCalledTimes(2);
    resetErrorPolicy();
    window.dispatchEvent(new PopStateEvent("popstate", { state: { key: "other" } }));
    expect(replace).toHaveBeenCalledTimes(2);
  });
});
