import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { inlineScriptHashes, prerenderedScriptHashes } from "../prerendered-csp";
import { contentSecurityPolicy } from "@/shared/security-headers";

const sha = (s: string) => `sha256-${createHash("sha256").update(s).digest("base64")}`;

describe("inlineScriptHashes", () => {
  it("hashes the inline scripts that run, not external ones or JSON data blocks", () => {
    const boot = '(self.TURBOPACK_CHUNK_LISTS=self.TURBOPACK_CHUNK_LISTS||[]).push("x")';
    const html = `<html><head><script src="/_next/a.js" defer=""></script></head><body>
      <script id="__NEXT_DATA__" type="application/json">{"page":"/nonMemberMain"}</script>
      <script>${boot}</script><script src="/_next/b.js"></script><script>${boot}</script></body></html>`;
    expect(inlineScriptHashes(html)).toEqual([sha(boot)]);
  });

  it("allows no inline script when the build output cannot be read", () => {
    expect(prerenderedScriptHashes("/no-such-page", () => { throw new Error("ENOENT"); })).toEqual([]);
  });
});

describe("the prerendered pages' policy", () => {
  it("lists the hashes and 'self', with no nonce and no 'strict-dynamic', the same every time", () => {
    const hash = sha("boot()");
    const policy = contentSecurityPolicy({ scriptHashes: [hash], isDev: false });
    const scriptSrc = policy.split("; ").find((d) => d.startsWith("script-src "));
    expect(scriptSrc).toBe(`script-src 'self' '${hash}'`);
    expect(contentSecurityPolicy({ scriptHashes: [hash], isDev: false })).toBe(policy);
    expect(() => contentSecurityPolicy({ scriptHashes: ["'unsafe-inline'"] })).toThrow();
  });
});
