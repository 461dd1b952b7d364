/**
 * Whether an error means the database cannot be reached right now (not that the request was wrong): the error
 * handler answers those 503 `SERVICE_UNAVAILABLE` with `Retry-After` instead of a 500, so clients and load
 * balancers know to come back. Drivers wrap what they throw (drizzle's DrizzleQueryError, Node's AggregateError
 * of a connect to several addresses), so the causes are followed too.
 */

/** Socket errors of a connect or of a connection that broke (node-postgres passes them on as they are). */
const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EPIPE",
]);

/**
 * PostgreSQL SQLSTATEs of an unusable server or connection: class 08 (connection exception), 57P01–57P03 (the
 * server shutting down, crashed or starting) and 53300 (too many connections).
 */
const SQLSTATE = /^(08\d{3}|08P01|57P0[123]|53300)$/;

/**
 * Messages without a code: node-postgres when a connection ends mid-query or its pool waits too long or was ended,
 * PGlite once closed.
 */
const MESSAGES = [
  /^Connection terminated/,
  /timeout exceeded when trying to connect/,
  /^Cannot use a pool after calling end on the pool/,
  /^Client (has encountered a connection error|was closed)/,
  /^PGlite is clos(ed|ing)$/,
];

/** Causes are followed this deep at most (a cycle must not loop). */
const MAX_DEPTH = 5;

export function isDatabaseUnavailable(err: unknown, depth = 0): boolean {
  if (depth > MAX_DEPTH || typeof err !== "object" || err === null) return false;
  const { code, message, cause, errors } = err as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
  if (typeof code === "string" && (NETWORK_CODES.has(code) || SQLSTATE.test(code))) return true;
  if (typeof message === "string" && MESSAGES.some((m) => m.test(message))) return true;
  if (cause !== err && isDatabaseUnavailable(cause, depth + 1)) return true;
  return Array.isArray(errors) && errors.some((e) => isDatabaseUnavailable(e, depth + 1));
}
