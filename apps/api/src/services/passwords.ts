import { randomBytes, scrypt as scryptCb, timingSafeEqual } from "node:crypto";
import { availableParallelism } from "node:os";
import { promisify } from "node:util";
import { RetryLaterError, SERVER_BUSY } from "../http/retry-later";

const scryptRaw = promisify(scryptCb) as (pw: string, salt: Buffer, len: number, opts: object) => Promise<Buffer>;

/**
 * A counting semaphore with a bounded queue. scrypt runs in libuv's thread pool and takes a whole core for
 * tens of milliseconds: unbounded, a sign-in flood keeps every core busy and starves all other calls.
 * `restRatio` keeps a slot closed for that many times the task's duration after it ends (the caller does not
 * wait for it), so a flood can use at most 1 / (1 + restRatio) of each slot's core.
 */
export class ConcurrencyLimit {
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(
    readonly maxRunning: number,
    readonly maxQueued: number,
    private readonly onFull: () => Error,
    private readonly restRatio = 0,
  ) {}

  /** Slots taken, resting ones included. */
  get taken(): number {
    return this.running;
  }

  /** Refuses at once when a new task would be refused (lets a caller skip work that would be wasted). */
  assertAvailable(): void {
    if (this.running >= this.maxRunning && this.waiting.length >= this.maxQueued) throw this.onFull();
  }

  /** Runs `task` when a slot is free; refuses with `onFull()` when the queue is full too (nothing runs). */
  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.maxRunning) {
      if (this.waiting.length >= this.maxQueued) throw this.onFull();
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running++;
    }
    const started = performance.now();
    try {
      return await task();
    } finally {
      const restMs = (performance.now() - started) * this.restRatio;
      if (restMs > 0) setTimeout(() => this.release(), restMs);
      else this.release();
    }
  }

  /** Hands the slot straight to the next waiter, so `running` never drops below what is really running. */
  private release(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.running--;
  }
}

/** Hashes at a time: all cores but one, so the event loop (and PGlite, which runs on it) always has a core. */
export const HASH_CONCURRENCY = Math.max(1, availableParallelism() - 1);
/** Hashes waiting for a slot; beyond it a sign-in is refused at once (a full queue is already seconds of waiting). */
export const HASH_QUEUE_LIMIT = 32;
/**
 * After each hash its slot rests as long as the hash took: a sign-in flood then takes at most half of the hashing
 * cores, and the calls that run on the event loop keep their speed. A lone sign-in is not slowed.
 */
export const HASH_REST_RATIO = 1;
/** What a refused sign-in tells the client to wait. */
export const HASH_BUSY_RETRY_SECONDS = 1;
export const SERVER_BUSY_MESSAGE = "요청이 많아 처리하지 못했습니다. 잠시 후 다시 시도해 주세요.";

export const passwordHashing = new ConcurrencyLimit(
  HASH_CONCURRENCY,
  HASH_QUEUE_LIMIT,
  () => new RetryLaterError(503, SERVER_BUSY, SERVER_BUSY_MESSAGE, HASH_BUSY_RETRY_SECONDS),
  HASH_REST_RATIO,
);

const scrypt = (pw: string, salt: Buffer, len: number, opts: object) => passwordHashing.run(() => scryptRaw(pw, salt, len, opts));
/** scrypt cost (N=2^15, r=8, p=1): OWASP's minimum recommendation, tens of milliseconds of a core per hash. */
const N = 1 << 15;
const PARAMS = { N, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scrypt(password, salt, 32, PARAMS);
  return `scrypt$${N}$${salt.toString("base64")}$${hash.toString("base64")}`;
}

export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  if (!stored) return false;
  const [kind, n, salt, hash] = stored.split("$");
  if (kind !== "scrypt" || !n || !salt || !hash) return false;
  const expected = Buffer.from(hash, "base64");
  const actual = await scrypt(password, Buffer.from(salt, "base64"), expected.length, { ...PARAMS, N: Number(n) });
  return timingSafeEqual(actual, expected);
}

/** The password rule lives in the contract, so the web's forms show the same rule live. */
export { isStrongPassword, PASSWORD_RULE_MESSAGE } from "@evsafe/contract/account-rules";
