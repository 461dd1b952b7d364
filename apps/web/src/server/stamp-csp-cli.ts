// The web build's last step (apps/web's `build` script, scripts/start.mjs): writes the prerendered pages' inline-script
// hashes into the build's routes manifest (prerendered-csp.ts), so `next start` never has to write into its build.
//   NEXT_DIST_DIR=.next-e2e tsx src/server/stamp-csp-cli.ts     (from apps/web; the folder `next build` wrote)
import { stampPrerenderedCsp } from "./prerendered-csp";

const distDir = process.env.NEXT_DIST_DIR || ".next";
try {
  stampPrerenderedCsp(distDir);
  console.log(`[csp] ${distDir}: 사전 렌더링 페이지의 스크립트 해시를 CSP에 적었습니다`);
} catch (err) {
  console.error(`[csp] ${distDir}: 사전 렌더링 페이지의 CSP를 적지 못했습니다 — ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
}
