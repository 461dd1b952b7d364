/**
 * Pages without getServerSideProps/getInitialProps: `next build` writes their HTML once and Next serves it from the
 * build, outside src/proxy.ts, under the hash-only CSP of prerendered pages (server/prerendered-csp.ts). The server
 * stamps their hashes into that policy; the browser leaves such a document by a full load when it goes to any other
 * page (shared/static-document.ts). No imports: next.config.ts loads this file through the server module.
 */
export const PRERENDERED_PAGES: readonly string[] = ["/nonMemberMain", "/diagnosis/trial", "/404"];
