import { createHash } from "node:crypto";
import { readFileSync, renameSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { PRERENDERED_PAGES } from "../shared/prerendered-pages";
import { contentSecurityPolicy } from "../shared/security-headers";

export { PRERENDERED_PAGES };

/**
 * The hash-based CSP of prerendered pages (docs/web-shell.md "Prerendered pages"). Their HTML is written
 * once by `next build`, the same for every visitor, so it cannot carry a per-request nonce; the policy lists the
 * sha256 of each inline script the build put in it (Turbopack's bootstrap) instead.
 *
 * The policy is the next.config `headers()` entry of every path (`STATIC_HEADERS_SOURCE`), which src/proxy.ts
 * replaces only on the pages rendered per request (its matcher lists them): these pages, and a missing address's
 * 404, never pass through the proxy, whose layer alone costs more than half of a static page's rate.
 * `headers()` runs before the pages are built, so at `next start` next.config.ts calls `stampPrerenderedCsp`,
 * which writes the hashes into the build's routes manifest before the server reads it (whoever ran `next build`).
 */

/** next.config.ts's `headers()` source that puts the security headers on every response. */
export const STATIC_HEADERS_SOURCE = "/:path*";

/** Cacheable by a shared cache, briefly: the HTML names this build's script files and a new build replaces them. */
export const PRERENDERED_CACHE_CONTROL = "public, max-age=0, s-maxage=30, stale-while-revalidate=120";

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

/** Prerendered pages a shared cache may keep (a 404 is not one of them). */
const CACHEABLE_PAGES: readonly string[] = ["/nonMemberMain"];

/** next.config.ts `headers()` entries after the `STATIC_HEADERS_SOURCE` one: the cacheable pages' Cache-Control. */
export function prerenderedPageHeaders() {
  return CACHEABLE_PAGES.map((source) => ({ source, headers: [{ key: "cache-control", value: PRERENDERED_CACHE_CONTROL }] }));
}

interface ManifestHeader {
  source: string;
  headers: { key: string; value: string }[];
}

interface FileAccess {
  read(path: string): string;
  write(path: string, text: string): void;
}

const disk: FileAccess = {
  read: (path) => readFileSync(path, "utf8"),
  write: (path, text) => {
    // Atomically: several instances may start from one build at once.
    const tmp = `${path}.${process.pid}.tmp`;
    writeFileSync(tmp, text);
    renameSync(tmp, path);
  },
};

/**
 * Writes the prerendered pages' script hashes into the `STATIC_HEADERS_SOURCE` policy of
 * `<distDir>/routes-manifest.json`, where `next start` reads the `headers()` entries. Idempotent. A page whose
 * HTML cannot be read adds no hash (it shows without hydrating) and the reason is logged. Returns the policy.
 */
export function stampPrerenderedCsp(distDir: string, files: FileAccess = disk): string {
  const manifestPath = join(distDir, "routes-manifest.json");
  const manifest = JSON.parse(files.read(manifestPath)) as { headers?: ManifestHeader[] };
  const hashes = new Set<string>();
  for (const page of PRERENDERED_PAGES) {
    try {
      for (const h of inlineScriptHashes(files.read(join(distDir, "server", "pages", `${page}.html`)))) hashes.add(h);
    } catch (err) {
      console.error(`[csp] ${page}의 빌드 결과를 읽지 못해 인라인 스크립트를 허용하지 않습니다`, err instanceof Error ? err.message : err);
    }
  }
  const policy = contentSecurityPolicy({ scriptHashes: [...hashes], isDev: false });
  let changed = false;
  for (const entry of manifest.headers ?? []) {
    if (entry.source !== STATIC_HEADERS_SOURCE) continue;
    for (const header of entry.headers) {
      if (header.key.toLowerCase() === "content-security-policy" && header.value !== policy) {
        header.value = policy;
        changed = true;
      }
    }
  }
  if (changed) files.write(manifestPath, JSON.stringify(manifest));
  return policy;
}
