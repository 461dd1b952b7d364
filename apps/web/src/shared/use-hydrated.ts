import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/**
 * False on the server and while the page hydrates, true after: for lazily loaded parts that must not render on the
 * server. A React.lazy part still loading there is streamed with React's inline completion script, which the pages'
 * nonce-based CSP refuses; the browser then drew the part again beside the server's hidden copy.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
