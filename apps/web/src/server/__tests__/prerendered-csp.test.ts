import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { inlineScriptHashes, PRERENDERED_PAGES, prerenderedPageHeaders, stampPrerenderedCsp } from "../prerendered-csp";
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
  function build(html: string | null) {
    const files: Record<string, string> = {
      "/dist/routes-manifest.json": JSON.stringify({
        headers: [{ source: "/:path*", headers: [{ key: "content-security-policy", value: "static" }] }, ...prerenderedPageHeaders()],
      }),
    };
    if (html !== null) files["/dist/server/pages/nonMemberMain.html"] = html;
    const access = {
      read: (p: string) => {
        if (!(p in files)) throw new Error(`ENOENT ${p}`);
        return files[p]!;
      },
      write: (p: string, text: string) => void (files[p] = text),
    };
    return { files, access };
  }

  it("writes the page's script hashes into the routes manifest: 'self' and the hashes, no nonce, no 'strict-dynamic'", () => {
    const { files, access } = build(HTML);
    const policy = stampPrerenderedCsp("/dist", access)["/nonMemberMain"]!;
    expect(scriptSrc(policy)).toBe(`script-src 'self' '${sha(BOOT)}'`);
    const manifest = JSON.parse(files["/dist/routes-manifest.json"]!) as { headers: { source: string; headers: { key: string; value: string }[] }[] };
    const page = manifest.headers.find((h) => h.source === "/nonMemberMain")!;
    expect(page.headers.find((h) => h.key === "content-security-policy")!.value).toBe(policy);
    expect(page.headers.find((h) => h.key === "cache-control")!.value).toMatch(/^public, .*s-maxage=30/);
    // Other entries are left alone, and a second start changes nothing.
    expect(manifest.headers[0]!.headers[0]!.value).toBe("static");
    const before = files["/dist/routes-manifest.json"];
    stampPrerenderedCsp("/dist", access);
    expect(files["/dist/routes-manifest.json"]).toBe(before);
  });

  it("allows no inline script when the page's HTML cannot be read", () => {
    const { access } = build(null);
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => void errors.push(args);
    try {
      expect(scriptSrc(stampPrerenderedCsp("/dist", access)["/nonMemberMain"]!)).toBe("script-src 'self'");
    } finally {
      console.error = original;
    }
    expect(errors).toHaveLength(1);
  });
});

describe("src/proxy.ts", () => {
  it("skips the prerendered pages, whose CSP is a next.config header", () => {
    const source = (proxyConfig.matcher[0] as { source: string }).source;
    for (const page of PRERENDERED_PAGES) expect(source).toContain(`${page.slice(1)}$`);
  });
});
