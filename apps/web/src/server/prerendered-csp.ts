import { createHash } from "node:crypto";
import { readFileSync, renameSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { contentSecurityPolicy } from "../shared/security-headers";

/**
 * The hash-based CSP of prerendered pages (docs/web-shell.md "The public landing page"). Their HTML is written
 * once by `next build`, the same for every visitor, so it cannot carry a per-request nonce; the policy lists the
 * sha256 of each inline script the build put in it (Turbopack's bootstrap) instead.
 *
 * The policy is a plain next.config `headers()` entry, so these pages never pass through src/proxy.ts (Next's
 * proxy layer alone costs more than half of a static page's rate). `headers()` runs before the pages are built,
 * so at `next start` next.config.ts calls `stampPrerenderedCsp`, which writes the hashes into the build's
 * routes manifest before the server reads it (whoever ran `next build`).
 */

/** Pages without getServerSideProps/getInitialProps, served from the build (src/proxy.ts's matcher skips them). */
export const PRERENDERED_PAGES: readonly string[] = ["/nonMemberMain"];

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

/** next.config.ts `headers()` entries of the prerendered pages (the hashes are filled in at start). */
export function prerenderedPageHeaders(scriptHashes: readonly string[] = []) {
  return PRERENDERED_PAGES.map((source) => ({
    source,
    headers: [
      { key: "content-security-policy", value: contentSecurityPolicy({ scriptHashes, isDev: false }) },
      { key: "cache-control", value: PRERENDERED_CACHE_CONTROL },
    ],
  }));
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
 * Writes each prerendered page's script hashes into `<distDir>/routes-manifest.json`, where `next start` reads
 * the `headers()` entries. Idempotent. A page whose HTML cannot be read keeps `script-src 'self'` (shown, not
 * hydrated) and the reason is logged. Returns the policy per page.
 */
export function stampPrerenderedCsp(distDir: string, files: FileAccess = disk): Record<string, string> {
  const manifestPath = join(distDir, "routes-manifest.json");
  const manifest = JSON.parse(files.read(manifestPath)) as { headers?: ManifestHeader[] };
  const stamped: Record<string, string> = {};
  let changed = false;
  for (const entry of manifest.headers ?? []) {
    if (!PRERENDERED_PAGES.includes(entry.source)) continue;
    let hashes: string[] = [];
    try {
      hashes = inlineScriptHashes(files.read(join(distDir, "server", "pages", `${entry.source}.html`)));
    } catch (err) {
      console.error(`[csp] ${entry.source}의 빌드 결과를 읽지 못해 인라인 스크립트를 허용하지 않습니다`, err instanceof Error ? err.message : err);
    }
    const policy = contentSecurityPolicy({ scriptHashes: hashes, isDev: false });
    for (const header of entry.headers) {
      if (header.key.toLowerCase() === "content-security-policy" && header.value !== policy) {
        header.value = policy;
        changed = true;
      }
    }
    stamped[entry.source] = policy;
  }
  if (changed) files.write(manifestPath, JSON.stringify(manifest));
  return stamped;
}
