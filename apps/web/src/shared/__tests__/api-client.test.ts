// @vitest-environment jsdom
import { ERROR_CODES, SERVICE_EXPIRED_MESSAGE } from "@evsafe/contract";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

const { handleError } = vi.hoisted(() => ({ handleError: vi.fn() }));
vi.mock("@/shared/error-policy", () => ({ handleError }));

import { ApiRequestError, api, callWithPolicy, HTTP_TIMEOUT_MS, isHandledByPolicy } from "@/shared/api-client";
import { publishSession, resetSessionToken } from "@/shared/session-token";

const fetchMock = vi.fn<typeof fetch>();
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
const sentHeaders = (n = 0) => (fetchMock.mock.calls[n]?.[1]?.headers ?? {}) as Record<string, string>;

beforeEach(() => {
  fetchMock.mockReset();
  handleError.mockReset().mockReturnValue({ kind: "dialog", rule: "other" });
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  resetSessionToken();
  vi.unstubAllGlobals();
});

describe("api-client (SPEC §6, §7)", () => {
  it("calls /{product}/api/<path> as JSON and unwraps results, parsed with the contract", async () => {
    fetchMock.mockResolvedValue(json(200, { results: { flickerPeriod: 10 } }));
    await expect(api("getMainFlicker")).resolves.toEqual({ flickerPeriod: 10 });
    expect(fetchMock.mock.calls[0]?.[0]).toBe("/evsafe/api/users/config/main-flicker");
    expect(sentHeaders().accept).toBe("application/json");
  });

  it("unwraps `data` when there is no `results`", async () => {
    fetchMock.mockResolvedValue(json(200, { data: { flickerPeriod: 30 } }));
    await expect(api("getMainFlicker")).resolves.toEqual({ flickerPeriod: 30 });
  });

  it("uses the 150000 ms timeout", () => {
    expect(HTTP_TIMEOUT_MS).toBe(150_000);
  });

  it("sends the session's access token as Bearer by default", async () => {
    publishSession({ status: "authenticated", accessToken: "session-token" });
    fetchMock.mockResolvedValue(json(200, { results: { flickerPeriod: 10 } }));
    await api("getMainFlicker");
    expect(sentHeaders().authorization).toBe("Bearer session-token");
    expect(sentHeaders().token).toBeUndefined();
  });

  it("a token the call gives wins over the session's; null sends none", async () => {
    publishSession({ status: "authenticated", accessToken: "session-token" });
    fetchMock.mockImplementation(async () => json(200, { results: { flickerPeriod: 10 } }));
    await api("getMainFlicker", { token: "given" });
    await api("getMainFlicker", { token: null });
    expect(sentHeaders(0).authorization).toBe("Bearer given");
    expect(sentHeaders(1).authorization).toBeUndefined();
  });

  it("no session: no Authorization header", async () => {
    fetchMock.mockResolvedValue(json(200, { results: { flickerPeriod: 10 } }));
    await api("getMainFlicker");
    expect(sentHeaders().authorization).toBeUndefined();
  });

  it("a call needing a session waits while the session loads, then carries its token; public calls do not wait", async () => {
    fetchMock.mockImplementation(async () => json(200, { results: { flickerPeriod: 10 } }));
    publishSession({ status: "loading" });
    const pending = api("getMainFlicker");
    await Promise.resolve();
    expect(fetchMock).not.toHaveBeenCalled();
    publishSession({ status: "authenticated", accessToken: "fresh" });
    await pending;
    expect(sentHeaders(0).authorization).toBe("Bearer fresh");

    publishSession({ status: "loading" });
    fetchMock.mockResolvedValueOnce(json(200, { results: { status: "UP", serverTime: "2026-11-22T05:00:00.000Z" } }));
    await api("healthCheck").catch(() => undefined);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("file calls also send the token in a `token` header", async () => {
    publishSession({ status: "authenticated", accessToken: "session-token" });
    fetchMock.mockResolvedValue(new Response("x", { status: 200 }));
    await api("downloadFile", { params: { a: 1, b: 2 } });
    expect(sentHeaders().authorization).toBe("Bearer session-token");
    expect(sentHeaders().token).toBe("session-token");
  });

  it("a failure rejects with the server's code and Korean message; no policy unless asked", async () => {
    fetchMock.mockResolvedValue(json(403, { error: { code: ERROR_CODES.SERVICE_EXPIRED, message: SERVICE_EXPIRED_MESSAGE } }));
    const error = await api("getMainInfo").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ status: 403, code: "SERVICE_EXPIRED", message: SERVICE_EXPIRED_MESSAGE, policyAction: null });
    expect(handleError).not.toHaveBeenCalled();
    expect(isHandledByPolicy(error)).toBe(false);
  });

  it("a failure keeps the field the API named (error.field), null when it named none", async () => {
    fetchMock.mockResolvedValueOnce(
      json(400, { error: { code: "CURRENT_PASSWORD_REQUIRED", message: "현재 비밀번호를 입력해 주세요.", field: "currentPassword" } }),
    );
    expect(await api("getMainInfo").catch((e: unknown) => e)).toMatchObject({ status: 400, field: "currentPassword" });
    fetchMock.mockResolvedValueOnce(json(409, { error: { code: "DUPLICATE_ID", message: "이미 사용 중인 아이디입니다." } }));
    expect(await api("getMainInfo").catch((e: unknown) => e)).toMatchObject({ status: 409, field: null });
  });

  it("policy: true (or callWithPolicy) hands the failure to the error policy, then rejects with it marked handled", async () => {
    fetchMock.mockImplementation(async () => json(401, { error: { code: "UNAUTHORIZED", message: "로그인이 필요합니다." } }));
    const first = await api("getMainInfo", { policy: true }).catch((e: unknown) => e);
    const second = await callWithPolicy("getMainInfo").catch((e: unknown) => e);
    expect(handleError).toHaveBeenCalledTimes(2);
    expect(handleError.mock.calls[0]?.[0]).toBe(first);
    expect(first).toMatchObject({ status: 401, message: "로그인이 필요합니다.", policyAction: { kind: "dialog" } });
    expect(isHandledByPolicy(first)).toBe(true);
    expect(isHandledByPolicy(second)).toBe(true);
  });

  it("each call sends its own x-request-id, and a failed call's error carries it (the dialog's 문의 번호)", async () => {
    fetchMock.mockResolvedValueOnce(json(200, { results: { flickerPeriod: 10 } }));
    fetchMock.mockResolvedValueOnce(json(400, { error: { code: "VALIDATION_ERROR", message: "잘못된 요청입니다." } }));
    await api("getMainFlicker", { token: null });
    const error = await api("getMainFlicker", { token: null }).catch((e: unknown) => e);
    const [first, second] = [sentHeaders(0)["x-request-id"], sentHeaders(1)["x-request-id"]];
    expect(first).toMatch(/^[A-Za-z0-9-]{8,64}$/);
    expect(second).toMatch(/^[A-Za-z0-9-]{8,64}$/);
    expect(second).not.toBe(first);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect((error as ApiRequestError).requestId).toBe(second);
  });

  it("without crypto.randomUUID (an insecure origin, an old WebView) the id is still well-formed", async () => {
    vi.stubGlobal("crypto", {});
    fetchMock.mockResolvedValue(json(200, { results: { flickerPeriod: 10 } }));
    await api("getMainFlicker", { token: null });
    expect(sentHeaders()["x-request-id"]).toMatch(/^[A-Za-z0-9-]{8,64}$/);
  });

  it("an unreachable API is status 0 with a Korean message, and goes to the policy when asked", async () => {
    fetchMock.mockRejectedValue(new TypeError("Failed to fetch"));
    const error = await callWithPolicy("getMainInfo").catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 0, code: "NETWORK_ERROR" });
    expect(handleError).toHaveBeenCalledWith(error);
  });
});
