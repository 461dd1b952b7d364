// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createAuthOptions } from "../server/options";
import { resetRefreshFlights } from "../server/refresh";
import { makeAccessToken } from "./jwt-factory";
import { csrfFor, drive, nextAuthWith } from "./nextauth-driver";

const ACCESS = makeAccessToken({ userName: "김민준" });
const REFRESH = "Q2hhbmdlTWVJbkFSZWFsUmVmcmVzaFRva2VuMDEyMzQ1";

/**
 * callbackUrl values a browser resolves on our origin to a path starting with `//` (or that it reads as one): given
 * as a Location or navigated to, each would leave for evil.example. The form fields arrive decoded, so the encoded
 * forms here are what reaches next-auth after one round of form decoding.
 */
const OFF_SITE = [
  "/.//evil.example/phish",
  "/..//evil.example/phish",
  "/%2e//evil.example/phish",
  "/%2E%2E//evil.example/phish",
  "/a/..//evil.example/phish",
  "/\\evil.example/phish",
  "/\t/evil.example/phish",
  "http://localhost:3000/.//evil.example/phish",
];

beforeEach(() => {
  vi.spyOn(console, "error").mockImplementation(() => {});
  vi.spyOn(console, "warn").mockImplementation(() => {});
  vi.stubGlobal(
    "fetch",
    vi.fn(
      async () =>
        new Response(
          JSON.stringify({
            results: {
              accessToken: ACCESS,
              refreshToken: REFRESH,
              tokenType: "Bearer",
              expiresIn: 1800,
              userId: "demo",
              userName: "김민준",
            },
          }),
          { status: 200, headers: { "content-type": "application/json" } },
        ),
    ),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  resetRefreshFlights();
});

async function post(action: "callback" | "signout", callbackUrl: string, json: boolean) {
  const handler = nextAuthWith(createAuthOptions({ NODE_ENV: "test" }));
  const { csrfToken, cookies } = await csrfFor(handler);
  const fields = action === "callback" ? { loginId: "demo", password: "Demo1234!" } : {};
  return drive(handler, {
    path: action === "callback" ? ["callback", "evsafe"] : ["signout"],
    method: "POST",
    body: { csrfToken, callbackUrl, ...fields, ...(json ? { json: "true" } : {}) },
    cookies,
  });
}

describe("callbackUrl on next-auth's form POSTs", () => {
  it.each(OFF_SITE)("sign-in answers %j with 302 to /home, never to another host", async (callbackUrl) => {
    const res = await post("callback", callbackUrl, false);
    expect(res.status).toBe(302);
    expect(res.location).toBe("/home");
  });

  it.each(OFF_SITE)("sign-in with json=true answers %j with url /home", async (callbackUrl) => {
    expect((await post("callback", callbackUrl, true)).body).toEqual({ url: "/home" });
  });

  it.each(OFF_SITE)("sign-out answers %j with /home, as a Location and as json", async (callbackUrl) => {
    const res = await post("signout", callbackUrl, false);
    expect(res.status).toBe(302);
    expect(res.location).toBe("/home");
    expect((await post("signout", callbackUrl, true)).body).toEqual({ url: "/home" });
  });

  it("answers the resolved path, not the raw string, for a same-origin callbackUrl", async () => {
    expect((await post("callback", "/a/../menu?tab=1", true)).body).toEqual({ url: "/menu?tab=1" });
    // Encoded slashes stay one path segment on our host.
    expect((await post("callback", "/%2F%2Fevil.example/phish", true)).body).toEqual({ url: "/%2F%2Fevil.example/phish" });
    expect((await post("signout", "/%5C%5Cevil.example", true)).body).toEqual({ url: "/%5C%5Cevil.example" });
  });

  it("never follows the callback-url cookie to another host either", async () => {
    const handler = nextAuthWith(createAuthOptions({ NODE_ENV: "test" }));
    const res = await drive(handler, {
      path: ["signin"],
      method: "GET",
      cookies: { "next-auth.callback-url": "/.//evil.example/phish" },
    });
    expect(res.location).toBe("/signin?callbackUrl=%2Fhome");
  });
});
