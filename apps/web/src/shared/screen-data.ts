import type { CallName, calls, Result } from "@evsafe/contract";
import type { SWRConfiguration } from "swr";
import type { ApiRequestError } from "./api-error";
import { useApi, type ApiKeyParts } from "./fetcher";

/** What a screen draws from: one contract read, in the shape `<AsyncContent>` takes. */
export interface ScreenData<T> {
  data: T | undefined;
  error: ApiRequestError | undefined;
  /** Only while there is nothing to show: a revalidation behind cached data is not loading. */
  isLoading: boolean;
  /** Fetch again (the error state's 다시 시도). */
  retry: () => void;
  /** Puts what a write answered with in the cache, without a refetch. */
  replace: (data: T) => void;
}

/**
 * The one way a screen reads its data: `useApi` (cached, revalidated behind, failures of SPEC §8 handed to the
 * error policy by the app's SWR config) reduced to what `<AsyncContent>` shows. `null` parts = not yet. `config`
 * overrides the app's SWR options for this read (e.g. no revalidation on focus for a read the API counts).
 */
export function useScreenData<N extends CallName>(
  name: N,
  parts: ApiKeyParts<N> | null = {},
  config?: SWRConfiguration<Result<(typeof calls)[N]>, ApiRequestError>,
): ScreenData<Result<(typeof calls)[N]>> {
  const { data, error, isLoading, mutate } = useApi(name, parts, config);
  return {
    data,
    error,
    isLoading: isLoading && data === undefined,
    retry: () => void mutate(),
    replace: (next) => void mutate(next, { revalidate: false }),
  };
}
