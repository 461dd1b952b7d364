import { ERROR_CODES, SERVICE_EXPIRED_MESSAGE } from "@evsafe/contract/constants/errors";

/**
 * The failures of a background read that the error policy acts on itself (SPEC §8): 401 (sign-out), 403 and the
 * expired service (dialog), 502 (pause page). A screen never shows its inline error for them (`fetcher` marks
 * them). Kept apart from the policy so the fetcher can ask without loading it.
 */
export function actsInBackground(error: unknown): boolean {
  const e = (error ?? {}) as { status?: unknown; code?: unknown; message?: unknown };
  if (typeof e.status !== "number") return false;
  const expired = e.code === ERROR_CODES.SERVICE_EXPIRED || e.message === SERVICE_EXPIRED_MESSAGE;
  return expired || e.status === 401 || e.status === 403 || e.status === 502;
}
