// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import authEndpoint from "@/pages/api/auth/[...nextauth]";
import { LOG_BODY_MAX_BYTES, LOG_RATE, resetAuthEndpointLimits } from "../server/endpoint-limits";
import { LOG_STRING_MAX_CHARS } from "../server/auth-logger";
import { drive } from "./nextauth-driver";

const handler = authEndpoint as never;
const logs = () => [...vi.mocked(console.error).mock.calls, ...vi.mocked(console.warn).mock.calls].map((c) => JSON.stringify(c));

beforeEach(() => {
  vi.spyOn(console, "error").mockImplementation(() => {});
  vi.spyOn(console, "warn").mockImplementation(() => {});
  resetAuthEndpointLimits();
});
afterEach(() => vi.restoreAllMocks());

const postLog = (body: Record<string, string>, remoteAddress = "198.51.100.7", headers?: Record<string, string>) =>
  drive(handler, { path: ["_log"], method: "POST", body, remoteAddress, headers });

describe("POST /api/auth/_log", () => {
  it("refuses a body over the cap with a Korean 413 and logs nothing of it", async () => {
    const message = "x".repeat(900 * 1024);
    const res = await postLog({ level: "error", code: "CLIENT_FETCH_ERROR", message });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ error: { code: "PAYLOAD_TOO_LARGE", message: expect.stringMatching(/너무 큽니다/) } });
    expect(logs().join("").length).toBeLessThan(1000);
  });

  it("believes a Content-Length over the cap without measuring the body", async () => {
    const res = await postLog({ level: "error", code: "X" }, undefined, { "content-length": String(LOG_BODY_MAX_BYTES + 1) });
    expect(res.status).toBe(413);
  });

  it("logs an ordinary client error, its strings cut to a bounded length", async () => {
    const res = await postLog({ level: "error", code: "CLIENT_FETCH_ERROR", message: "m".repeat(3000), url: "/api/auth/session" });
    expect(res.status).toBe(200);
    const line = logs().find((l) => l.includes("CLIENT_FETCH_ERROR"))!;
    expect(line).toContain("/api/auth/session");
    expect(line).not.toContain("m".repeat(LOG_STRING_MAX_CHARS + 1));
    expect(line.length).toBeLessThan(LOG_STRING_MAX_CHARS + 300);
  });

  it("reduces a client-chosen code to an identifier (no line breaks into the log)", async () => {
    await postLog({ level: "error", code: "FAKE\n[next-auth][error][ADMIN_LOGIN]" });
    const line = logs().find((l) => l.includes("FAKE"))!;
    expect(line).not.toMatch(/\\n|\[ADMIN/);
  });

  it("gives each visitor address a token bucket: 429 with Retry-After once it is empty, others unaffected", async () => {
    for (let i = 0; i < LOG_RATE.burst; i++) expect((await postLog({ level: "warn", code: "W" })).status).toBe(200);
    const refused = await postLog({ level: "warn", code: "W" });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect(refused.body).toEqual({ error: { code: "TOO_MANY_REQUESTS", message: expect.stringMatching(/요청이 너무 많습니다/) } });
    const warned = vi.mocked(console.warn).mock.calls.length;
    expect(warned).toBe(LOG_RATE.burst);
    expect((await postLog({ level: "warn", code: "W" }, "203.0.113.9")).status).toBe(200);
  });

  it("counts the visitor by the connection, not by an X-Forwarded-For it wrote", async () => {
    for (let i = 0; i < LOG_RATE.burst; i++)
      await postLog({ level: "warn", code: "W" }, "198.51.100.8", { "x-forwarded-for": `10.0.0.${i}` });
    expect((await postLog({ level: "warn", code: "W" }, "198.51.100.8", { "x-forwarded-for": "10.0.1.1" })).status).toBe(429);
  });
});

describe("a session cookie we cannot read", () => {
  it.each(["garbage", "a.b.c.d.e", "eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0..AAAA.BBBB.CCCC"])(
    "is cleared with one short line and no stack (%s)",
    async (value) => {
      const res = await drive(handler, { path: ["session"], method: "GET", cookies: { "next-auth.session-token": value } });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({});
      expect(res.cookies.find((c) => c.name === "next-auth.session-token")?.attrs).toContain("Max-Age=0");
      expect(vi.mocked(console.error)).not.toHaveBeenCalled();
      const lines = logs();
      expect(lines).toHaveLength(1);
      expect(lines[0]).not.toMatch(/stack|at .*\(|node_modules/);
      expect(lines[0]!.length).toBeLessThan(200);
    },
  );
});

describe("GET /api/auth/callback/{provider}", () => {
  it.each(["evsafe", "kakao", "nope"])("answers 405 with Allow: POST, in Korean, not 500 (%s)", async (provider) => {
    for (const method of ["GET", "HEAD", "PUT"]) {
      const res = await drive(handler, { path: ["callback", provider], method });
      expect(res.status).toBe(405);
      expect(res.headers.get("allow")).toBe("POST");
      expect(res.body).toEqual({ error: { code: "METHOD_NOT_ALLOWED", message: expect.stringMatching(/[가-힣]/) } });
    }
    expect(logs()).toEqual([]);
  });
});
