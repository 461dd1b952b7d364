import { afterEach, describe, expect, it, vi } from "vitest";
import { isStaticAsset, NAVIGATION_TIMEOUT_MS, networkFirstNavigation } from "../navigation";

const page = new Response("page");
const offline = new Response("offline");

afterEach(() => vi.useRealTimers());

describe("networkFirstNavigation", () => {
  it("answers with the network's page when it comes", async () => {
    const fallback = vi.fn(async () => offline);
    expect(await networkFirstNavigation(async () => page, fallback)).toBe(page);
    expect(fallback).not.toHaveBeenCalled();
  });

  it("answers with the offline screen when the network fails", async () => {
    expect(
      await networkFirstNavigation(
        () => Promise.reject(new TypeError("Failed to fetch")),
        async () => offline,
      ),
    ).toBe(offline);
  });

  it("answers with the offline screen when the network hangs past the timeout", async () => {
    vi.useFakeTimers();
    const answer = networkFirstNavigation(
      () => new Promise<Response>(() => {}),
      async () => offline,
    );
    await vi.advanceTimersByTimeAsync(NAVIGATION_TIMEOUT_MS);
    expect(await answer).toBe(offline);
  });

  it("answers with a network error (never a hang) when even the offline screen is missing", async () => {
    const answer = await networkFirstNavigation(
      () => Promise.reject(new TypeError("offline")),
      async () => undefined,
    );
    expect(answer.type).toBe("error");
  });
});

describe("isStaticAsset", () => {
  const origin = "https://app.example";
  it("is a build file of this origin only", () => {
    expect(isStaticAsset(new URL("/_next/static/chunks/a.js", origin), origin)).toBe(true);
    expect(isStaticAsset(new URL("/evsafe/api/main/info", origin), origin)).toBe(false);
    expect(isStaticAsset(new URL("/api/auth/session", origin), origin)).toBe(false);
    expect(isStaticAsset(new URL("https://cdn.example/_next/static/a.js"), origin)).toBe(false);
  });
});
