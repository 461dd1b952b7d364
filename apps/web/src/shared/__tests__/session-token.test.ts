// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { getAccessToken, publishSession, resetSessionToken, sessionSettled, SESSION_WAIT_MS } from "@/shared/session-token";

afterEach(() => {
  resetSessionToken();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("session-token", () => {
  it("answers the published session's token; none when signed out or nothing published", () => {
    expect(getAccessToken()).toBeUndefined();
    publishSession({ status: "authenticated", accessToken: "a.b.c" });
    expect(getAccessToken()).toBe("a.b.c");
    publishSession({ status: "unauthenticated", accessToken: "" });
    expect(getAccessToken()).toBeUndefined();
  });

  it("sessionSettled waits for a loading session, at most SESSION_WAIT_MS", async () => {
    vi.useFakeTimers();
    await expect(sessionSettled()).resolves.toBeUndefined(); // nothing published: no wait
    publishSession({ status: "loading" });
    const settled = vi.fn();
    void sessionSettled().then(settled);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(settled).not.toHaveBeenCalled();
    publishSession({ status: "authenticated", accessToken: "t" });
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toHaveBeenCalled();

    publishSession({ status: "loading" });
    const timedOut = vi.fn();
    void sessionSettled().then(timedOut);
    await vi.advanceTimersByTimeAsync(SESSION_WAIT_MS);
    expect(timedOut).toHaveBeenCalled();
  });
});
