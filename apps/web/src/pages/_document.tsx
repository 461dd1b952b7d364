import Document, { Head, Html, Main, NextScript, type DocumentContext, type DocumentInitialProps } from "next/document";
import { readNonce } from "@/shared/security-headers";

interface Props extends DocumentInitialProps {
  nonce?: string;
}

/** Carries the per-request CSP nonce (set by src/proxy.ts) to Next's scripts; light theme by default (SPEC §9). */
export default class AppDocument extends Document<Props> {
  static async getInitialProps(ctx: DocumentContext): Promise<Props> {
    const initialProps = await Document.getInitialProps(ctx);
    return { ...initialProps, nonce: readNonce(ctx.req?.headers) };
  }

  render() {
    const { nonce } = this.props;
    return (
      <Html lang="ko" data-theme="light">
        <Head nonce={nonce}>
          <meta name="theme-color" content="#ffffff" />
          <meta name="format-detection" content="telephone=no" />
          <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        </Head>
        <body>
          <Main />
          <NextScript nonce={nonce} />
        </body>
      </Html>
    );
  }
}
