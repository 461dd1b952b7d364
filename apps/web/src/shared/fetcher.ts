import type { CallName, calls, Params, Query, Result } from "@evsafe/contract";
import useSWR, { type SWRConfiguration, type SWRResponse } from "swr";
import type { ApiRequestError } from "./api-client";

type CallOf<N extends CallName> = (typeof calls)[N];

/** What identifies a read: the contract's call name, its path params and its query. */
export interface ApiKeyParts<N extends CallName> {
  params?: Params<CallOf<N>>;
  query?: Query<CallOf<N>>;
}

/** SWR key of a contract call: `[callName, params, query]` (empty values dropped so equal reads share one entry). */
export type ApiKey<N extends CallName = CallName> = readonly [N, Record<string, unknown>, Record<string, unknown>];

const compact = (o: object | undefined): Record<string, unknown> =>
  Object.fromEntries(Object.entries(o ?? {}).filter(([, v]) => v !== undefined && v !== null && v !== ""));

/** `apiKey("getMainInfo")` → `["getMainInfo", {}, {}]`. Screens build keys only this way, never from strings. */
export function apiKey<N extends CallName>(name: N, parts: ApiKeyParts<N> = {}): ApiKey<N> {
  return [name, compact(parts.params), compact(parts.query)] as const;
}

/** Failures of reads that the error policy acts on itself (SPEC §8), marked as they come out of `fetcher`. */
const leftToPolicy = new WeakSet<object>();

/** True for a read's failure the error policy is handling (sign-out, dialog, pause page): a screen stays quiet. */
export const isLeftToPolicy = (error: unknown): boolean => typeof error === "object" && error !== null && leftToPolicy.has(error);

/** One import of the api-client shared by every read: a screen's first reads start together. */
let apiClient: Promise<typeof import("./api-client")> | undefined;
const loadApiClient = () => (apiClient ??= import("./api-client"));

/**
 * SWR's fetcher for `apiKey` keys: the api-client (session token by default, contract-parsed results), loaded
 * with the first fetch so that it is not first-load JS (a page's first data comes from the server's HTML), like
 * the rule that marks the failures left to the error policy.
 */
export async function fetcher<N extends CallName>([name, params, query]: ApiKey<N>): Promise<Result<CallOf<N>>> {
  const { api, actsInBackground } = await loadApiClient();
  try {
    return await api(name, { params: params as Params<CallOf<N>>, query: query as Query<CallOf<N>> });
  } catch (error) {
    if (actsInBackground(error)) leftToPolicy.add(error as object);
    throw error;
  }
}

/**
 * A read of one contract call, cached and revalidated by the app's SWR config. `null` parts = do not fetch yet
 * (e.g. until a session exists). Errors are `ApiRequestError`s; the config already handed 401/403/expired/502 to
 * the error policy, so a screen only shows an inline state for the rest.
 */
export function useApi<N extends CallName>(
  name: N,
  parts: ApiKeyParts<N> | null = {},
  config?: SWRConfiguration<Result<CallOf<N>>, ApiRequestError>,
): SWRResponse<Result<CallOf<N>>, ApiRequestError> {
  return useSWR<Result<CallOf<N>>, ApiRequestError, ApiKey<N> | null>(parts ? apiKey(name, parts) : null, fetcher, config);
}
