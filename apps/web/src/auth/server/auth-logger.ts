import type { AuthOptions } from "next-auth";
import { redactForLog } from "@/server/redact";

/**
 * next-auth's logger (auth/options.ts). Every line goes through the redaction, so no token, cookie or password
 * reaches the log; and since `/api/auth/_log` lets anyone write through it, what it writes is bounded: the code is
 * a short identifier and every string is cut to LOG_STRING_MAX_CHARS. A session cookie we cannot read is the
 * client's doing (a stale key, a tampered or made-up value): one short line without a stack, next-auth clears it.
 */

/** Longest string of a logged value (a message, a URL, a stack). */
export const LOG_STRING_MAX_CHARS = 500;
/** Keys of one logged object beyond which the rest are dropped. */
const LOG_MAX_KEYS = 20;
const CODE_MAX_CHARS = 64;

/** An error code as next-auth's are (`JWT_SESSION_ERROR`): anything else a client sent is reduced to that shape. */
export function logCode(code: unknown): string {
  const text = String(code ?? "").replace(/[^A-Za-z0-9_.-]/g, "_");
  return text.slice(0, CODE_MAX_CHARS) || "UNKNOWN";
}

/** A copy of an already redacted value with every string cut and every object's keys capped. */
export function capForLog(value: unknown): unknown {
  if (typeof value === "string") {
    return value.length > LOG_STRING_MAX_CHARS ? `${value.slice(0, LOG_STRING_MAX_CHARS)}…(${value.length}자 중 일부)` : value;
  }
  if (value === null || typeof value !== "object") return value;
  if (Array.isArray(value)) return value.slice(0, LOG_MAX_KEYS).map(capForLog);
  const entries = Object.entries(value);
  const out: Record<string, unknown> = {};
  for (const [key, v] of entries.slice(0, LOG_MAX_KEYS)) out[key.slice(0, CODE_MAX_CHARS)] = capForLog(v);
  if (entries.length > LOG_MAX_KEYS) out["…"] = `${entries.length - LOG_MAX_KEYS}개 항목 생략`;
  return out;
}

/** jose's errors for a value that is not one of our session cookies (`ERR_JWE_INVALID`, `ERR_JWE_DECRYPTION_FAILED`, …). */
function isUnreadableCookie(err: unknown): err is Error {
  if (!(err instanceof Error)) return false;
  const code = (err as { code?: unknown }).code;
  return (typeof code === "string" && /^ERR_(JWE|JWT|JWS|JOSE)_/.test(code)) || err.message === "JWT invalid";
}

export const authLogger: NonNullable<AuthOptions["logger"]> = {
  error(code, metadata) {
    if (code === "JWT_SESSION_ERROR" && isUnreadableCookie(metadata)) {
      console.warn(`[next-auth] 읽을 수 없는 세션 쿠키를 지웠습니다 (${logCode(metadata.name)})`);
      return;
    }
    console.error(`[next-auth][error][${logCode(code)}]`, capForLog(redactForLog(metadata)));
  },
  warn: (code) => console.warn(`[next-auth][warn][${logCode(code)}]`),
  debug: () => {},
};
