/** Client session settings (SPEC §4/§9). Browser-safe: only NEXT_PUBLIC_ values, inlined at build time. */

/** SPEC §9: the session is cached 10 s on the client (a tab turning visible within 10 s of the last fetch does not refetch). */
export const SESSION_CLIENT_CACHE_S = 10;

/** SPEC §4/§9: session polling interval in seconds, configured by NEXT_PUBLIC_SESSION_POLL_SECONDS; 0 turns polling off. */
export const DEFAULT_SESSION_POLL_SECONDS = 300;

/** The polling interval from config: a whole number of seconds ≥ the client cache, 0 = off, the default when unset or invalid. */
export function sessionPollSeconds(raw: string | undefined = process.env.NEXT_PUBLIC_SESSION_POLL_SECONDS): number {
  if (raw === undefined || raw.trim() === "") return DEFAULT_SESSION_POLL_SECONDS;
  const n = Number(raw);
  if (!Number.isFinite(n) || n < 0) return DEFAULT_SESSION_POLL_SECONDS;
  if (n === 0) return 0;
  return Math.max(SESSION_CLIENT_CACHE_S, Math.round(n));
}
