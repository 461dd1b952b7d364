/**
 * A database that cannot be reached is an outage, not a bug of the request: data calls answer 503
 * `SERVICE_UNAVAILABLE` with a Korean message and `Retry-After`, never a 500 (docs/security.md "Database outage").
 */
import { createServer } from "node:net";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import type { LightMyRequestResponse } from "fastify";
import { DrizzleQueryError } from "drizzle-orm/errors";
import { buildApp } from "../src/app";
import { postgresDatabase } from "../src/db/client";
import { isDatabaseUnavailable } from "../src/db/unavailable";
import { DATABASE_RETRY_AFTER_SECONDS, SERVICE_UNAVAILABLE, SERVICE_UNAVAILABLE_MESSAGE } from "../src/http/retry-later";
import { createTestApp, testClient, type TestApp } from "./helpers";

const opened: { close(): Promise<unknown> }[] = [];
afterEach(async () => {
  for (const o of opened.splice(0)) await o.close().catch(() => {});
});

function expectOutage(res: LightMyRequestResponse, message = SERVICE_UNAVAILABLE_MESSAGE) {
  expect(res.statusCode, res.body).toBe(503);
  expect(res.headers["retry-after"]).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
  expect(res.json()).toEqual({ error: { code: SERVICE_UNAVAILABLE, message } });
}

/** A TCP port on the loopback nobody listens on: a connect there is refused, as with a stopped PostgreSQL. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe("the embedded database (PGlite) closed under a running API", () => {
  let t: TestApp;

  it("answers signed-in reads, sign-in and writes 503 with Retry-After", async () => {
    t = await createTestApp();
    opened.push(t);
    const token = await t.token("demo");
    await t.deps.database.close();

    expectOutage(await t.api("getMyProfile", { token }));
    expectOutage(await t.api("login", { body: { loginId: "demo", password: "Demo1234!" } }));
    expectOutage(await t.api("putMainFlicker", { token, body: { flickerPeriod: 10 } }));
  });

  it("health-check says the database is down, with Retry-After", async () => {
    t = await createTestApp();
    opened.push(t);
    await t.deps.database.close();
    expectOutage(await t.api("healthCheck"), "데이터베이스에 연결할 수 없습니다. 잠시 후 다시 시도해 주세요.");
  });
});

describe("a PostgreSQL server that refuses connections", () => {
  it("answers data calls 503 with Retry-After, through the production pool's settings", async () => {
    // A token signed by the test settings' secret, which the second app shares.
    const signer = await createTestApp();
    opened.push(signer);
    const token = await signer.token("demo");

    const database = postgresDatabase(`postgres://evsafe:unused@127.0.0.1:${await closedPort()}/evsafe`);
    const app = await buildApp({ ...signer.deps, db: database.db, database });
    opened.push(app, database);
    const client = testClient(app, signer.config.basePath);

    expectOutage(await client.api("getMyProfile", { token }));
    expectOutage(await client.api("login", { body: { loginId: "demo", password: "Demo1234!" } }));
  });
});

describe("isDatabaseUnavailable", () => {
  const coded = (code: string, message = "x") => Object.assign(new Error(message), { code });

  it.each([
    ["a refused connect", coded("ECONNREFUSED", "connect ECONNREFUSED 127.0.0.1:5432")],
    ["a connect refused on every address", new AggregateError([coded("ECONNREFUSED")], "")],
    ["a reset connection", coded("ECONNRESET")],
    ["a host that does not resolve", coded("ENOTFOUND")],
    ["the server shutting down (57P01)", coded("57P01", "terminating connection due to administrator command")],
    ["the server starting (57P03)", coded("57P03", "the database system is starting up")],
    ["a connection failure (08006)", coded("08006")],
    ["too many connections (53300)", coded("53300")],
    ["a connection that ended mid-query", new Error("Connection terminated unexpectedly")],
    ["the pool's wait for a connection", new Error("timeout exceeded when trying to connect")],
    ["an ended pool", new Error("Cannot use a pool after calling end on the pool")],
    ["a closed PGlite", new Error("PGlite is closed")],
    ["drizzle's wrapper of any of them", new DrizzleQueryError("select 1", [], new Error("Connection terminated unexpectedly"))],
  ])("%s: yes", (_what, err) => {
    expect(isDatabaseUnavailable(err)).toBe(true);
  });

  it.each([
    ["a unique violation (23505)", coded("23505", "duplicate key value violates unique constraint")],
    ["a syntax error (42601)", coded("42601", "syntax error at or near")],
    ["a bug", new TypeError("Cannot read properties of undefined")],
    ["drizzle's wrapper of a constraint error", new DrizzleQueryError("insert", [], coded("23503"))],
    ["not an error", "ECONNREFUSED"],
    ["nothing", undefined],
  ])("%s: no", (_what, err) => {
    expect(isDatabaseUnavailable(err)).toBe(false);
  });

  it("stops on a cause that points back at itself", () => {
    const a: Error & { cause?: unknown } = new Error("a");
    const b: Error & { cause?: unknown } = new Error("b", { cause: a });
    a.cause = b;
    expect(isDatabaseUnavailable(a)).toBe(false);
  });
});
