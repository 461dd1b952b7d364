const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/**
 * How long before `nowMs` the moment `thenMs` was (epoch ms): `방금 전` under a minute, then `12분 전`, `3시간 전`,
 * `2일 전` (rounded down); a moment in the future (a phone's clock set back) reads `방금 전`. Its own module, beside
 * shared/format-time.ts, so the pages that print Seoul times do not carry it.
 */
export function formatTimeAgo(thenMs: number, nowMs: number = Date.now()): string {
  const elapsed = nowMs - thenMs;
  if (!Number.isFinite(elapsed) || elapsed < MINUTE_MS) return "방금 전";
  if (elapsed < HOUR_MS) return `${Math.floor(elapsed / MINUTE_MS)}분 전`;
  if (elapsed < DAY_MS) return `${Math.floor(elapsed / HOUR_MS)}시간 전`;
  return `${Math.floor(elapsed / DAY_MS)}일 전`;
}
