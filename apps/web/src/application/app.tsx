import type { AppProps } from "next/app";
import type { Session } from "next-auth";
import { SWRConfig } from "swr";
import { AuthSessionProvider } from "@/auth/client/session-provider";
import { PageFrame } from "@/shared/layout";
import { LoadingOverlay } from "@/shared/loading-overlay";
import { LazyModalHost } from "@/shared/modal/lazy-modal-host";
import { AppShell } from "./app-shell";
import { PageData } from "./page-data";
import { swrConfig } from "./swr-config";

/**
 * Application shell (SPEC §2 `/_app`): session provider, SWR config, the page's layout, the modal host,
 * the route-change loading overlay and the shell effects (version check, push token). docs/web-shell.md.
 * pages/_app.tsx renders this (Next wants the file there); the global stylesheet is imported there.
 */
export default function App({ Component, pageProps }: AppProps<{ session?: Session | null; fallback?: Record<string, unknown> }>) {
  return (
    <AuthSessionProvider session={pageProps.session}>
      <SWRConfig value={swrConfig}>
        {/* withSession puts the session in the props of every page that needs one. */}
        <AppShell requiresSession={pageProps.session !== undefined && pageProps.session !== null} />
        <PageFrame page={Component}>
          <PageData fallback={pageProps.fallback}>
            <Component {...pageProps} />
          </PageData>
        </PageFrame>
        <LazyModalHost />
        <LoadingOverlay />
      </SWRConfig>
    </AuthSessionProvider>
  );
}
