import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";

/**
 * The hash-based CSP of prerendered pages (docs/security.md "The web tier"). Their HTML is written once by
 * `next build`, the same for every visitor, so it cannot carry a per-request nonce; instead the policy lists the
 * sha256 of each inline script the build put in it (Turbopack's bootstrap), read from the build output on first
 * use and kept for the life of the process (a new build means a new server).
 */

/** Pages without getServerSideProps/getInitialProps: Next serves their HTML from the build. */
export const PRERENDERED_PAGES: ReadonlySet<string> = new Set(["/nonMemberMain"]);

/** Inline scripts that run: not `src=`, not a data block such as `__NEXT_DATA__` (`type="application/json"`). */
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const isDataBlock = (attrs: string) => /\btype=["']?application\/(ld\+)?json/i.test(attrs);

/** `sha256-<base64>` of every executable inline script in the HTML, in order, without repeats. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attrs = "", body = ""] of html.matchAll(SCRIPT)) {
    if (/\bsrc=/i.test(attrs) || isDataBlock(attrs) || body.length === 0) continue;
    hashes.add(`sha256-${createHash("sha256").update(body, "utf8").digest("base64")}`);
  }
  return [...hashes];
}

const cache = new Map<string, string[]>();

/** Where `next build` wrote the page's HTML (the same distDir rule as next.config.ts). */
function prerenderedHtmlPath(pathname: string): string {
  return join(process.cwd(), process.env.NEXT_DIST_DIR || ".next", "server", "pages", `${pathname}.html`);
}

/** The script hashes of a prerendered page; empty (no inline script allowed) when its HTML cannot be read. */
export function prerenderedScriptHashes(pathname: string, readHtml = (p: string) => readFileSync(p, "utf8")): string[] {
  let hashes = cache.get(pathname);
  if (!hashes) {
    try {
      hashes = inlineScriptHashes(readHtml(prerenderedHtmlPath(pathname)));
    } catch (err) {
      console.error(`[csp] ${pathname}의 빌드 결과를 읽지 못해 인라인 스크립트를 허용하지 않습니다`, err instanceof Error ? err.message : err);
      hashes = [];
    }
    cache.set(pathname, hashes);
  }
  return hashes;
}
