import type { NextConfig } from "next";
import { PHASE_PRODUCTION_SERVER } from "next/constants";
import { checkAuthEnv } from "./src/auth/server/config";
import { hintChartChunks } from "./src/server/compile-hints";
import { missingPrerenderedHashes, prerenderedPageHeaders, STATIC_HEADERS_SOURCE } from "./src/server/prerendered-csp";
import { serverEnv } from "./src/server/env";
import { parseEdition } from "./src/shared/editions";
import { staticSecurityHeaders } from "./src/server/security-headers";

// Validates the server environment at build and at start (a bad value stops with a clear message).
// `/{product}/api/*` is streamed to API_ORIGIN at run time by src/server/api-forward.ts (docs/web-shell.md).
const { PRODUCT } = serverEnv();

const distDir = process.env.NEXT_DIST_DIR || ".next";

const nextConfig: NextConfig = {
  reactStrictMode: true,
  // The e2e suite builds with the shell simulator into its own folder, so `npm start` never serves that build.
  distDir,
  poweredByHeader: false,
  // `npm test` sets NEXT_BUILD_SKIP_TYPECHECK=1 for its e2e builds after its typecheck stage has run tsc on this same
  // project (scripts/test.mjs), so Next's own check would repeat it. Every other build checks the types.
  typescript: { ignoreBuildErrors: process.env.NEXT_BUILD_SKIP_TYPECHECK === "1" },
  transpilePackages: ["@evsafe/contract"],
  // The browser knows the product slug (its API base is same-origin `/{product}/api`), never the API origin.
  // The shell simulator's switch is always inlined ("1" or "0"): left undefined, Next would keep a runtime lookup and
  // ship the simulator's chunk in every build; a constant "0" makes it dead code (docs/bridge.md §6).
  // The edition is always a literal in the bundle (consumer when unset), so code of the other edition is dropped.
  env: {
    NEXT_PUBLIC_PRODUCT: PRODUCT,
    NEXT_PUBLIC_SHELL_SIMULATOR: process.env.NEXT_PUBLIC_SHELL_SIMULATOR === "1" ? "1" : "0",
    NEXT_PUBLIC_EDITION: parseEdition(process.env.NEXT_PUBLIC_EDITION),
    // Share of page views whose real-user vitals are sent (shared/web-vitals-reporter.ts; docs/operations.md).
    NEXT_PUBLIC_WEB_VITALS_SAMPLE_RATE: process.env.NEXT_PUBLIC_WEB_VITALS_SAMPLE_RATE || "0.1",
  },
  // clientRouterFilter: the app router's bloom filter of routes, which the pages router would build on its first
  // prefetch or navigation; this app has no app router, so there is nothing to filter (docs/performance.md).
  experimental: { clientRouterFilter: false },
  // The chart drawing's chunk starts with V8's compile hint, so a chart's first drawing does not compile uPlot on the
  // main thread (src/server/compile-hints.ts). A build without that chunk has nothing to hint, which the budget spec
  // of the e2e suite reports.
  // Then the service worker is built over the compiled files (docs/offline.md), loaded only here: `next start` in
  // the production image has no build tools.
  compiler: {
    runAfterProductionCompile: async ({ distDir }) => {
      hintChartChunks(distDir);
      const { buildServiceWorker } = await import("./scripts/build-service-worker.mjs");
      await buildServiceWorker(distDir);
    },
  },
  // React 19 has useSyncExternalStore: SWR's import of the React 17 shim gets React's own (src/shared/use-sync-external-store.ts).
  turbopack: { resolveAlias: { "use-sync-external-store/shim": "./src/shared/use-sync-external-store.ts" } },
  // The API's paths go to a plain Node handler that streams them to API_ORIGIN (read at start, so the same build
  // serves any API); src/proxy.ts's matcher leaves them out, since Next buffers every body its proxy layer sees.
  // Every response (static files, API answers, prerendered pages and 404s); its policy gets the prerendered pages'
  // script hashes from the build's last step (src/server/stamp-csp-cli.ts). Pages rendered per request get the nonce-based CSP from src/proxy.ts instead.
  async headers() {
    return [{ source: STATIC_HEADERS_SOURCE, headers: staticSecurityHeaders() }, ...prerenderedPageHeaders()];
  },
};

export default function config(phase: string): NextConfig {
  if (phase === PHASE_PRODUCTION_SERVER) {
    // `next start`: next-auth's secret and public address are checked before anything is served, so a missing or
    // unsafe one stops the server with the variable's name instead of failing every sign-in with a 500.
    try {
      checkAuthEnv(process.env);
    } catch (err) {
      console.error(`[auth] 웹 서버를 시작할 수 없습니다: ${err instanceof Error ? err.message : String(err)}`);
      process.exit(1);
    }
    // The prerendered pages' inline-script hashes are written into the build by its last step
    // (src/server/stamp-csp-cli.ts); the server only checks them, so it can start from a read-only folder.
    // (`next dev` renders every page per request, and the static policy allows its inline scripts: security-headers.ts.)
    // A build without them would serve the landing page and the 404 unhydrated: refuse to start, like a bad secret.
    let missing: string[];
    try {
      missing = missingPrerenderedHashes(distDir);
    } catch (err) {
      console.error(`[csp] 웹 서버를 시작할 수 없습니다: ${err instanceof Error ? err.message : String(err)}`);
      process.exit(1);
    }
    if (missing.length > 0) {
      console.error(
        `[csp] 웹 서버를 시작할 수 없습니다: ${distDir}의 CSP에 사전 렌더링 페이지의 스크립트 해시가 없습니다. ` +
          "`npm run build -w @evsafe/web`(next build 뒤에 src/server/stamp-csp-cli.ts)로 빌드하세요",
      );
      process.exit(1);
    }
  }
  return nextConfig;
}
