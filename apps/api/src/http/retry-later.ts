import { HttpError } from "./errors";

/**
 * A refusal the client may retry later (429 too many attempts, 503 busy): the rate-limit plugin's error hook
 * turns `retryAfterSeconds` into a `Retry-After` header. It is built without a stack trace: a refusal is an expected
 * answer that no log prints with its stack, and a flood's 429s would otherwise spend their CPU capturing one each.
 */
export class RetryLaterError extends HttpError {
  readonly retryAfterSeconds: number;

  constructor(status: 429 | 503, code: string, message: string, retryAfterSeconds: number) {
    const stackTraceLimit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    try {
      super(status, code, message);
    } finally {
      Error.stackTraceLimit = stackTraceLimit;
    }
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

export const TOO_MANY_REQUESTS = "TOO_MANY_REQUESTS";
export const TOO_MANY_ATTEMPTS = "TOO_MANY_ATTEMPTS";
export const SERVER_BUSY = "SERVER_BUSY";
/** 503 when the database cannot be reached (src/db/unavailable.ts); also the health check's answer then. */
export const SERVICE_UNAVAILABLE = "SERVICE_UNAVAILABLE";
export const SERVICE_UNAVAILABLE_MESSAGE = "일시적으로 서비스를 이용할 수 없습니다. 잠시 후 다시 시도해 주세요.";
/** A database restart or failover takes seconds; asking sooner only adds load while it comes back. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** Whole seconds from `now` until `until`, at least 1 (a `Retry-After` of 0 invites an immediate retry). */
export function secondsUntil(until: Date, now: Date): number {
  return Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));
}
