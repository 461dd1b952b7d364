import { createHash } from "node:crypto";
import { readFileSync, renameSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { PRERENDERED_PAGES } from "../shared/prerendered-pages";
import { contentSecurityPolicy } from "./security-headers";

export { PRERENDERED_PAGES };

/**
 * The hash-based CSP of prerendered pages (docs/web-shell.md "Prerendered pages"). Their HTML is written
 * once by `next build`, the same for every visitor, so it cannot carry a per-request nonce; the policy lists the
 * sha256 of each inline script the build put in it (Turbopack's bootstrap) instead.
 *
 * The policy is the next.config `headers()` entry of every path (`STATIC_HEADERS_SOURCE`), which src/proxy.ts
 * replaces only on the pages rendered per request (its matcher lists them): these pages, and a missing address's
 * 404, never pass through the proxy, whose layer alone costs more than half of a static page's rate.
 * `headers()` runs before the pages are built, so the build's last step (scripts/stamp-csp.ts, run by apps/web's
 * `build` script and scripts/start.mjs) writes the hashes into the build's routes manifest; `next start` only checks
 * them (`missingPrerenderedHashes`) and never writes into its build, so a read-only image serves them hydrated.
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
    // Atomically: a server starting from this folder never reads half a manifest.
    const tmp = `${path}.${process.pid}.tmp`;
    writeFileSync(tmp, text);
    renameSync(tmp, path);
  },
};

/** The hashes of every prerendered page's inline scripts in a build; a page whose HTML cannot be read throws. */
function buildHashes(distDir: string, files: FileAccess): string[] {
  const hashes = new Set<string>();
  for (const page of PRERENDERED_PAGES) {
    let html: string;
    try {
      html = files.read(join(distDir, "server", "pages", `${page}.html`));
    } catch (err) {
      throw new Error(`${page}의 빌드 결과(HTML)를 읽지 못했습니다: ${err instanceof Error ? err.message : String(err)}`);
    }
    for (const h of inlineScriptHashes(html)) hashes.add(h);
  }
  return [...hashes];
}

const manifestPath = (distDir: string) => join(distDir, "routes-manifest.json");

/** The `STATIC_HEADERS_SOURCE` policy values of a routes manifest. */
function staticPolicies(manifest: { headers?: ManifestHeader[] }): { key: string; value: string }[] {
  return (manifest.headers ?? [])
    .filter((entry) => entry.source === STATIC_HEADERS_SOURCE)
    .flatMap((entry) => entry.headers.filter((h) => h.key.toLowerCase() === "content-security-policy"));
}

/**
 * Writes the prerendered pages' script hashes into the `STATIC_HEADERS_SOURCE` policy of
 * `<distDir>/routes-manifest.json`, where `next start` reads the `headers()` entries: the build's last step.
 * Idempotent; throws when a prerendered page's HTML is missing (the build is incomplete). Returns the policy.
 */
export function stampPrerenderedCsp(distDir: string, files: FileAccess = disk): string {
  const manifest = JSON.parse(files.read(manifestPath(distDir))) as { headers?: ManifestHeader[] };
  const policy = contentSecurityPolicy({ scriptHashes: buildHashes(distDir, files), isDev: false });
  const headers = staticPolicies(manifest);
  if (headers.length === 0) throw new Error(`routes-manifest.json에 ${STATIC_HEADERS_SOURCE}의 CSP가 없습니다`);
  if (headers.some((h) => h.value !== policy)) {
    for (const h of headers) h.value = policy;
    files.write(manifestPath(distDir), JSON.stringify(manifest));
  }
  return policy;
}

/**
 * What `next start` checks instead of writing: the prerendered pages' script hashes the build's policy lacks
 * (empty when the build was stamped). Reads only.
 */
export function missingPrerenderedHashes(distDir: string, files: Pick<FileAccess, "read"> = disk): string[] {
  const manifest = JSON.parse(files.read(manifestPath(distDir))) as { headers?: ManifestHeader[] };
  const policies = staticPolicies(manifest).map((h) => h.value);
  return buildHashes(distDir, { ...files, write: () => undefined }).filter(
    (hash) => policies.length === 0 || policies.some((p) => !p.includes(`'${hash}'`)),
  );
}
