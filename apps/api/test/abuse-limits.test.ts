/**
 * Abuse limits (docs/security.md "Abuse limits"): failed sign-ins lock a login id (known or not) for the failing
 * client IP with 429, Retry-After and a Korean "until when", without hashing while locked, reset by a success, kept
 * across a restart; failures from many IPs lock the id for every IP that never signed in to it; per-IP token buckets
 * on public and auth calls, a tight one on the login id checks; per-phone-and-requester, per-phone and per-token
 * limits on identity verification, find-id and the password reset; and a bounded concurrency for password hashing.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { buildApp } from "../src/app";
import { loadConfig } from "../src/config";
import { createDeps } from "../src/deps";
import { RetryLaterError } from "../src/http/retry-later";
import {
  FIND_ID_READS_PER_TOKEN,
  IDENTITY_VERIFICATIONS_PER_PHONE,
  IDENTITY_VERIFICATIONS_PER_PHONE_ALL,
  IDENTITY_WINDOW_MINUTES,
  LOGIN_FAILURES_BEFORE_LOCK,
  LOGIN_ID_FAILURES_BEFORE_LOCK,
  LOGIN_LOCK_MINUTES,
  PASSWORD_RESET_ATTEMPTS_PER_TOKEN,
} from "../src/services/attempt-limits";
import {
  ConcurrencyLimit,
  HASH_CONCURRENCY,
  HASH_QUEUE_LIMIT,
  hashPassword,
  passwordHashing,
  SERVER_BUSY_MESSAGE,
} from "../src/services/passwords";
import { EXPENSIVE_CALL_LIMIT, LOGIN_ID_CHECK_LIMIT, PUBLIC_CALL_LIMIT, TokenBuckets } from "../src/plugins/rate-limit";
import { createScratchDatabase, createTestApp, expectClientError, TEST_NOW, type TestApp } from "./helpers";

const PASSWORD = "Demo1234!";
const MINUTE = 60 * 1000;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => {
  t.setNow(TEST_NOW);
  vi.restoreAllMocks();
});

const login = (loginId: string, password: string, ip?: string) =>
  t.api("login", { body: { loginId, password }, ...(ip ? { headers: { "x-forwarded-for": ip } } : {}) });
const at = (ms: number) => new Date(TEST_NOW.getTime() + ms);

/** Sends LOGIN_FAILURES_BEFORE_LOCK wrong passwords (from `ip`): all but the last answer 401, the last starts the lock. */
async function failUntilLocked(loginId: string, ip?: string) {
  for (let i = 1; i < LOGIN_FAILURES_BEFORE_LOCK; i++) expectClientError(await login(loginId, `Wrong#${i}pass`, ip), 401);
  return login(loginId, "Wrong#lastpass", ip);
}

describe("failed sign-ins per login id", () => {
  it("locks after LOGIN_FAILURES_BEFORE_LOCK failures: 429, Retry-After and a Korean 'until when'; nothing is hashed while locked", async () => {
    // TEST_NOW is 14:00 in Seoul.
    const res = await failUntilLocked("demowarn");
    const err = expectClientError(res, 429);
    expect(err.message).toBe(`로그인 시도가 너무 많습니다. 14시 ${LOGIN_LOCK_MINUTES}분 이후에 다시 시도해 주세요.`);
    expect(res.headers["retry-after"]).toBe(String(LOGIN_LOCK_MINUTES * 60));

    const hashing = vi.spyOn(passwordHashing, "run");
    t.setNow(at(LOGIN_LOCK_MINUTES * MINUTE - 1000));
    const locked = await login("demowarn", PASSWORD);
    expect(expectClientError(locked, 429).message).toContain("14시 15분 이후에");
    expect(locked.headers["retry-after"]).toBe("1");
    expect(hashing).not.toHaveBeenCalled();
  });

  it("the lock ends on time, a success resets the count, and further failures lock for longer", async () => {
    expectClientError(await failUntilLocked("demo03"), 429);
    t.setNow(at(LOGIN_LOCK_MINUTES * MINUTE));
    expect((await login("demo03", PASSWORD)).statusCode).toBe(200);
    // A success forgets earlier failures: half the allowance, a success, then a whole allowance less one, all 401.
    for (let i = 0; i < LOGIN_FAILURES_BEFORE_LOCK / 2; i++) expectClientError(await login("demo03", "Wrong#1pass"), 401);
    expect((await login("demo03", PASSWORD)).statusCode).toBe(200);
    for (let i = 1; i < LOGIN_FAILURES_BEFORE_LOCK; i++) expectClientError(await login("demo03", "Wrong#1pass"), 401);

    t.setNow(TEST_NOW);
    expectClientError(await failUntilLocked("demo04"), 429);
    t.setNow(at(LOGIN_LOCK_MINUTES * MINUTE));
    const again = await failUntilLocked("demo04");
    expectClientError(again, 429);
    expect(again.headers["retry-after"]).toBe(String(2 * LOGIN_LOCK_MINUTES * 60));
  });

  it("an unknown login id is answered exactly like a known one, lock included", async () => {
    const known: Array<[number, string]> = [];
    const unknown: Array<[number, string]> = [];
    for (let i = 0; i < LOGIN_FAILURES_BEFORE_LOCK + 1; i++) {
      const a = await login("demo01", "Wrong#pass1");
      const b = await login("nobody-here", "Wrong#pass1");
      known.push([a.statusCode, a.json().error.message]);
      unknown.push([b.statusCode, b.json().error.message]);
    }
    expect(unknown).toEqual(known);
    expect(known.at(-1)![0]).toBe(429);
  });

  it("the count is kept in the database: a restarted API on the same storage still refuses", async () => {
    const tmp = mkdtempSync(join(tmpdir(), "evsafe-limits-"));
    const scratch = process.env.TEST_DATABASE_URL ? await createScratchDatabase(process.env.TEST_DATABASE_URL, "evsafe_limits") : undefined;
    const open = async () => {
      const config = loadConfig({
        NODE_ENV: "test",
        DATA_DIR: join(tmp, "pglite"),
        FILE_DIR: join(tmp, "files"),
        SEED: "1",
        ...(scratch ? { DATABASE_URL: scratch.url } : {}),
      });
      const deps = await createDeps(config, () => TEST_NOW);
      const app = await buildApp(deps);
      const call = (password: string) =>
        app.inject({ method: "POST", url: `${config.basePath}/auth/login`, payload: { loginId: "demo", password } });
      return {
        call,
        close: async () => {
          await app.close();
          await deps.database.close();
        },
      };
    };
    try {
      const first = await open();
      for (let i = 0; i < LOGIN_FAILURES_BEFORE_LOCK; i++) await first.call("Wrong#pass1");
      await first.close();
      const second = await open();
      expectClientError(await second.call(PASSWORD), 429);
      await second.close();
    } finally {
      rmSync(tmp, { recursive: true, force: true });
      await scratch?.drop();
    }
  });
});

describe("a stranger cannot lock the owner out", () => {
  const attacker = "198.51.100.66";

  it("failures from one IP lock the login id for that IP only: the owner's right password from another IP still signs in", async () => {
    expectClientError(await failUntilLocked("demo00", attacker), 429);
    expectClientError(await login("demo00", PASSWORD, attacker), 429);
    // The owner, from an address that has never failed (nor signed in) before.
    expect((await login("demo00", PASSWORD, "203.0.113.105")).statusCode).toBe(200);
    // A success elsewhere does not lift the attacker's lock.
    expectClientError(await login("demo00", PASSWORD, attacker), 429);
  });

  it(`failures from many IPs: the ${LOGIN_ID_FAILURES_BEFORE_LOCK}th locks the id for every IP that never signed in to it; an IP that has signed in before, or where the owner reset the password, still signs in`, async () => {
    const ownerIp = "203.0.113.106";
    expect((await login("demoempty", PASSWORD, ownerIp)).statusCode).toBe(200);
    // Guessing from a pool of addresses, each staying under its own lock. scrypt is stubbed for the wrong passwords
    // (they stay wrong), so the test does not hash a hundred times.
    vi.spyOn(passwordHashing, "run").mockImplementation(<T>() => Promise.resolve(Buffer.alloc(32) as T));
    const perIp = LOGIN_FAILURES_BEFORE_LOCK - 1;
    const fromPool = (i: number) => `192.0.2.${100 + Math.floor(i / perIp)}`;
    for (let i = 0; i < LOGIN_ID_FAILURES_BEFORE_LOCK - 1; i++)
      expectClientError(await login("demoempty", `Wrong#${i}pass`, fromPool(i)), 401);
    const last = await login("demoempty", "Wrong#lastpass", fromPool(LOGIN_ID_FAILURES_BEFORE_LOCK - 1));
    expect(expectClientError(last, 429).message).toBe(
      `로그인 시도가 너무 많습니다. 14시 ${LOGIN_LOCK_MINUTES}분 이후에 다시 시도해 주세요.`,
    );
    vi.restoreAllMocks();

    // A fresh address is held back, right password or not, and nothing is hashed for it.
    const hashing = vi.spyOn(passwordHashing, "run");
    const fresh = await login("demoempty", PASSWORD, "203.0.113.200");
    expectClientError(fresh, 429);
    expect(fresh.headers["retry-after"]).toBe(String(LOGIN_LOCK_MINUTES * 60));
    expect(hashing).not.toHaveBeenCalled();
    // The owner's known address signs in.
    expect((await login("demoempty", PASSWORD, ownerIp)).statusCode).toBe(200);
    // On a new address the owner proves who they are (identity verification, password reset) and signs in there.
    const newIp = "203.0.113.107";
    const from = { "x-forwarded-for": newIp };
    const person = { name: "최하은", phone: "010-1003-5711", birthDate: "1988-04-13" };
    const verified = await t.call("POST", "sim/identity-verification", { body: person, headers: from });
    const serviceToken = verified.json().results.serviceToken as string;
    const reset = await t.ok("setPasswordByToken", { body: { serviceToken, newPassword: "Fresh#2026pw" }, headers: from });
    expect(reset).toEqual({ ok: true, userId: "dem******" });
    expect((await login("demoempty", "Fresh#2026pw", newIp)).statusCode).toBe(200);
    // The lock ends on time for everyone.
    t.setNow(at(LOGIN_LOCK_MINUTES * MINUTE));
    expect((await login("demoempty", "Fresh#2026pw", "203.0.113.200")).statusCode).toBe(200);
  });
});

describe("per-IP limits on public and auth calls", () => {
  it("a client over the public burst gets 429 with Retry-After; another address does not; the bucket refills", async () => {
    const ip = "203.0.113.7";
    const call = (from: string, method: "GET" | "HEAD" = "GET") =>
      t.call(method, "common/fire-warning", { headers: { "x-forwarded-for": from } });
    // HEAD (answered by the GET route) counts too.
    for (let i = 0; i < PUBLIC_CALL_LIMIT.burst; i++) expect((await call(ip, i % 2 ? "HEAD" : "GET")).statusCode).toBe(200);
    const refused = await call(ip);
    const err = expectClientError(refused, 429);
    expect(err.code).toBe("TOO_MANY_REQUESTS");
    expect(Number(refused.headers["retry-after"])).toBeGreaterThanOrEqual(1);
    expect((await call("203.0.113.8")).statusCode).toBe(200);
    // A signed-in call is outside the per-IP limit.
    const token = await t.token("demo");
    expect((await t.api("getMyProfile", { token, headers: { "x-forwarded-for": ip } })).statusCode).toBe(200);
    t.setNow(at(MINUTE));
    expect((await call(ip)).statusCode).toBe(200);
  });

  const findId = (t: TestApp, from: string) =>
    t.api("findId", { query: { serviceToken: "x".repeat(30) }, headers: { "x-forwarded-for": from } });

  it("find-id, sign-in and the other expensive calls have a tighter bucket each", async () => {
    const ip = "198.51.100.20";
    for (let i = 0; i < EXPENSIVE_CALL_LIMIT.burst; i++) expectClientError(await findId(t, ip), 400);
    const refused = await findId(t, ip);
    expectClientError(refused, 429);
    expect(refused.headers["retry-after"]).toBeDefined();
    // Sign-in has a bucket of its own.
    expect((await login("demo", PASSWORD, ip)).statusCode).toBe(200);
  });

  it("the login id checks (users/{id}/exists, users/id-duplicated) share a tight bucket per IP: 429 with Retry-After", async () => {
    const ip = "198.51.100.30";
    const exists = (id: string, from = ip) => t.api("existsUser", { params: { id }, headers: { "x-forwarded-for": from } });
    const duplicated = (id: string) => t.api("idDuplicated", { query: { userId: id }, headers: { "x-forwarded-for": ip } });
    for (let i = 0; i < LOGIN_ID_CHECK_LIMIT.burst; i++) {
      const res = await (i % 2 ? duplicated(`guess${i}`) : exists(`guess${i}`));
      expect(res.statusCode).toBe(200);
    }
    for (const refused of [await exists("demo"), await duplicated("demo")]) {
      expect(expectClientError(refused, 429).code).toBe("TOO_MANY_REQUESTS");
      expect(refused.headers["retry-after"]).toBe(String(Math.ceil(60 / LOGIN_ID_CHECK_LIMIT.perMinute)));
    }
    expect((await exists("demo", "198.51.100.31")).statusCode).toBe(200);
    t.setNow(at(MINUTE));
    expect((await exists("demo")).statusCode).toBe(200);
  });

  it("X-Forwarded-For counts only from a trusted proxy (TRUST_PROXY)", async () => {
    // A client connecting from 203.0.113.50 that claims another address each time.
    const claiming = (app: TestApp, i: number) =>
      app.app.inject({
        method: "GET",
        url: app.url("auth/find-id"),
        query: { serviceToken: "x".repeat(30) },
        remoteAddress: "203.0.113.50",
        headers: { "x-forwarded-for": `192.0.2.${i % 250}` },
      });
    // Default (loopback only): the claim is ignored, every request counts against 203.0.113.50.
    for (let i = 0; i < EXPENSIVE_CALL_LIMIT.burst; i++) expectClientError(await claiming(t, i), 400);
    expectClientError(await claiming(t, 251), 429);
    // 203.0.113.50 configured as a proxy: each forwarded address has its own bucket.
    const u = await createTestApp({ env: { TRUST_PROXY: "203.0.113.50" } });
    try {
      for (let i = 0; i <= EXPENSIVE_CALL_LIMIT.burst; i++) expectClientError(await claiming(u, i), 400);
    } finally {
      await u.close();
    }
  });

  it("a client on this machine (loopback) is not limited per IP: the web server's own calls, the test suites", async () => {
    for (let i = 0; i < EXPENSIVE_CALL_LIMIT.burst + 5; i++) expectClientError(await findId(t, "127.0.0.1"), 400);
    for (let i = 0; i < EXPENSIVE_CALL_LIMIT.burst + 5; i++) {
      expectClientError(await t.api("findId", { query: { serviceToken: "x".repeat(30) } }), 400);
    }
  });

  it("TRUST_PROXY must be none, a known name or addresses/CIDRs: anything else stops start-up naming it", () => {
    expect(loadConfig({ NODE_ENV: "test", TRUST_PROXY: "10.0.0.0/8, ::1, loopback" }).trustProxy).toBe("10.0.0.0/8, ::1, loopback");
    expect(loadConfig({ NODE_ENV: "test", TRUST_PROXY: "none" }).trustProxy).toBe(false);
    for (const bad of ["true", "10.0.0.0/33", "proxy.example.com"]) {
      expect(() => loadConfig({ NODE_ENV: "test", TRUST_PROXY: bad })).toThrow(/TRUST_PROXY/);
    }
  });

  it("the buckets are bounded: the least recently seen client is forgotten first", () => {
    const buckets = new TokenBuckets({ burst: 1, perMinute: 1 }, 3);
    for (const ip of ["a", "b", "c", "d"]) expect(buckets.take(ip, 0)).toBe(0);
    expect(buckets.size).toBe(3);
    expect(buckets.take("b", 0)).toBeGreaterThan(0); // still remembered, empty
    expect(buckets.take("a", 0)).toBe(0); // forgotten, a full bucket again
  });
});

describe("identity verification, find-id and the password reset", () => {
  const verify = (phone: string, name = "김민준", birthDate = "1985-01-10", from?: string) =>
    t.call("POST", "sim/identity-verification", {
      body: { name, phone, birthDate },
      ...(from ? { headers: { "x-forwarded-for": from } } : {}),
    });

  it(`at most ${IDENTITY_VERIFICATIONS_PER_PHONE} verifications per phone number per ${IDENTITY_WINDOW_MINUTES} minutes, whatever the name and birth date`, async () => {
    for (let i = 0; i < IDENTITY_VERIFICATIONS_PER_PHONE; i++) {
      expect((await verify("010-3333-4444", "김민준", `1985-01-${String(10 + i)}`)).statusCode).toBe(200);
    }
    const refused = await verify("010-3333-4444", "김민준", "1985-02-01");
    expect(expectClientError(refused, 429).message).toBe("본인인증 시도가 너무 많습니다. 15시 00분 이후에 다시 시도해 주세요.");
    expect(refused.headers["retry-after"]).toBe(String(IDENTITY_WINDOW_MINUTES * 60));
    expect((await verify("010-3333-4445")).statusCode).toBe(200);
    t.setNow(at(IDENTITY_WINDOW_MINUTES * MINUTE));
    expect((await verify("010-3333-4444")).statusCode).toBe(200);
  });

  it("the per-phone limit counts per requester: a stranger's verifications do not block the owner's", async () => {
    const stranger = "198.51.100.77";
    for (let i = 0; i < IDENTITY_VERIFICATIONS_PER_PHONE; i++) {
      expect((await verify("010-3333-5555", "김민준", `1985-01-${String(10 + i)}`, stranger)).statusCode).toBe(200);
    }
    expectClientError(await verify("010-3333-5555", "김민준", "1985-02-01", stranger), 429);
    expect((await verify("010-3333-5555", "김민준", "1985-01-10", "203.0.113.177")).statusCode).toBe(200);
  });

  it(`at most ${IDENTITY_VERIFICATIONS_PER_PHONE_ALL} verifications per phone number per ${IDENTITY_WINDOW_MINUTES} minutes from every requester together`, async () => {
    const fromPool = (i: number) => `192.0.2.${Math.floor(i / IDENTITY_VERIFICATIONS_PER_PHONE)}`;
    for (let i = 0; i < IDENTITY_VERIFICATIONS_PER_PHONE_ALL; i++) {
      expect((await verify("010-3333-6666", "김민준", "1985-01-10", fromPool(i))).statusCode).toBe(200);
    }
    const refused = await verify("010-3333-6666", "김민준", "1985-01-10", "203.0.113.178");
    expect(expectClientError(refused, 429).message).toBe("본인인증 시도가 너무 많습니다. 15시 00분 이후에 다시 시도해 주세요.");
    expect(refused.headers["retry-after"]).toBe(String(IDENTITY_WINDOW_MINUTES * 60));
    t.setNow(at(IDENTITY_WINDOW_MINUTES * MINUTE));
    expect((await verify("010-3333-6666", "김민준", "1985-01-10", "203.0.113.178")).statusCode).toBe(200);
  });

  it(`find-id reads one serviceToken at most ${FIND_ID_READS_PER_TOKEN} times`, async () => {
    const token = (await verify("010-1000-5678")).json().results.serviceToken as string;
    const findId = () => t.api("findId", { query: { serviceToken: token } });
    for (let i = 0; i < FIND_ID_READS_PER_TOKEN; i++) expect((await findId()).statusCode).toBe(200);
    const refused = await findId();
    expectClientError(refused, 429);
    expect(refused.headers["retry-after"]).toBeDefined();
  });

  it(`the password reset takes at most ${PASSWORD_RESET_ATTEMPTS_PER_TOKEN} attempts per serviceToken`, async () => {
    const token = (await verify("010-1001-5679", "이서연", "1992-07-21")).json().results.serviceToken as string;
    const reset = (newPassword: string) => t.api("setPasswordByToken", { body: { serviceToken: token, newPassword } });
    for (let i = 0; i < PASSWORD_RESET_ATTEMPTS_PER_TOKEN; i++) expect((await reset("weak")).statusCode).toBeLessThan(500);
    expectClientError(await reset("Strong#2026pw"), 429);
  });
});

describe("password hashing never takes every core", () => {
  it("runs at most maxRunning tasks at once, queues up to maxQueued and refuses the rest at once", async () => {
    const limit = new ConcurrencyLimit(2, 3, () => new RetryLaterError(503, "SERVER_BUSY", "잠시 후 다시 시도해 주세요.", 1));
    let running = 0;
    let peak = 0;
    const releases: Array<() => void> = [];
    const task = () =>
      new Promise<void>((resolve) => {
        running++;
        peak = Math.max(peak, running);
        releases.push(() => {
          running--;
          resolve();
        });
      });
    const results = Array.from({ length: 8 }, () =>
      limit.run(task).then(
        () => "done",
        (e: unknown) => e,
      ),
    );
    await new Promise((r) => setTimeout(r, 10));
    expect(running).toBe(2);
    while (releases.length) {
      releases.shift()!();
      await new Promise((r) => setTimeout(r, 0));
    }
    const settled = await Promise.all(results);
    expect(peak).toBe(2);
    expect(settled.filter((r) => r === "done")).toHaveLength(5);
    expect(settled.filter((r) => r instanceof RetryLaterError)).toHaveLength(3);
  });

  it("with a rest ratio a slot stays closed as long as its task took, without making the caller wait", async () => {
    const limit = new ConcurrencyLimit(1, 5, () => new Error("full"), 1);
    const starts: number[] = [];
    const task = async () => {
      starts.push(performance.now());
      await new Promise((r) => setTimeout(r, 30));
      return performance.now();
    };
    const [firstDone] = await Promise.all([limit.run(task), limit.run(task)]);
    expect(firstDone).toBeLessThan(starts[1]!);
    // 30 ms of work, then 30 ms of rest (a timer may fire a millisecond early).
    expect(starts[1]! - starts[0]!).toBeGreaterThanOrEqual(58);
  });

  it("hashPassword goes through it: at most HASH_CONCURRENCY at once, the overflow refused with 503; a sign-in then answers 503 with Retry-After", async () => {
    // Earlier sign-ins' slots may still be resting.
    await vi.waitFor(() => expect(passwordHashing.taken).toBe(0), { timeout: 10_000 });
    const realRun = passwordHashing.run.bind(passwordHashing);
    let running = 0;
    let peak = 0;
    // The real limiter around a short stand-in for scrypt, so the test does not spend a core for seconds.
    vi.spyOn(passwordHashing, "run").mockImplementation(<T>() =>
      realRun(async () => {
        running++;
        peak = Math.max(peak, running);
        await new Promise((r) => setTimeout(r, 5));
        running--;
        return Buffer.alloc(32) as T;
      }),
    );
    const overflow = 5;
    const hashes = Array.from({ length: HASH_CONCURRENCY + HASH_QUEUE_LIMIT + overflow }, () =>
      hashPassword("Secret#2026").then(
        () => "hashed",
        (e: unknown) => e,
      ),
    );
    const busy = await login("demo", PASSWORD, "192.0.2.77");
    expect(expectClientError(busy, 503).message).toBe(SERVER_BUSY_MESSAGE);
    expect(busy.headers["retry-after"]).toBe("1");
    const settled = await Promise.all(hashes);
    expect(peak).toBe(HASH_CONCURRENCY);
    expect(settled.filter((r) => r instanceof RetryLaterError)).toHaveLength(overflow);
    expect(settled.filter((r) => r === "hashed")).toHaveLength(HASH_CONCURRENCY + HASH_QUEUE_LIMIT);
  });
});
