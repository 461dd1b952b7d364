// @vitest-environment node
import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  inlineScriptHashes,
  missingPrerenderedHashes,
  PRERENDERED_PAGES,
  prerenderedPageHeaders,
  STATIC_HEADERS_SOURCE,
  stampPrerenderedCsp,
} from "../prerendered-csp";
import { config as proxyConfig } from "@/proxy";

const sha = (s: string) => `sha256-${createHash("sha256").update(s).digest("base64")}`;
const BOOT = '(self.TURBOPACK_CHUNK_LISTS=self.TURBOPACK_CHUNK_LISTS||[]).push("x")';
const HTML = `<html><head><script src="/_next/a.js" defer=""></script></head><body>
  <script id="__NEXT_DATA__" type="application/json">{"page":"/nonMemberMain"}</script>
  <script>${BOOT}</script><script src="/_next/b.js"></script><script>${BOOT}</script></body></html>`;

const scriptSrc = (policy: string) => policy.split("; ").find((d) => d.startsWith("script-src "));

describe("inlineScriptHashes", () => {
  it("hashes the inline scripts that run, not external ones or JSON data blocks", () => {
    expect(inlineScriptHashes(HTML)).toEqual([sha(BOOT)]);
  });
});

describe("stampPrerenderedCsp", () => {
  const BOOT_404 = '(self.TURBOPACK_CHUNK_LISTS=self.TURBOPACK_CHUNK_LISTS||[]).push("404")';
  function build(pages: Record<string, string>) {
    const files: Record<string, string> = {
      "/dist/routes-manifest.json": JSON.stringify({
        headers: [
          {
            source: STATIC_HEADERS_SOURCE,
            headers: [
              { key: "content-security-policy", value: "static" },
              { key: "x-frame-options", value: "DENY" },
            ],
          },
          ...prerenderedPageHeaders(),
        ],
      }),
    };
    for (const [page, html] of Object.entries(pages)) files[`/dist/server/pages${page}.html`] = html;
    const access = {
      read: (p: string) => {
        if (!(p in files)) throw new Error(`ENOENT ${p}`);
        return files[p]!;
      },
      write: (p: string, text: string) => void (files[p] = text),
    };
    return { files, access };
  }

  it("writes every prerendered page's script hashes into the static policy: 'self' and the hashes, no nonce, no 'strict-dynamic'", () => {
    const { files, access } = build({ "/nonMemberMain": HTML, "/diagnosis/trial": HTML, "/404": `<script>${BOOT_404}</script>` });
    const policy = stampPrerenderedCsp("/dist", access);
    expect(scriptSrc(policy)).toBe(`script-src 'self' '${sha(BOOT)}' '${sha(BOOT_404)}'`);
    const manifest = JSON.parse(files["/dist/routes-manifest.json"]!) as {
      headers: { source: string; headers: { key: string; value: string }[] }[];
    };
    expect(manifest.headers[0]!.headers).toEqual([
      { key: "content-security-policy", value: policy },
      { key: "x-frame-options", value: "DENY" },
    ]);
    const page = manifest.headers.find((h) => h.source === "/nonMemberMain")!;
    expect(page.headers).toEqual([{ key: "cache-control", value: expect.stringMatching(/^public, .*s-maxage=30/) }]);
    // A second start changes nothing.
    const before = files["/dist/routes-manifest.json"];
    stampPrerenderedCsp("/dist", access);
    expect(files["/dist/routes-manifest.json"]).toBe(before);
  });

  it("fails when a prerendered page's HTML is missing (an incomplete build), writing nothing", () => {
    const { files, access } = build({ "/404": `<script>${BOOT_404}</script>` });
    const before = files["/dist/routes-manifest.json"];
    expect(() => stampPrerenderedCsp("/dist", access)).toThrow(/\/nonMemberMain/);
    expect(files["/dist/routes-manifest.json"]).toBe(before);
  });
});

describe("missingPrerenderedHashes (what `next start` checks, reading only)", () => {
  const BOOT_TRIAL = '(self.TURBOPACK_CHUNK_LISTS=self.TURBOPACK_CHUNK_LISTS||[]).push("trial")';
  function build(policy: string) {
    const files: Record<string, string> = {
      "/dist/routes-manifest.json": JSON.stringify({
        headers: [{ source: STATIC_HEADERS_SOURCE, headers: [{ key: "Content-Security-Policy", value: policy }] }],
      }),
      "/dist/server/pages/nonMemberMain.html": HTML,
      "/dist/server/pages/diagnosis/trial.html": `<script>${BOOT_TRIAL}</script>`,
      "/dist/server/pages/404.html": "<p>없음</p>",
    };
    const read = (p: string) => {
      if (!(p in files)) throw new Error(`ENOENT ${p}`);
      return files[p]!;
    };
    return { files, read };
  }

  it("names every hash an unstamped build lacks, and none once stamped; it never writes", () => {
    const unstamped = build("script-src 'self'");
    expect(missingPrerenderedHashes("/dist", { read: unstamped.read }).sort()).toEqual([sha(BOOT), sha(BOOT_TRIAL)].sort());
    const write = (p: string, text: string) => void (unstamped.files[p] = text);
    stampPrerenderedCsp("/dist", { read: unstamped.read, write });
    // The stamped folder made read-only: checking it writes nothing and finds nothing missing.
    const frozen = { read: unstamped.read, write: () => expect.fail("a started server must not write into its build") };
    expect(missingPrerenderedHashes("/dist", frozen)).toEqual([]);
    expect(stampPrerenderedCsp("/dist", frozen)).toContain(`'${sha(BOOT_TRIAL)}'`);
  });
});

describe("src/proxy.ts's matcher", () => {
  const pagesDir = join(__dirname, "../../pages");
  const pages = readdirSync(pagesDir)
    // sw.js.tsx is no page: it answers the service worker's script itself (src/server/service-worker-file.ts).
    .filter((f) => f.endsWith(".tsx") && !f.startsWith("_") && f !== "sw.js.tsx")
    .map((f) => ({ route: f === "index.tsx" ? "/" : `/${f.replace(/\.tsx$/, "")}`, source: readFileSync(join(pagesDir, f), "utf8") }));
  const matcher = (proxyConfig.matcher[0] as { source: string }).source;
  const listed = new Set([
    "/",
    .../\(([^)]*)\)\?$/
      .exec(matcher)![1]!
      .split("|")
      .map((p) => `/${p}`),
  ]);

  it("lists every page rendered per request, and no prerendered page", () => {
    for (const { route, source } of pages) {
      const perRequest = /export (const|async function) getServerSideProps\b/.test(source);
      expect({ route, inMatcher: listed.has(route) }).toEqual({ route, inMatcher: perRequest });
      expect({ route, prerendered: PRERENDERED_PAGES.includes(route) }).toEqual({ route, prerendered: !perRequest });
    }
    expect(pages.length).toBeGreaterThan(5);
  });

  it("covers every page in a folder with its folder's entry, all of them rendered per request (a prerendered one is in neither)", () => {
    const folders = (proxyConfig.matcher[1] as { source: string }).source;
    const areas = /^\/:area\(([^)]*)\)\/:rest\*$/.exec(folders)![1]!.split("|");
    const nested = (dir: string): string[] =>
      readdirSync(join(pagesDir, dir), { withFileTypes: true }).flatMap((e) =>
        e.isDirectory() ? nested(join(dir, e.name)) : e.name.endsWith(".tsx") ? [join(dir, e.name)] : [],
      );
    const folderPages = readdirSync(pagesDir, { withFileTypes: true })
      .filter((e) => e.isDirectory() && e.name !== "api" && !e.name.startsWith("["))
      .flatMap((e) => nested(e.name));
    expect(folderPages.length).toBeGreaterThan(0);
    for (const file of folderPages) {
      const perRequest = /export (const|async function) getServerSideProps\b/.test(readFileSync(join(pagesDir, file), "utf8"));
      const prerendered = PRERENDERED_PAGES.includes(`/${file.replace(/\.tsx$/, "")}`);
      expect({ file, perRequest, inMatcher: areas.includes(file.split("/")[0]!) }).toEqual({
        file,
        perRequest: !prerendered,
        inMatcher: !prerendered,
      });
    }
  });
});
