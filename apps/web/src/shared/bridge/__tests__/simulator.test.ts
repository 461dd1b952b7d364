// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { bridge, bridgeReady, hasBridge, onBridgeEvent, platform, resetBridge } from "../client";
import { BRIDGE_REQUESTS, SHELL_SIMULATOR_SESSION_KEY } from "../protocol";
import { browserLikePostMessage } from "./browser-post-message";
import { bootShellSimulatorFromPage, installShellSimulator, SIMULATOR_DEFAULT_VERSION, type ShellController } from "../simulator";

let sim: ShellController | undefined;

beforeEach(() => {
  vi.useFakeTimers();
  browserLikePostMessage();
});
afterEach(() => {
  sim?.uninstall();
  sim = undefined;
  resetBridge();
  delete window.__EVSAFE_SHELL__;
  window.sessionStorage.clear();
  window.history.replaceState(null, "", "/");
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** Runs a request to completion under fake timers. */
async function settle<T>(p: Promise<T>, ms = 1_000): Promise<T> {
  await vi.advanceTimersByTimeAsync(ms);
  return p;
}

describe("shell simulator", () => {
  it("installs an Android bridge answering app.info with the scripted version, and logs what it saw", async () => {
    sim = installShellSimulator({ platform: "AOS", version: "1.2.0" });
    expect([hasBridge(), platform()]).toEqual([true, "AOS"]);
    await expect(settle(bridge.request("app.info"))).resolves.toEqual({ version: "1.2.0", platform: "AOS", statusBarHeight: 48 });
    expect(window.__EVSAFE_SHELL_LOG__).toBe(sim.log);
    expect(sim.log).toEqual([expect.objectContaining({ type: "app.info", payload: {} })]);
    expect(sim.log[0]?.invalid).toBeUndefined();
  });

  it("installs an iOS bridge through webkit.messageHandlers", async () => {
    sim = installShellSimulator({ platform: "iOS" });
    expect(window.AndroidBridge).toBeUndefined();
    expect(platform()).toBe("iOS");
    await expect(settle(bridge.request("app.info"))).resolves.toEqual({
      version: SIMULATOR_DEFAULT_VERSION,
      platform: "iOS",
      statusBarHeight: 94,
    });
  });

  it("grants permissions unless told to deny, answers after the scripted delay", async () => {
    sim = installShellSimulator({ permissions: { READ_MEDIA_IMAGES: false }, delayMs: 500 });
    const notifications = bridge.request("permission.request", { permission: "POST_NOTIFICATIONS" });
    let early: unknown;
    void notifications.then((r) => (early = r));
    await vi.advanceTimersByTimeAsync(400);
    expect(early).toBeUndefined();
    await expect(settle(notifications, 200)).resolves.toEqual({ granted: true });
    await expect(settle(bridge.request("permission.request", { permission: "READ_MEDIA_IMAGES" }))).resolves.toEqual({ granted: false });
  });

  it("plays a list of answers in order, then repeats the last", async () => {
    sim = installShellSimulator({
      answers: {
        "permission.request": [
          { ok: true, payload: { granted: false } },
          { ok: true, payload: { granted: true } },
        ],
      },
    });
    const ask = () => settle(bridge.request("permission.request", { permission: "POST_NOTIFICATIONS" }));
    expect(await ask()).toEqual({ granted: false });
    expect(await ask()).toEqual({ granted: true });
    expect(await ask()).toEqual({ granted: true });
  });

  it("can stay silent so the request times out", async () => {
    sim = installShellSimulator({ answers: { "app.info": { noAnswer: true } } });
    const outcome = bridge.request("app.info").catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(BRIDGE_REQUESTS["app.info"].timeoutMs);
    expect(await outcome).toMatchObject({ code: "TIMEOUT" });
    expect(sim.log).toHaveLength(1);
  });

  it("answers a scripted error (a cancelled social sign-in)", async () => {
    sim = installShellSimulator({
      answers: { "auth.social": { ok: false, error: { code: "CANCELLED", message: "로그인을 취소했습니다." } } },
    });
    const outcome = bridge.request("auth.social", { provider: "apple" }).catch((e: unknown) => e);
    expect(await settle(outcome)).toMatchObject({ code: "CANCELLED", message: "로그인을 취소했습니다." });
  });

  it("signs in with a real oauthKey from the reference API's simulator endpoint", async () => {
    const fetchMock = vi.fn().mockResolvedValue(
      new Response(JSON.stringify({ results: { oauthKey: "body.mac", expiresAt: "2026-11-22T05:10:00.000Z" } }), {
        status: 200,
        headers: { "content-type": "application/json" },
      }),
    );
    vi.stubGlobal("fetch", fetchMock);
    sim = installShellSimulator({ social: { sub: "kakao-42", name: "김민준", email: null } });
    const result = await settle(bridge.request("auth.social", { provider: "kakao" }));
    expect(result).toEqual({ provider: "kakao", sub: "kakao-42", name: "김민준", email: null, oauthKey: "body.mac" });
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe("/evsafe/api/sim/oauth-key");
    expect(init.method).toBe("POST");
    expect(JSON.parse(String(init.body))).toEqual({ provider: "kakao", sub: "kakao-42", name: "김민준", email: null });
  });

  it("turns an API refusal or an unreachable API into a bridge error", async () => {
    vi.stubGlobal(
      "fetch",
      vi
        .fn()
        .mockResolvedValueOnce(
          new Response(JSON.stringify({ error: { code: "BAD_REQUEST", message: "소셜 계정 식별자(sub)가 필요합니다." } }), { status: 400 }),
        )
        .mockRejectedValueOnce(new TypeError("Failed to fetch")),
    );
    sim = installShellSimulator();
    const first = bridge.request("auth.social", { provider: "google" }).catch((e: unknown) => e);
    expect(await settle(first)).toMatchObject({ code: "FAILED", message: "소셜 계정 식별자(sub)가 필요합니다." });
    const second = bridge.request("auth.social", { provider: "google" }).catch((e: unknown) => e);
    expect(await settle(second)).toMatchObject({ code: "NETWORK" });
  });

  it("answers push.token, file.download and link.open, and lets a test change an answer", async () => {
    sim = installShellSimulator({ deviceToken: "fcm-test" });
    expect(await settle(bridge.request("push.token"))).toEqual({ deviceToken: "fcm-test" });
    expect(await settle(bridge.request("file.download", { url: "/a.pdf", fileName: "a.pdf" }))).toEqual({ saved: true });
    expect(await settle(bridge.request("link.open", { url: "https://apps.apple.com/kr/app/id6480000001" }))).toEqual({});
    sim.setAnswer("file.download", { ok: true, payload: { saved: false } });
    expect(await settle(bridge.request("file.download", { url: "/a.pdf", fileName: "a.pdf" }))).toEqual({ saved: false });
    expect(sim.log.map((e) => e.type)).toEqual(["push.token", "file.download", "link.open", "file.download"]);
    expect(sim.log[2]?.payload).toEqual({ url: "https://apps.apple.com/kr/app/id6480000001" });
  });

  it("answers UNSUPPORTED to an unknown type or protocol version, as an old shell would", async () => {
    sim = installShellSimulator();
    const replies: unknown[] = [];
    window.addEventListener("message", (e) => replies.push(e.data));
    window.AndroidBridge?.postMessage(JSON.stringify({ v: 1, id: "x1", type: "camera.open", payload: {} }));
    window.AndroidBridge?.postMessage(JSON.stringify({ v: 2, id: "x2", type: "app.info", payload: {} }));
    window.AndroidBridge?.postMessage("{broken");
    await vi.advanceTimersByTimeAsync(1_000);
    expect(replies).toEqual([
      { id: "x1", ok: false, error: { code: "UNSUPPORTED", message: "지원하지 않는 요청입니다." } },
      { id: "x2", ok: false, error: { code: "UNSUPPORTED", message: "지원하지 않는 요청 형식입니다." } },
    ]);
    expect(sim.log.map((e) => e.invalid)).toEqual(["type", "version", "not JSON"]);
  });

  it("sends shell events through the page's own postMessage", async () => {
    sim = installShellSimulator();
    const seen = vi.fn();
    onBridgeEvent("app.foreground", seen);
    window.__EVSAFE_SHELL_CONTROL__?.emit("app.foreground");
    await vi.advanceTimersByTimeAsync(0);
    expect(seen).toHaveBeenCalledTimes(1);
  });

  it("uninstalls cleanly and drops answers still on their way", async () => {
    sim = installShellSimulator({ delayMs: 100 });
    const outcome = bridge.request("app.info", undefined, { timeoutMs: 500 }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(10);
    sim.uninstall();
    expect([hasBridge(), window.__EVSAFE_SHELL_CONTROL__]).toEqual([false, undefined]);
    await vi.advanceTimersByTimeAsync(500);
    expect(await outcome).toMatchObject({ code: "TIMEOUT" });
  });
});

describe("the dev switch", () => {
  it("does nothing in a build without NEXT_PUBLIC_SHELL_SIMULATOR=1, even when a test script is present", async () => {
    window.__EVSAFE_SHELL__ = { platform: "AOS" };
    await bridgeReady();
    expect(hasBridge()).toBe(false);
  });

  it("installs the script Playwright sets before the page runs", async () => {
    vi.stubEnv("NEXT_PUBLIC_SHELL_SIMULATOR", "1");
    window.__EVSAFE_SHELL__ = { platform: "iOS", version: "1.0.0" };
    await bridgeReady();
    expect(platform()).toBe("iOS");
    sim = window.__EVSAFE_SHELL_CONTROL__;
    expect(await settle(bridge.request("app.info"))).toMatchObject({ version: "1.0.0" });
  });

  it("stays off without a script or ?shell=", async () => {
    vi.stubEnv("NEXT_PUBLIC_SHELL_SIMULATOR", "1");
    await bridgeReady();
    expect(hasBridge()).toBe(false);
  });

  it("?shell=aos turns it on for the tab (surviving reloads) until ?shell=off", () => {
    window.history.replaceState(null, "", "/home?shell=aos&shellVersion=1.2.4");
    sim = bootShellSimulatorFromPage();
    expect(platform()).toBe("AOS");
    expect(JSON.parse(window.sessionStorage.getItem(SHELL_SIMULATOR_SESSION_KEY) ?? "null")).toEqual({ platform: "AOS", version: "1.2.4" });
    sim?.uninstall();

    window.history.replaceState(null, "", "/menu");
    sim = bootShellSimulatorFromPage();
    expect(platform()).toBe("AOS");
    sim?.uninstall();

    window.history.replaceState(null, "", "/menu?shell=off");
    sim = bootShellSimulatorFromPage();
    expect(sim).toBeUndefined();
    expect(window.sessionStorage.getItem(SHELL_SIMULATOR_SESSION_KEY)).toBeNull();
  });
});
