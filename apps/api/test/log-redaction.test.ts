import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp, redactUrl } from "../src/app";
import type { FastifyInstance } from "fastify";
import { createTestApp, type TestApp } from "./helpers";

/** Everything the logger writes, as one string. */
function captured() {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      chunks.push(String(chunk));
      done();
    },
  });
  return { stream, text: () => chunks.join("") };
}

describe("API logs never contain tokens", () => {
  let t: TestApp;
  let app: FastifyInstance;
  const log = captured();
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    app = await buildApp({ ...t.deps, config: { ...t.deps.config, logLevel: "info" } }, { logger: true, logStream: log.stream });
    // A handler that logs the whole request, headers included, as careless code might.
    app.get("/log-headers", async (req) => {
      req.log.info({ req: { headers: req.headers }, headers: req.headers }, "headers");
      return { ok: true };
    });
  });
  afterAll(async () => {
    await app.close();
    await t.close();
  });

  it("query-string secrets, Authorization, Cookie and token headers are redacted", async () => {
    const headers = {
      authorization: "Bearer eyJhbGciOiJIUzI1NiJ9.bearer-secret-xyz",
      cookie: "next-auth.session-token=cookie-secret-xyz",
      token: "header-token-xyz",
    };
    await app.inject({ method: "GET", url: `${t.config.basePath}/auth/find-id?serviceToken=abc123secret&page=2`, headers });
    await app.inject({
      method: "GET",
      url: `/log-headers?accessToken=acc-secret-1&refreshToken=ref-secret-2&oauthKey=oauth-secret-3&token=tok-secret-4`,
      headers,
    });
    const out = log.text();
    expect(out).toContain("find-id"); // the requests were logged at all
    expect(out).toContain("page=2");
    for (const secret of [
      "abc123secret",
      "bearer-secret-xyz",
      "cookie-secret-xyz",
      "header-token-xyz",
      "acc-secret-1",
      "ref-secret-2",
      "oauth-secret-3",
      "tok-secret-4",
    ]) {
      expect(out, secret).not.toContain(secret);
    }
  });

  it("redactUrl keeps ordinary parameters and the path", () => {
    expect(redactUrl("/evsafe/api/x?serviceToken=a%2Bb&page=1&promotionKey=K1")).toBe(
      "/evsafe/api/x?serviceToken=[REDACTED]&page=1&promotionKey=[REDACTED]",
    );
    expect(redactUrl("/evsafe/api/x")).toBe("/evsafe/api/x");
  });
});
