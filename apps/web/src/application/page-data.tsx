import { useEffect, type ReactNode } from "react";
import { SWRConfig, useSWRConfig } from "swr";

/**
 * Data the server read for a hard-loaded page (session-frame/server.ts), keyed like the client's `useApi` keys.
 * Painted with the HTML and not fetched again on mount (that would load the contract's schemas during page load
 * for nothing); once mounted it is copied into the app's cache, so coming back to this screen later opens at
 * once from it (a client-side navigation gets no server data) and revalidates behind.
 */
export function PageData({ fallback, children }: { fallback: Record<string, unknown> | undefined; children: ReactNode }) {
  const { cache, mutate } = useSWRConfig();
  useEffect(() => {
    for (const [key, value] of Object.entries(fallback ?? {})) {
      if (cache.get(key)?.data === undefined) void mutate(key, value, { revalidate: false });
    }
  }, [fallback, cache, mutate]);
  // Rendered for every page, with or without server data, so that the page is never remounted when a client-side
  // navigation to the same page (a query change such as the modal's) brings props without it.
  return <SWRConfig value={fallback ? { fallback, revalidateIfStale: false } : NO_SERVER_DATA}>{children}</SWRConfig>;
}

const NO_SERVER_DATA = {};
