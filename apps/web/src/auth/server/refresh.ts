import { ApiRequestError, api } from "@/shared/api-client";
import type { TokenPair } from "@evsafe/contract";

/** What one `auth/refresh` attempt came to. `unavailable`: the API could not answer (network, 5xx): try again later. */
export type RefreshOutcome = { ok: true; pair: TokenPair } | { ok: false; reason: "rejected" | "unavailable"; message: string };

export type RefreshCall = (loginId: string, refreshToken: string) => Promise<TokenPair>;

/**
 * How long a finished refresh is handed to late callers still carrying the old refresh token (their browser
 * had not stored the new cookie yet). Matches the reference API's grace window (REFRESH_GRACE_SECONDS, 30 s),
 * within which the API itself would answer a second use with the same pair.
 */
export const REFRESH_REUSE_MS = 30_000;

const defaultCall: RefreshCall = (loginId, refreshToken) => api("refresh", { body: { loginId, refreshToken } });

interface Flight {
  promise: Promise<RefreshOutcome>;
  /** Set when the refresh succeeded: until when late callers get the same result. */
  reusableUntil?: number;
}

/** Module-level, per server instance: one refresh in flight per refresh token, however many requests wait. */
const flights = new Map<string, Flight>();

function classify(err: unknown): RefreshOutcome {
  if (err instanceof ApiRequestError && err.status >= 400 && err.status < 500) {
    return { ok: false, reason: "rejected", message: err.message };
  }
  const message = err instanceof Error ? err.message : String(err);
  return { ok: false, reason: "unavailable", message };
}

/**
 * Refreshes through `POST auth/refresh {loginId, refreshToken}` with single flight: concurrent callers with
 * the same refresh token share one request and one outcome. A 4xx answer means the refresh token is no longer
 * valid (`rejected`: sign out); anything else is `unavailable` and is not remembered, so the next request retries.
 */
export function refreshOnce(
  loginId: string,
  refreshToken: string,
  call: RefreshCall = defaultCall,
  now: () => number = Date.now,
): Promise<RefreshOutcome> {
  sweep(now());
  const existing = flights.get(refreshToken);
  if (existing) return existing.promise;

  const flight: Flight = {
    promise: call(loginId, refreshToken).then(
      (pair): RefreshOutcome => ({ ok: true, pair }),
      (err: unknown) => classify(err),
    ),
  };
  flights.set(refreshToken, flight);
  void flight.promise.then((outcome) => {
    if (outcome.ok) flight.reusableUntil = now() + REFRESH_REUSE_MS;
    else if (flights.get(refreshToken) === flight) flights.delete(refreshToken);
  });
  return flight.promise;
}

function sweep(at: number) {
  for (const [key, flight] of flights) {
    if (flight.reusableUntil !== undefined && flight.reusableUntil <= at) flights.delete(key);
  }
}

/** Tests only: forget every flight. */
export function resetRefreshFlights() {
  flights.clear();
}
