import { randomUUID } from "node:crypto";

/**
 * One id per user action, from the browser through this server to the API and into every log line of both
 * (docs/operations.md "Find one customer's failed request"). The header and its shape are shared with the API.
 */
export const REQUEST_ID_HEADER = "x-request-id";
/** What an id may look like; anything else a client sends is replaced, so a log line never carries its text. */
export const REQUEST_ID_PATTERN = /^[A-Za-z0-9-]{8,64}$/;

/** The client's id when it is well-formed, else a new one. */
export function requestIdFrom(header: string | string[] | undefined): string {
  const value = Array.isArray(header) ? header[0] : header;
  return value !== undefined && REQUEST_ID_PATTERN.test(value) ? value : randomUUID();
}
