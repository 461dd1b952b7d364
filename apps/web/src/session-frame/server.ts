import type { GetServerSidePropsResult } from "next";
import { unstable_serialize } from "swr";
import type { CallName, calls, Query } from "@evsafe/contract";
import { withSession, type SessionContext } from "@/auth/server/guard";
import { api } from "@/shared/api-client";
import { apiKey, type ApiKey, type ApiKeyParts } from "@/shared/fetcher";
import { hasServiceAccess, serviceViewOf } from "./service-view";

/**
 * How long the server waits for the business API while rendering a session page. Past it, the page renders
 * with skeletons and the browser fetches (SPEC §7's 150 s timeout is for user actions, not for a first paint).
 */
export const SSR_API_BUDGET_MS = 1_500;

/** SWR's `fallback`: data the server already read, keyed like the client's `useApi` keys (none on a tap). */
export interface PrefetchedProps extends Record<string, unknown> {
  fallback?: Record<string, unknown>;
}

/**
 * A client-side navigation's request for the page's props (`/_next/data/…json`, which Next marks with
 * `x-nextjs-data`), as opposed to a hard load of the page's HTML.
 */
export function isClientNavigation(req: Pick<SessionContext["req"], "headers" | "url">): boolean {
  return req.headers["x-nextjs-data"] !== undefined || (req.url ?? "").startsWith("/_next/data/");
}

/**
 * The calls a screen may prefetch by name alone: the contract's reads (GET) with no path params and no required query,
 * read under the same key the screen reads them with (`apiKey(name)`). Derived from the contract, so a screen lists
 * its prefetched reads once, in its feature's api.ts (`homeReads`), and nothing here changes for a new one.
 */
export type PrefetchCall = {
  [N in CallName]: (typeof calls)[N]["method"] extends "GET"
    ? (typeof calls)[N] extends { params: object }
      ? never
      : Record<string, never> extends Query<(typeof calls)[N]>
        ? N
        : never
    : never;
}[CallName];

/**
 * A read with path params or a query, chosen from the request (e.g. the period in the page's address); the screen
 * reads it under the same key (`apiKey(call, parts)`).
 */
export interface PrefetchRead {
  call: CallName;
  parts: { params?: Record<string, string>; query?: Record<string, string> };
}
/** The reads with parts a page prefetches for a request. */
export type PrefetchReads = (ctx: SessionContext) => PrefetchRead[];

/** Reads one call with the page's token; `undefined` when it fails or is slow (the browser then fetches). */
async function read<N extends CallName>(name: N, token: string) {
  try {
    return await api(name, { token, timeoutMs: SSR_API_BUDGET_MS });
  } catch {
    return undefined;
  }
}

/**
 * getServerSideProps of a session page (guard: `withSession`, SPEC §2) that also reads the service status and,
 * when the status gives access to the service, the screen's own first call, on the server with the session's
 * token — so the screen's main content paints with the HTML instead of after client round trips (Lighthouse
 * LCP, docs/performance.md). Any failure (401, 403, expired, 502, timeout) is simply left out: the browser then
 * fetches, and the error policy acts there, where it can show dialogs and redirect. A screen call is never made
 * for a user the API would refuse (ServiceGate's rule).
 */
export function withServicePrefetch(...screenCalls: (PrefetchCall | PrefetchReads)[]) {
  return withServiceReads((ctx) => ({
    props: {},
    reads: screenCalls.flatMap((c) =>
      typeof c === "string" ? [pageRead(c)] : c(ctx).map(({ call, parts }) => pageRead(call, parts as ApiKeyParts<typeof call>)),
    ),
  }));
}

/** A read with parameters (a day's metric), prefetched under the key `useApi(name, parts)` reads it with. */
export interface PageRead {
  key: ApiKey;
  run: (token: string) => Promise<unknown>;
  /** Reads that need this one's answer (the review's photo list needs its group), made after it. */
  then?: (value: unknown) => readonly PageRead[];
}

export function pageRead<N extends CallName>(name: N, parts: ApiKeyParts<N> = {}): PageRead {
  return { key: apiKey(name, parts), run: (token) => api(name, { ...parts, token, timeoutMs: SSR_API_BUDGET_MS }) };
}

/**
 * `withServicePrefetch` for a page whose reads depend on its address: `resolve` turns the request into the page's
 * props and the reads to prefetch (or a 404). The reads are made as withServicePrefetch makes its calls: on a hard
 * load only, for a user with access to the service, each failure simply left out.
 */
export function withServiceReads<P extends Record<string, unknown>>(
  resolve: (ctx: SessionContext) => { props: P; reads: readonly PageRead[] } | { notFound: true },
) {
  return withSession<P & PrefetchedProps>(async (ctx: SessionContext): Promise<GetServerSidePropsResult<P & PrefetchedProps>> => {
    const page = resolve(ctx);
    if (!("props" in page)) return page;
    if (isClientNavigation(ctx.req)) return { props: page.props };
    const token = ctx.session.accessToken;
    const fallback: Record<string, unknown> = {};
    const status = await read("getMyServiceStatus", token);
    if (status === undefined) return { props: { ...page.props, fallback } };
    fallback[unstable_serialize(apiKey("getMyServiceStatus"))] = status;
    if (hasServiceAccess(serviceViewOf(status))) Object.assign(fallback, await readAll(page.reads, token));
    return { props: { ...page.props, fallback } };
  });
}

/**
 * A session page whose reads (chosen from the address; null → 404) are for every signed-in member, whatever the
 * service status (the customer centre: a member whose service ended still asks and reads). As withServiceReads
 * otherwise: a hard load reads, a tap leaves the reads to the browser, each failure is left out.
 */
export function withMemberReads(reads: (ctx: SessionContext) => readonly PageRead[] | null) {
  return withSession<PrefetchedProps>(async (ctx): Promise<GetServerSidePropsResult<PrefetchedProps>> => {
    const list = reads(ctx);
    if (list === null) return { notFound: true };
    if (isClientNavigation(ctx.req)) return { props: {} };
    return { props: { fallback: await readAll(list, ctx.session.accessToken) } };
  });
}

/** Makes the reads at once; what each answered, under its key (a failure or a slow answer is left out). */
export async function readAll(reads: readonly PageRead[], token: string): Promise<Record<string, unknown>> {
  const fallback: Record<string, unknown> = {};
  const results = await Promise.all(reads.map((r) => r.run(token).catch(() => undefined)));
  const next: PageRead[] = [];
  results.forEach((value, i) => {
    if (value === undefined) return;
    fallback[unstable_serialize(reads[i]!.key)] = value;
    next.push(...(reads[i]!.then?.(value) ?? []));
  });
  if (next.length > 0) Object.assign(fallback, await readAll(next, token));
  return fallback;
}
