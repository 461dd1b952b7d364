import Document, { Head, Html, Main, NextScript, type DocumentContext, type DocumentInitialProps } from "next/document";
import { APP_META } from "@/shared/app-meta";
import { fontBootScript } from "@/shared/fonts";
import { readNonce, secureUnguardedResponse } from "@/server/security-headers";

const isViewportMeta = (el: unknown): boolean => {
  const e = el as { type?: unknown; props?: { name?: unknown } } | null;
  return e?.type === "meta" && e.props?.name === "viewport";
};

/** pages/_error.tsx, always rendered per request (it has getInitialProps), never prerendered by `next build`. */
const ERROR_PAGE = "/_error";

interface Props extends DocumentInitialProps {
  nonce?: string;
}

/**
 * Carries the per-request CSP nonce (set by src/proxy.ts) to Next's scripts; light theme by default (SPEC §9).
 * The title, description and viewport are the same on every screen (SPEC §1), so they are written here rather
 * than with `next/head` in `_app`, which would add its client code to every page's first-load JS. A
 * screen that ever needs its own title uses `next/head` on that page (it replaces this one).
 */
export default class AppDocument extends Document<Props> {
  static async getInitialProps(ctx: DocumentContext): Promise<Props> {
    const initialProps = await Document.getInitialProps(ctx);
    // Next adds a default `<meta name="viewport" content="width=device-width">` unless next/head gives one; ours
    // (below, with viewport-fit=cover for the iPhone safe areas) is the only one.
    const head = initialProps.head?.filter((el) => !isViewportMeta(el));
    // The error page may be rendered for a request Next refused before proxy.ts and next.config's headers applied.
    const nonce = ctx.pathname === ERROR_PAGE ? secureUnguardedResponse(ctx.res, ctx.req?.headers) : readNonce(ctx.req?.headers);
    return { ...initialProps, head, nonce };
  }

  render() {
    const { nonce } = this.props;
    return (
      <Html lang="ko" data-theme="light">
        <Head nonce={nonce}>
          <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
          {/* eslint-disable-next-line @next/next/no-title-in-document-head -- one title for all screens (see above) */}
          <title>{APP_META.title}</title>
          <meta name="description" content={APP_META.description} />
          <meta name="theme-color" content="#ffffff" />
          <meta name="format-detection" content="telephone=no" />
          <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
          {/* Pretendard from the first paint when this device has its file (shared/fonts.ts): no later repaint. */}
          <script nonce={nonce} dangerouslySetInnerHTML={{ __html: fontBootScript(this.props.__NEXT_DATA__.buildId) }} />
        </Head>
        <body>
          <Main />
          <NextScript nonce={nonce} />
        </body>
      </Html>
    );
  }
}
