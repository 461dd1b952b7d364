// @vitest-environment jsdom
import { SOCIAL_PROVIDERS } from "@evsafe/contract";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { api } from "../../api-client";
import {
  bridge,
  bridgeErrorMessage,
  BridgeError,
  BridgeUnavailableError,
  deviceType,
  hasBridge,
  keepPushTokenRegistered,
  onBridgeEvent,
  platform,
  registerPushToken,
  resetBridge,
  type PutDeviceTokenCall,
} from "../client";
import { APP_ONLY_MESSAGE, noShellMessage } from "../constants";
import {
  BRIDGE_REQUESTS,
  BRIDGE_SOCIAL_PROVIDERS,
  BRIDGE_TIMEOUT_MESSAGE,
  BRIDGE_UPDATE_REQUIRED_MESSAGE,
  MOBILE_ONLY_MESSAGE,
} from "../protocol";

type Sent = { v: number; id: string; type: string; payload: Record<string, unknown> };

/** What a shell does: `window.postMessage(reply, location.origin)` in the main frame. */
function deliver(data: unknown, init: { origin?: string; source?: MessageEventSource | null } = {}) {
  window.dispatchEvent(
    new MessageEvent("message", {
      data,
      origin: init.origin ?? window.location.origin,
      source: init.source === undefined ? window : init.source,
    }),
  );
}

const flush = () => vi.advanceTimersByTimeAsync(0);

let android: ReturnType<typeof vi.fn<(json: string) => void>>;
function installAndroid() {
  android = vi.fn<(json: string) => void>();
  window.AndroidBridge = { postMessage: android };
}
function sentAt(i: number): Sent {
  const call = android.mock.calls[i];
  if (!call) throw new Error(`request ${i} was not sent`);
  return JSON.parse(call[0]) as Sent;
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  resetBridge();
  delete window.AndroidBridge;
  delete window.webkit;
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("detection", () => {
  it("finds no bridge in a plain browser", () => {
    expect(hasBridge()).toBe(false);
    expect(platform()).toBeNull();
    expect(deviceType()).toBe("N/A");
  });

  it("recognises the Android and the iOS bridge", () => {
    installAndroid();
    expect([hasBridge(), platform(), deviceType()]).toEqual([true, "AOS", "AOS"]);
    delete window.AndroidBridge;
    window.webkit = { messageHandlers: { bridge: { postMessage: vi.fn() } } };
    expect([hasBridge(), platform(), deviceType()]).toEqual([true, "iOS", "iOS"]);
  });

  it("keeps its provider list equal to the contract's", () => {
    expect([...BRIDGE_SOCIAL_PROVIDERS]).toEqual([...SOCIAL_PROVIDERS]);
  });
});

describe("no bridge", () => {
  it("rejects with BridgeUnavailableError telling a desktop user the function is mobile-only", async () => {
    const err = await bridge.request("auth.social", { provider: "kakao" }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(BridgeUnavailableError);
    expect((err as BridgeUnavailableError).reason).toBe("not-mobile");
    expect(bridgeErrorMessage(err)).toBe(MOBILE_ONLY_MESSAGE);
  });

  it("tells a phone's browser the function is in the app, never to update an app it may not have", async () => {
    vi.spyOn(navigator, "userAgent", "get").mockReturnValue(
      "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126 Mobile Safari/537.36",
    );
    const err = await bridge.request("app.info").catch((e: unknown) => e);
    expect(err).toBeInstanceOf(BridgeUnavailableError);
    expect((err as BridgeUnavailableError).code).toBe("UNAVAILABLE");
    expect((err as BridgeUnavailableError).reason).toBe("no-app");
    expect(bridgeErrorMessage(err)).toBe(APP_ONLY_MESSAGE);
    expect(noShellMessage()).toBe(APP_ONLY_MESSAGE);
    expect(bridgeErrorMessage(err)).not.toMatch(/업데이트/);
  });

  it("keeps the update message for a shell that is there but does not know the request (SPEC §8)", () => {
    expect(bridgeErrorMessage(new BridgeError("UNSUPPORTED", "auth.social", ""))).toBe(BRIDGE_UPDATE_REQUIRED_MESSAGE);
    expect(BRIDGE_UPDATE_REQUIRED_MESSAGE).toBe("앱을 최신 버전으로 업데이트한 후 이용해 주세요.");
  });
});

describe("requests and replies", () => {
  it("Android: posts one JSON string {v, id, type, payload} and resolves with the validated answer", async () => {
    installAndroid();
    const pending = bridge.request("permission.request", { permission: "POST_NOTIFICATIONS" });
    await flush();
    expect(android).toHaveBeenCalledTimes(1);
    expect(typeof android.mock.calls[0]?.[0]).toBe("string");
    const sent = sentAt(0);
    expect(sent).toEqual({ v: 1, id: sent.id, type: "permission.request", payload: { permission: "POST_NOTIFICATIONS" } });
    deliver({ id: sent.id, ok: true, payload: { granted: true } });
    await expect(pending).resolves.toEqual({ granted: true });
  });

  it("iOS: posts through webkit.messageHandlers.bridge and accepts a reply sent as a JSON string", async () => {
    const ios = vi.fn<(m: unknown) => void>();
    window.webkit = { messageHandlers: { bridge: { postMessage: ios } } };
    const pending = bridge.request("app.info");
    await flush();
    const sent = JSON.parse(ios.mock.calls[0]?.[0] as string) as Sent;
    expect(sent).toMatchObject({ v: 1, type: "app.info", payload: {} });
    deliver(JSON.stringify({ id: sent.id, ok: true, payload: { version: "1.3.1", platform: "iOS", statusBarHeight: 94 } }));
    await expect(pending).resolves.toEqual({ version: "1.3.1", platform: "iOS", statusBarHeight: 94 });
  });

  it("matches replies to requests by id, whatever their order", async () => {
    installAndroid();
    const first = bridge.request("permission.request", { permission: "POST_NOTIFICATIONS" });
    const second = bridge.request("permission.request", { permission: "READ_MEDIA_IMAGES" });
    await flush();
    const [a, b] = [sentAt(0), sentAt(1)];
    expect(a.id).not.toBe(b.id);
    deliver({ id: b.id, ok: true, payload: { granted: false } });
    deliver({ id: a.id, ok: true, payload: { granted: true } });
    await expect(first).resolves.toEqual({ granted: true });
    await expect(second).resolves.toEqual({ granted: false });
  });

  it("rejects with the shell's error code and message; a cancelled sign-in has nothing to show", async () => {
    installAndroid();
    const pending = bridge.request("auth.social", { provider: "naver" });
    await flush();
    deliver({ id: sentAt(0).id, ok: false, error: { code: "CANCELLED", message: "로그인을 취소했습니다." } });
    const err = await pending.catch((e: unknown) => e);
    expect(err).toBeInstanceOf(BridgeError);
    expect(err).toMatchObject({ code: "CANCELLED", type: "auth.social", message: "로그인을 취소했습니다." });
    expect(bridgeErrorMessage(err)).toBeNull();
    expect(bridgeErrorMessage(new BridgeError("UNSUPPORTED", "app.info", ""))).toBe(BRIDGE_UPDATE_REQUIRED_MESSAGE);
    expect(bridgeErrorMessage(new BridgeError("DENIED", "file.download", "저장 권한이 없습니다."))).toBe("저장 권한이 없습니다.");
  });

  it("rejects INVALID_RESPONSE when the answer for our id does not match the type's schema", async () => {
    installAndroid();
    const pending = bridge.request("app.info");
    await flush();
    vi.spyOn(console, "error").mockImplementation(() => {});
    deliver({ id: sentAt(0).id, ok: true, payload: { version: "1.3.1", platform: "Windows", statusBarHeight: 10 } });
    await expect(pending).rejects.toMatchObject({ code: "INVALID_RESPONSE" });
  });

  it("times out per type with a typed BridgeError, and ignores a late answer", async () => {
    installAndroid();
    const pending = bridge.request("app.info");
    const outcome = pending.catch((e: unknown) => e);
    await flush();
    await vi.advanceTimersByTimeAsync(BRIDGE_REQUESTS["app.info"].timeoutMs - 1);
    let settled = false;
    void outcome.then(() => (settled = true));
    await flush();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const err = await outcome;
    expect(err).toBeInstanceOf(BridgeError);
    expect(err).toMatchObject({ code: "TIMEOUT", type: "app.info", message: BRIDGE_TIMEOUT_MESSAGE });
    expect(() => deliver({ id: sentAt(0).id, ok: true, payload: { version: "1.0.0", platform: "AOS", statusBarHeight: 0 } })).not.toThrow();
  });

  it("waits far longer for social sign-in than for app info", () => {
    expect(BRIDGE_REQUESTS["auth.social"].timeoutMs).toBeGreaterThanOrEqual(120_000);
    expect(BRIDGE_REQUESTS["app.info"].timeoutMs).toBeLessThanOrEqual(5_000);
    expect(BRIDGE_REQUESTS["link.open"].timeoutMs).toBeLessThanOrEqual(5_000);
  });

  it("rejects FAILED when the shell's postMessage throws", async () => {
    window.AndroidBridge = {
      postMessage: () => {
        throw new Error("bridge gone");
      },
    };
    vi.spyOn(console, "error").mockImplementation(() => {});
    await expect(bridge.request("push.token")).rejects.toMatchObject({ code: "FAILED" });
  });
});

describe("what is ignored", () => {
  it("ignores replies from another origin, from another frame, and malformed ones", async () => {
    installAndroid();
    const pending = bridge.request("permission.request", { permission: "READ_MEDIA_IMAGES" });
    let result: unknown;
    void pending.then((r) => (result = r));
    await flush();
    const { id } = sentAt(0);
    const answer = { id, ok: true, payload: { granted: true } };
    deliver(answer, { origin: "https://evil.example" });
    deliver(answer, { origin: "null" });
    deliver(answer, { source: null });
    const frame = document.createElement("iframe");
    document.body.append(frame);
    deliver(answer, { source: frame.contentWindow });
    frame.remove();
    deliver("{not json");
    deliver(42);
    deliver(null);
    deliver({ id, ok: "yes", payload: { granted: true } });
    deliver({ id, ok: false });
    deliver({ id: "someone-else", ok: true, payload: { granted: false } });
    await flush();
    expect(result).toBeUndefined();
    deliver({ id, ok: true, payload: { granted: false } });
    await expect(pending).resolves.toEqual({ granted: false });
  });

  it("answers only the first reply to an id", async () => {
    installAndroid();
    const pending = bridge.request("permission.request", { permission: "POST_NOTIFICATIONS" });
    await flush();
    const { id } = sentAt(0);
    deliver({ id, ok: true, payload: { granted: true } });
    deliver({ id, ok: false, error: { code: "FAILED", message: "x" } });
    await expect(pending).resolves.toEqual({ granted: true });
  });
});

describe("what the web refuses to send", () => {
  it("refuses a payload that breaks the protocol, without sending it", async () => {
    installAndroid();
    // @ts-expect-error: not a permission of SPEC §6
    await expect(bridge.request("permission.request", { permission: "CAMERA" })).rejects.toMatchObject({ code: "INVALID_REQUEST" });
    // @ts-expect-error: not a supported provider
    await expect(bridge.request("auth.social", { provider: "facebook" })).rejects.toMatchObject({ code: "INVALID_REQUEST" });
    expect(android).not.toHaveBeenCalled();
  });

  it("opens only https links or our own origin", async () => {
    installAndroid();
    for (const url of ["javascript:alert(1)", "http://evil.example/", "intent://x#Intent;end", "data:text/html,hi", "file:///etc/passwd"]) {
      await expect(bridge.request("link.open", { url })).rejects.toMatchObject({ code: "INVALID_REQUEST" });
    }
    expect(android).not.toHaveBeenCalled();
    const store = bridge.request("link.open", { url: "https://play.google.com/store/apps/details?id=kr.evsafe.app" });
    const own = bridge.request("link.open", { url: "/board/qna" });
    await flush();
    expect(sentAt(0).payload).toEqual({ url: "https://play.google.com/store/apps/details?id=kr.evsafe.app" });
    expect(sentAt(1).payload).toEqual({ url: `${window.location.origin}/board/qna` });
    deliver({ id: sentAt(0).id, ok: true, payload: {} });
    deliver({ id: sentAt(1).id, ok: true });
    await expect(store).resolves.toEqual({});
    await expect(own).resolves.toEqual({});
  });

  it("hands a tel: number to the dialer through link.open, and nothing else of that scheme", async () => {
    installAndroid();
    for (const url of ["tel:", "tel:1588-0000;ext=javascript:x", "tel:*#06#", "sms:1588-0000"]) {
      await expect(bridge.request("link.open", { url })).rejects.toMatchObject({ code: "INVALID_REQUEST" });
    }
    await expect(bridge.request("file.download", { url: "tel:119", fileName: "a.pdf" })).rejects.toMatchObject({ code: "INVALID_REQUEST" });
    expect(android).not.toHaveBeenCalled();
    const call = bridge.request("link.open", { url: "tel:119" });
    await flush();
    expect(sentAt(0)).toMatchObject({ type: "link.open", payload: { url: "tel:119" } });
    deliver({ id: sentAt(0).id, ok: true, payload: {} });
    await expect(call).resolves.toEqual({});
  });

  it("sends download headers (the access token) only for files on our origin", async () => {
    installAndroid();
    const headers = { authorization: "Bearer abc", token: "abc" };
    void bridge.request("file.download", { url: "/evsafe/api/files/download/1/2", fileName: "진단결과.pdf", headers });
    void bridge.request("file.download", { url: "https://cdn.example.com/a.pdf", fileName: "a.pdf", headers });
    await flush();
    expect(sentAt(0).payload).toEqual({
      url: `${window.location.origin}/evsafe/api/files/download/1/2`,
      fileName: "진단결과.pdf",
      headers,
    });
    expect(sentAt(1).payload).toEqual({ url: "https://cdn.example.com/a.pdf", fileName: "a.pdf" });
  });
});

describe("events", () => {
  // Messages are validated with the protocol's schemas, which load lazily: handlers run a microtask later.
  it("delivers app.foreground and push.token to subscribers until they unsubscribe", async () => {
    const foreground = vi.fn();
    const token = vi.fn();
    const off = onBridgeEvent("app.foreground", foreground);
    onBridgeEvent("push.token", token);
    deliver({ event: "app.foreground" });
    deliver(JSON.stringify({ event: "push.token", payload: { deviceToken: "fcm-1" } }));
    await flush();
    expect(foreground).toHaveBeenCalledTimes(1);
    expect(token).toHaveBeenCalledWith({ deviceToken: "fcm-1" });
    off();
    deliver({ event: "app.foreground", payload: {} });
    await flush();
    expect(foreground).toHaveBeenCalledTimes(1);
  });

  it("ignores events from elsewhere, unknown events and bad payloads; a throwing handler does not stop the others", async () => {
    const seen = vi.fn();
    vi.spyOn(console, "error").mockImplementation(() => {});
    onBridgeEvent("push.token", () => {
      throw new Error("boom");
    });
    onBridgeEvent("push.token", seen);
    deliver({ event: "push.token", payload: { deviceToken: "x" } }, { origin: "https://evil.example" });
    deliver({ event: "push.token", payload: { deviceToken: "" } });
    deliver({ event: "push.token" });
    deliver({ event: "app.exploded", payload: {} });
    await flush();
    expect(seen).not.toHaveBeenCalled();
    deliver({ event: "push.token", payload: { deviceToken: "ok" } });
    await flush();
    expect(seen).toHaveBeenCalledWith({ deviceToken: "ok" });
  });
});

describe("push token", () => {
  it("takes the api-client's own `api` (type-checked seam)", () => {
    const call: PutDeviceTokenCall = api;
    expect(typeof call).toBe("function");
  });

  it("registerPushToken asks the shell, then PUTs users/device-token through the api client", async () => {
    installAndroid();
    const api = vi.fn().mockResolvedValue({ ok: true });
    const done = registerPushToken(api, { token: "access-1" });
    await flush();
    expect(sentAt(0).type).toBe("push.token");
    deliver({ id: sentAt(0).id, ok: true, payload: { deviceToken: "fcm-abc" } });
    await expect(done).resolves.toBe("fcm-abc");
    expect(api).toHaveBeenCalledWith("putDeviceToken", { body: { deviceToken: "fcm-abc" }, token: "access-1" });
  });

  it("keepPushTokenRegistered also stores rotated tokens the shell announces", async () => {
    installAndroid();
    const api = vi.fn().mockResolvedValue({ ok: true });
    const off = keepPushTokenRegistered(api, () => "access-2");
    await flush();
    deliver({ id: sentAt(0).id, ok: true, payload: { deviceToken: "fcm-1" } });
    await flush();
    deliver({ event: "push.token", payload: { deviceToken: "fcm-2" } });
    await flush();
    expect(api.mock.calls).toEqual([
      ["putDeviceToken", { body: { deviceToken: "fcm-1" }, token: "access-2" }],
      ["putDeviceToken", { body: { deviceToken: "fcm-2" }, token: "access-2" }],
    ]);
    off();
    deliver({ event: "push.token", payload: { deviceToken: "fcm-3" } });
    expect(api).toHaveBeenCalledTimes(2);
  });

  it("keepPushTokenRegistered does nothing in a plain browser", async () => {
    const api = vi.fn().mockResolvedValue({ ok: true });
    const error = vi.spyOn(console, "error");
    const off = keepPushTokenRegistered(api);
    await flush();
    expect(api).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
    off();
  });
});
