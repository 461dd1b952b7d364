import { lazy, Suspense } from "react";
import { useSession } from "@/auth/client/client";
import { publishSession } from "@/shared/session-token";

/** The shell's effects (version check, push token, leaving a page whose session ended) load after hydration. */
const AppShellEffects = lazy(() => import("./app-shell-effects"));

/**
 * Rendered once in _app inside the session provider (docs/web-shell.md). Publishes the session's access token to
 * the api-client during render, before any screen fetches; the rest of the shell's work renders nothing and
 * loads as its own chunk right after the page hydrates (first-load JS, docs/performance.md).
 */
export function AppShell({ requiresSession = false }: { requiresSession?: boolean }) {
  const { data, status } = useSession();
  publishSession({ status, accessToken: data?.accessToken });
  return (
    <Suspense fallback={null}>
      <AppShellEffects requiresSession={requiresSession} />
    </Suspense>
  );
}
