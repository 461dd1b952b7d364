import { and, eq, isNull, lt, or, sql, type SQL } from "drizzle-orm";
import { attemptLimits, knownSignIns } from "../db/schema/limits";
import type { Deps } from "../http/context";
import { RetryLaterError, secondsUntil, TOO_MANY_ATTEMPTS } from "../http/retry-later";
import { KST_OFFSET_MS, kstDate } from "../http/time";
import { sha256 } from "./tokens";

/**
 * Per-subject abuse limits kept in the database (table `attempt_limits`), so that every API instance counts
 * together and a restart forgets nothing: failed sign-ins per submitted login id and client IP and, much higher, per
 * login id; identity verifications per phone number and requester and, higher, per phone number; find-id reads and
 * password resets per serviceToken. docs/security.md "Abuse limits".
 */
export interface AttemptPolicy {
  scope: string;
  /** Attempts in a window before the subject is locked (again at every further multiple). */
  maxAttempts: number;
  /** The count starts over once the first attempt of the window is this old. */
  windowMs: number;
  /**
   * The lock when `attempts` reaches a multiple of maxAttempts: `firstMs` at the first multiple, doubled at each
   * further one up to `maxMs`. Without it the lock lasts until the window ends.
   */
  lock?: { firstMs: number; maxMs: number };
  /** The refusal's message: "{what} 시도가 너무 많습니다. …" */
  what: string;
}

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;

/** The subject of a limit on a pair (a login id and a client IP, a phone number and a requester's IP). */
export const pairSubject = (first: string, clientIp: string) => JSON.stringify([first, clientIp]);

/** Consecutive failed sign-ins of one login id from one client IP before the id is locked for that IP. */
export const LOGIN_FAILURES_BEFORE_LOCK = 10;
/** The first lock; each further LOGIN_FAILURES_BEFORE_LOCK failures double it, up to LOGIN_LOCK_MAX_MINUTES. */
export const LOGIN_LOCK_MINUTES = 15;
export const LOGIN_LOCK_MAX_MINUTES = 4 * 60;
/** Failures are forgotten this long after the first one of a streak (a success forgets its IP's at once). */
export const LOGIN_FAILURE_WINDOW_HOURS = 24;

/** Failed sign-ins of one login id and one client IP (`pairSubject`): this IP alone is locked. */
export const LOGIN_POLICY: AttemptPolicy = {
  scope: "login-ip",
  maxAttempts: LOGIN_FAILURES_BEFORE_LOCK,
  windowMs: LOGIN_FAILURE_WINDOW_HOURS * HOUR_MS,
  lock: { firstMs: LOGIN_LOCK_MINUTES * MINUTE_MS, maxMs: LOGIN_LOCK_MAX_MINUTES * MINUTE_MS },
  what: "로그인",
};

/**
 * Failed sign-ins of one login id from every IP together, within LOGIN_FAILURE_WINDOW_HOURS (a success does not
 * forget them): guessing from many addresses. The lock holds back every IP that has not signed in to the id
 * before (known_sign_ins), so the owner's usual address still signs in.
 */
export const LOGIN_ID_FAILURES_BEFORE_LOCK = 100;
export const LOGIN_ID_POLICY: AttemptPolicy = { ...LOGIN_POLICY, scope: "login", maxAttempts: LOGIN_ID_FAILURES_BEFORE_LOCK };
/** A client IP that signed in to a login id stays known to it this long after its last sign-in. */
export const KNOWN_SIGN_IN_DAYS = 90;

/**
 * Identity verifications per phone number and requester IP (`pairSubject`) per hour: a name + phone + birth date
 * cannot be guessed at speed, and a stranger's attempts do not block the owner's.
 */
export const IDENTITY_VERIFICATIONS_PER_PHONE = 5;
export const IDENTITY_WINDOW_MINUTES = 60;
export const IDENTITY_POLICY: AttemptPolicy = {
  scope: "identity-ip",
  maxAttempts: IDENTITY_VERIFICATIONS_PER_PHONE,
  windowMs: IDENTITY_WINDOW_MINUTES * MINUTE_MS,
  what: "본인인증",
};
/** Identity verifications per phone number from every requester together per hour: guessing from many addresses. */
export const IDENTITY_VERIFICATIONS_PER_PHONE_ALL = 30;
export const IDENTITY_PHONE_POLICY: AttemptPolicy = {
  ...IDENTITY_POLICY,
  scope: "identity",
  maxAttempts: IDENTITY_VERIFICATIONS_PER_PHONE_ALL,
};

/** find-id reads of one serviceToken (the result page may be reloaded a few times) within its lifetime. */
export const FIND_ID_READS_PER_TOKEN = 10;
/** Password-reset attempts (weak passwords included) with one serviceToken within its lifetime. */
export const PASSWORD_RESET_ATTEMPTS_PER_TOKEN = 5;
/** A serviceToken lives 30 minutes (account-recovery.ts); its counters need not outlive it. */
const SERVICE_TOKEN_WINDOW_MS = 30 * MINUTE_MS;

export const FIND_ID_POLICY: AttemptPolicy = {
  scope: "find-id",
  maxAttempts: FIND_ID_READS_PER_TOKEN,
  windowMs: SERVICE_TOKEN_WINDOW_MS,
  what: "아이디 찾기",
};
export const PASSWORD_RESET_POLICY: AttemptPolicy = {
  scope: "password-reset",
  maxAttempts: PASSWORD_RESET_ATTEMPTS_PER_TOKEN,
  windowMs: SERVICE_TOKEN_WINDOW_MS,
  what: "비밀번호 재설정",
};

const LONGEST_WINDOW_MS = LOGIN_FAILURE_WINDOW_HOURS * HOUR_MS;
const KNOWN_SIGN_IN_MS = KNOWN_SIGN_IN_DAYS * 24 * HOUR_MS;
/** Expired rows are deleted at most this often per process (unknown login ids would otherwise pile up). */
const PRUNE_INTERVAL_MS = 10 * MINUTE_MS;
const lastPruneByDb = new WeakMap<object, number>();

const at = (d: Date) => sql`${d.toISOString()}::timestamptz`;
/** Doublings of a lock past which it is at its maximum anyway (keeps power() finite). */
const MAX_LOCK_DOUBLINGS = 30;

/** "14시 35분" today in Korea, else "11월 24일 01시 05분"; rounded up so that "after" holds. */
export function kstClock(until: Date, now: Date): string {
  const ceilMinute = new Date(Math.ceil(until.getTime() / MINUTE_MS) * MINUTE_MS);
  const kst = new Date(ceilMinute.getTime() + KST_OFFSET_MS);
  const pad = (n: number) => String(n).padStart(2, "0");
  const time = `${pad(kst.getUTCHours())}시 ${pad(kst.getUTCMinutes())}분`;
  if (kstDate(ceilMinute) === kstDate(now)) return time;
  return `${kst.getUTCMonth() + 1}월 ${kst.getUTCDate()}일 ${time}`;
}

/** 429 with Retry-After and a Korean message saying until when. */
export function tooManyAttempts(policy: AttemptPolicy, until: Date, now: Date): RetryLaterError {
  return new RetryLaterError(
    429,
    TOO_MANY_ATTEMPTS,
    `${policy.what} 시도가 너무 많습니다. ${kstClock(until, now)} 이후에 다시 시도해 주세요.`,
    secondsUntil(until, now),
  );
}

/** The subject's counter: whether there is one, and the end of its lock if it is locked at `now`. */
async function readCounter(deps: Deps, policy: AttemptPolicy, subject: string, now: Date) {
  const [row] = await deps.db
    .select({ lockedUntil: attemptLimits.lockedUntil })
    .from(attemptLimits)
    .where(and(eq(attemptLimits.scope, policy.scope), eq(attemptLimits.subjectHash, sha256(subject))));
  return { counted: !!row, lockedUntil: row?.lockedUntil && row.lockedUntil > now ? row.lockedUntil : null };
}

/** The end of the subject's lock, or null when it is not locked. */
export async function lockedUntil(deps: Deps, policy: AttemptPolicy, subject: string): Promise<Date | null> {
  return (await readCounter(deps, policy, subject, deps.now())).lockedUntil;
}

/** Refuses (429) while the subject is locked; tells whether a counter exists (so a success knows to clear it). */
export async function assertNotLocked(deps: Deps, policy: AttemptPolicy, subject: string): Promise<{ counted: boolean }> {
  const now = deps.now();
  const { counted, lockedUntil: until } = await readCounter(deps, policy, subject, now);
  if (until) throw tooManyAttempts(policy, until, now);
  return { counted };
}

/**
 * Counts one attempt in one statement (an upsert, atomic, so concurrent requests on several instances all count):
 * the count starts over when the window has passed, and the attempt that reaches a multiple of the policy's maximum
 * sets the lock. With `unlessLocked` a subject locked at `now` is left as it is and no row comes back.
 */
async function countAttempt(deps: Deps, policy: AttemptPolicy, subject: string, now: Date, unlessLocked: boolean) {
  const t = attemptLimits;
  const expired = sql`${t.windowStartedAt} <= ${at(new Date(now.getTime() - policy.windowMs))}`;
  const attempts = sql`(CASE WHEN ${expired} THEN 1 ELSE ${t.attempts} + 1 END)`;
  const windowStartedAt = sql`(CASE WHEN ${expired} THEN ${at(now)} ELSE ${t.windowStartedAt} END)`;
  /** The lock an attempt count of `count` starts, if it is a multiple of the maximum. */
  const lockAfter = (count: SQL, windowStart: SQL) => {
    const doublings = sql`LEAST(${count} / ${policy.maxAttempts}::integer - 1, ${MAX_LOCK_DOUBLINGS}::integer)`;
    const until = policy.lock
      ? sql`${at(now)} + LEAST(${policy.lock.firstMs}::double precision * power(2, ${doublings}), ${policy.lock.maxMs}::double precision) * interval '1 millisecond'`
      : sql`${windowStart} + ${policy.windowMs}::double precision * interval '1 millisecond'`;
    return sql`CASE WHEN mod(${count}, ${policy.maxAttempts}::integer) = 0 THEN ${until} END`;
  };
  const [row] = await deps.db
    .insert(t)
    .values({
      scope: policy.scope,
      subjectHash: sha256(subject),
      attempts: 1,
      windowStartedAt: now,
      lockedUntil: lockAfter(sql`1`, at(now)),
    })
    .onConflictDoUpdate({
      target: [t.scope, t.subjectHash],
      set: {
        attempts,
        windowStartedAt,
        lockedUntil: sql`COALESCE(${lockAfter(attempts, windowStartedAt)}, CASE WHEN ${expired} THEN NULL ELSE ${t.lockedUntil} END)`,
      },
      ...(unlessLocked ? { setWhere: sql`${t.lockedUntil} IS NULL OR ${t.lockedUntil} <= ${at(now)}` } : {}),
    })
    .returning({ attempts: t.attempts, lockedUntil: t.lockedUntil });
  if (row) await pruneExpired(deps, now);
  return row;
}

/** Counts one attempt whether or not the subject is locked. Returns the end of the lock this attempt started, if any. */
export async function recordAttempt(deps: Deps, policy: AttemptPolicy, subject: string): Promise<Date | null> {
  const row = await countAttempt(deps, policy, subject, deps.now(), false);
  return row && row.attempts % policy.maxAttempts === 0 ? row.lockedUntil : null;
}

/** For limits where every attempt counts, failed or not: refuses (429) while locked, else counts this one. */
export async function takeAttempt(deps: Deps, policy: AttemptPolicy, subject: string): Promise<void> {
  const now = deps.now();
  if (await countAttempt(deps, policy, subject, now, true)) return;
  // Locked, so nothing was counted: only a refusal reads until when.
  const { lockedUntil: until } = await readCounter(deps, policy, subject, now);
  if (until) throw tooManyAttempts(policy, until, now);
  // The lock was lifted in between (the row cleared or pruned): count this attempt after all.
  return takeAttempt(deps, policy, subject);
}

/** Forgets the subject's attempts (a successful sign-in). */
export async function clearAttempts(deps: Deps, policy: AttemptPolicy, subject: string): Promise<void> {
  await deps.db.delete(attemptLimits).where(and(eq(attemptLimits.scope, policy.scope), eq(attemptLimits.subjectHash, sha256(subject))));
}

/** Records that `clientIp` signed in to `loginId` now, or reset its password (known for KNOWN_SIGN_IN_DAYS from now). */
export async function rememberSignIn(deps: Deps, loginId: string, clientIp: string): Promise<void> {
  const now = deps.now();
  await deps.db
    .insert(knownSignIns)
    .values({ subjectHash: sha256(pairSubject(loginId, clientIp)), signedInAt: now })
    .onConflictDoUpdate({ target: knownSignIns.subjectHash, set: { signedInAt: now } });
}

/** Whether `clientIp` signed in to `loginId` within the last KNOWN_SIGN_IN_DAYS. */
export async function isKnownSignIn(deps: Deps, loginId: string, clientIp: string): Promise<boolean> {
  const [row] = await deps.db
    .select({ signedInAt: knownSignIns.signedInAt })
    .from(knownSignIns)
    .where(eq(knownSignIns.subjectHash, sha256(pairSubject(loginId, clientIp))));
  return !!row && row.signedInAt.getTime() > deps.now().getTime() - KNOWN_SIGN_IN_MS;
}

async function pruneExpired(deps: Deps, now: Date): Promise<void> {
  const last = lastPruneByDb.get(deps.db);
  if (last !== undefined && Math.abs(now.getTime() - last) < PRUNE_INTERVAL_MS) return;
  lastPruneByDb.set(deps.db, now.getTime());
  await deps.db
    .delete(attemptLimits)
    .where(
      and(
        lt(attemptLimits.windowStartedAt, new Date(now.getTime() - LONGEST_WINDOW_MS)),
        or(isNull(attemptLimits.lockedUntil), lt(attemptLimits.lockedUntil, now)),
      ),
    );
  await deps.db.delete(knownSignIns).where(lt(knownSignIns.signedInAt, new Date(now.getTime() - KNOWN_SIGN_IN_MS)));
}
