import { describe, expect, it } from "vitest";
import {
  apiSubPath,
  bodyLimitFor,
  forwardedFor,
  isDemoOnlyPath,
  JSON_BODY_MAX_BYTES,
  UPLOAD_BODY_MAX_BYTES,
  upstreamHeaders,
  withoutSessionCookies,
} from "../server/api-forward";

describe("withoutSessionCookies", () => {
  it("keeps other cookies and drops next-auth's", () => {
    expect(
      withoutSessionCookies("a=1; next-auth.session-token=x; __Secure-next-auth.session-token=y; __Host-next-auth.csrf-token=z; b=2"),
    ).toBe("a=1; b=2");
    expect(withoutSessionCookies("next-auth.callback-url=/home")).toBe("");
    expect(withoutSessionCookies(null)).toBe("");
  });
});

describe("demo-only paths", () => {
  it("are the simulators and fault injection, under either prefix", () => {
    expect(isDemoOnlyPath(apiSubPath("/evsafe/api/sim/identity/verify", "evsafe")!)).toBe(true);
    expect(isDemoOnlyPath(apiSubPath("/evsafe/api/__faults", "evsafe")!)).toBe(true);
    expect(isDemoOnlyPath(apiSubPath("/api/forward/__faults/clear", "evsafe")!)).toBe(true);
    expect(isDemoOnlyPath(apiSubPath("/evsafe/api/health-check", "evsafe")!)).toBe(false);
    expect(isDemoOnlyPath(apiSubPath("/evsafe/api/users/simple", "evsafe")!)).toBe(false);
    expect(apiSubPath("/other/api/x", "evsafe")).toBeNull();
  });
});

describe("X-Forwarded-For", () => {
  it("appends the address this server saw to what the client sent", () => {
    expect(forwardedFor(["Host", "x", "X-Forwarded-For", "203.0.113.7"], "10.0.0.2")).toBe("203.0.113.7, 10.0.0.2");
    expect(forwardedFor(["x-forwarded-for", "1.1.1.1, 2.2.2.2", "X-Forwarded-For", "3.3.3.3"], "::1")).toBe("1.1.1.1, 2.2.2.2, 3.3.3.3, ::1");
    expect(forwardedFor([], "127.0.0.1")).toBe("127.0.0.1");
  });

  it("ignores the value Next fills in when the client sent none", () => {
    const headers = upstreamHeaders({
      // Next sets x-forwarded-for to the socket's address when it is missing; rawHeaders are what was sent.
      headers: { host: "web", "x-forwarded-for": "127.0.0.1", cookie: "next-auth.session-token=s; a=1", expect: "100-continue" },
      rawHeaders: ["Host", "web", "Cookie", "next-auth.session-token=s; a=1", "Expect", "100-continue"],
      socket: { remoteAddress: "127.0.0.1" } as never,
    });
    expect(headers["x-forwarded-for"]).toBe("127.0.0.1");
    expect(headers.cookie).toBe("a=1");
    expect(headers.expect).toBeUndefined();
    expect(headers.host).toBeUndefined();
  });
});

describe("body limits", () => {
  it("allow 1 MB of JSON and five 10 MB files in a multipart upload", () => {
    expect(bodyLimitFor("application/json")).toBe(JSON_BODY_MAX_BYTES);
    expect(bodyLimitFor(undefined)).toBe(JSON_BODY_MAX_BYTES);
    expect(bodyLimitFor("multipart/form-data; boundary=x")).toBe(UPLOAD_BODY_MAX_BYTES);
    expect(UPLOAD_BODY_MAX_BYTES).toBeGreaterThan(5 * 10 * 1024 * 1024);
    expect(UPLOAD_BODY_MAX_BYTES).toBeLessThan(60 * 1024 * 1024);
  });
});
