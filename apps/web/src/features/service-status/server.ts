import type { GetServerSidePropsResult } from "next";
import { unstable_serialize } from "swr";
import type { CallName } from "@evsafe/contract";
import { withSession, type SessionContext } from "@/auth/guard";
import { api } from "@/shared/api-client";
import { apiKey } from "@/shared/fetcher";

/**
 * How long the server waits for the business API while rendering a session page. Past it, the page renders
 * with skeletons and the browser fetches (SPEC §7's 150 s timeout is for user actions, not for a first paint).
 */
export const SSR_API_BUDGET_MS = 1_500;

/** SWR's `fallback`: data the server already read, keyed like the client's `useApi` keys. */
export interface PrefetchedProps extends Record<string, unknown> {
  fallback: Record<string, unknown>;
}

/** Calls without parameters that a screen may prefetch. */
type PrefetchCall = Extract<CallName, "getMyServiceStatus" | "getMainInfo" | "getMainDiagnosisInfo" | "getSdsResultScore">;

/**
 * getServerSideProps of a session page (guard: `withSession`, SPEC §2) that also reads the service status and the
 * screen's first call on the server, in parallel, with the session's token — so the largest content paints in
 * the HTML instead of after a client round trip. Any failure (401, 403 expired, 502, timeout) is simply left out:
 * the browser then fetches, and the error policy acts there, where it can show dialogs and redirect.
 */
export function withServicePrefetch(...extra: PrefetchCall[]) {
  return withSession<PrefetchedProps>(async (ctx: SessionContext): Promise<GetServerSidePropsResult<PrefetchedProps>> => {
    const names: PrefetchCall[] = ["getMyServiceStatus", ...extra];
    const token = ctx.session.accessToken;
    const results = await Promise.allSettled(names.map((name) => api(name, { token, timeoutMs: SSR_API_BUDGET_MS })));
    const fallback: Record<string, unknown> = {};
    results.forEach((r, i) => {
      if (r.status === "fulfilled") fallback[unstable_serialize(apiKey(names[i]!))] = r.value;
    });
    return { props: { fallback } };
  });
}
