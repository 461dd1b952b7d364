import type { ErrorAction } from "./error-policy";

/**
 * The api-client's error type, in its own small module: a screen that only needs to recognise a failure (or
 * whether the error policy already handled it) does not load the client with its page (first-load JS).
 */

/** Codes this client gives failures that never reached the API or came back unreadable. */
export const CLIENT_ERROR_CODES = {
  NETWORK: "NETWORK_ERROR",
  TIMEOUT: "TIMEOUT",
  INVALID_RESPONSE: "INVALID_RESPONSE",
} as const;

/** A failed call: `status` 0 when the API could not be reached. `message` is Korean, fit to show. */
export class ApiRequestError extends Error {
  readonly status: number;
  readonly code: string;
  /** Seconds the API asked the caller to wait (`Retry-After` of a 429 or 503), when it said. */
  readonly retryAfterSeconds: number | null;
  /** The request field the API named as the cause (`error.field`), so a form can show the message beside it. */
  readonly field: string | null;
  /** What the error policy did with it when the call asked for the policy (`policy: true`); else null. */
  policyAction: ErrorAction | null = null;
  /** The `x-request-id` the failed call was sent with (the api-client sets it): the 문의 번호 of the error dialog. */
  declare requestId?: string;
  constructor(status: number, code: string, message: string, retryAfterSeconds: number | null = null, field: string | null = null) {
    super(message);
    this.name = "ApiRequestError";
    this.status = status;
    this.code = code;
    this.retryAfterSeconds = retryAfterSeconds;
    this.field = field;
  }
}

/** True when the error policy already showed or did something for this failure (a screen then stays quiet). */
export function isHandledByPolicy(error: unknown): boolean {
  return error instanceof ApiRequestError && error.policyAction !== null;
}
