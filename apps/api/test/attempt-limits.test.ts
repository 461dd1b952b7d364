/**
 * The per-subject attempt counter (services/attempt-limits.ts) on its own: one statement per counted attempt,
 * the lock at every multiple of the maximum (doubling up to its maximum, or until the window ends), a new window
 * forgetting the count, nothing counted while locked, and no attempt lost or counted twice under concurrency; and the
 * login id + IP pairs known from a sign-in, for KNOWN_SIGN_IN_DAYS after the last one.
 * CI runs this file on PostgreSQL too (TEST_DATABASE_URL).
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { RetryLaterError } from "../src/http/retry-later";
import {
  isKnownSignIn,
  KNOWN_SIGN_IN_DAYS,
  pairSubject,
  recordAttempt,
  rememberSignIn,
  takeAttempt,
  type AttemptPolicy,
} from "../src/services/attempt-limits";
import { sha256 } from "../src/services/tokens";
import { createTestApp, TEST_NOW, type TestApp } from "./helpers";

const MINUTE = 60 * 1000;
const at = (ms: number) => new Date(TEST_NOW.getTime() + ms);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());
afterEach(() => t.setNow(TEST_NOW));

/** A policy of its own per test (the scope keeps their counters apart). */
const policy = (scope: string, extra: Partial<AttemptPolicy> = {}): AttemptPolicy => ({
  scope,
  maxAttempts: 2,
  windowMs: 60 * MINUTE,
  what: "테스트",
  ...extra,
});

async function counter(p: AttemptPolicy, subject: string) {
  const [row] = await t.deps.database.query<{ attempts: number; locked_until: Date | null }>(
    "SELECT attempts, locked_until FROM attempt_limits WHERE scope = $1 AND subject_hash = $2",
    [p.scope, sha256(subject)],
  );
  return row ? { attempts: row.attempts, lockedUntil: row.locked_until && new Date(row.locked_until).getTime() } : null;
}

describe("attempt limits", () => {
  it("counts an attempt, the one that starts a lock included, in one database statement", async () => {
    const p = policy("t-one-statement");
    await recordAttempt(t.deps, policy("t-warm-up"), "x"); // the occasional pruning of expired rows happens here
    const client = (t.deps.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
    const spy = vi.spyOn(client, "query");
    try {
      await takeAttempt(t.deps, p, "subject");
      expect(await recordAttempt(t.deps, p, "subject")).toEqual(at(60 * MINUTE));
      expect(spy).toHaveBeenCalledTimes(2);
    } finally {
      spy.mockRestore();
    }
  });

  it("locks at every multiple of the maximum, the lock doubling up to its maximum", async () => {
    const p = policy("t-doubling", { windowMs: 24 * 60 * MINUTE, lock: { firstMs: MINUTE, maxMs: 3 * MINUTE } });
    const expected = [MINUTE, 2 * MINUTE, 3 * MINUTE, 3 * MINUTE];
    let now = 0;
    for (const lockMs of expected) {
      t.setNow(at(now));
      expect(await recordAttempt(t.deps, p, "s")).toBeNull();
      expect(await recordAttempt(t.deps, p, "s")).toEqual(at(now + lockMs));
      now += lockMs;
    }
    expect(await counter(p, "s")).toEqual({ attempts: 8, lockedUntil: at(now).getTime() });
  });

  it("without a lock length the lock lasts until the window ends; a new window forgets the count and the lock", async () => {
    const p = policy("t-window", { windowMs: 10 * MINUTE });
    await takeAttempt(t.deps, p, "s");
    t.setNow(at(MINUTE));
    await takeAttempt(t.deps, p, "s");
    expect(await counter(p, "s")).toEqual({ attempts: 2, lockedUntil: at(10 * MINUTE).getTime() });
    t.setNow(at(10 * MINUTE));
    await takeAttempt(t.deps, p, "s");
    expect(await counter(p, "s")).toEqual({ attempts: 1, lockedUntil: null });
  });

  it("takeAttempt refuses while locked, with until when, and counts nothing then", async () => {
    const p = policy("t-refused", { windowMs: 60 * MINUTE, lock: { firstMs: 5 * MINUTE, maxMs: 5 * MINUTE } });
    await takeAttempt(t.deps, p, "s");
    await takeAttempt(t.deps, p, "s");
    t.setNow(at(MINUTE));
    const refused = await takeAttempt(t.deps, p, "s").then(
      () => null,
      (err: unknown) => err,
    );
    expect(refused).toBeInstanceOf(RetryLaterError);
    expect((refused as RetryLaterError).status).toBe(429);
    expect((refused as RetryLaterError).retryAfterSeconds).toBe(4 * 60);
    expect(await counter(p, "s")).toEqual({ attempts: 2, lockedUntil: at(5 * MINUTE).getTime() });
    t.setNow(at(5 * MINUTE));
    await takeAttempt(t.deps, p, "s");
    expect((await counter(p, "s"))?.attempts).toBe(3);
  });

  it("concurrent attempts are each counted once: exactly the maximum get through", async () => {
    const p = policy("t-concurrent", { maxAttempts: 5 });
    const outcomes = await Promise.allSettled(Array.from({ length: 20 }, () => takeAttempt(t.deps, p, "s")));
    expect(outcomes.filter((o) => o.status === "fulfilled")).toHaveLength(5);
    expect(
      outcomes.filter((o) => o.status === "rejected").every((o) => (o as PromiseRejectedResult).reason instanceof RetryLaterError),
    ).toBe(true);
    expect((await counter(p, "s"))?.attempts).toBe(5);
  });

  it(`a login id + IP pair is known for ${KNOWN_SIGN_IN_DAYS} days after its last sign-in, and only that pair`, async () => {
    const DAY = 24 * 60 * MINUTE;
    await rememberSignIn(t.deps, "kim85", "203.0.113.9");
    expect(await isKnownSignIn(t.deps, "kim85", "203.0.113.9")).toBe(true);
    expect(await isKnownSignIn(t.deps, "kim85", "203.0.113.10")).toBe(false);
    expect(await isKnownSignIn(t.deps, "kim86", "203.0.113.9")).toBe(false);
    t.setNow(at(KNOWN_SIGN_IN_DAYS * DAY - 1000));
    expect(await isKnownSignIn(t.deps, "kim85", "203.0.113.9")).toBe(true);
    // A sign-in renews it.
    await rememberSignIn(t.deps, "kim85", "203.0.113.9");
    t.setNow(at(2 * KNOWN_SIGN_IN_DAYS * DAY - 2000));
    expect(await isKnownSignIn(t.deps, "kim85", "203.0.113.9")).toBe(true);
    t.setNow(at(2 * KNOWN_SIGN_IN_DAYS * DAY));
    expect(await isKnownSignIn(t.deps, "kim85", "203.0.113.9")).toBe(false);
    // Kept as the SHA-256 of the pair only.
    const rows = await t.deps.database.query<{ subject_hash: string }>("SELECT subject_hash FROM known_sign_ins");
    expect(rows.map((r) => r.subject_hash)).toEqual([sha256(pairSubject("kim85", "203.0.113.9"))]);
  });
});
