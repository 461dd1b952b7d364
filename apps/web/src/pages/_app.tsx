import type { AppProps } from "next/app";
import Head from "next/head";
import { APP_META } from "@/shared/app-meta";
import "@/styles/globals.css";

/**
 * Application shell (SPEC §2 `/_app`). The session provider, SWR config, modal host, loading overlay,
 * bridge host and version check join here in the next issue (docs/web-shell.md).
 */
export default function App({ Component, pageProps }: AppProps) {
  return (
    <>
      <Head>
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <title>{APP_META.title}</title>
        <meta name="description" content={APP_META.description} />
      </Head>
      <Component {...pageProps} />
    </>
  );
}
