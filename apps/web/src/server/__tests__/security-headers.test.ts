import { describe, expect, it } from "vitest";
import {
  applySecurityHeaders,
  contentSecurityPolicy,
  createNonce,
  isValidNonce,
  NONCE_HEADER,
  nonceRequestHeaders,
  readNonce,
  securityHeaders,
  staticSecurityHeaders,
} from "../security-headers";

/** "a; b c" → { a: [], b: ["c"] } */
function directives(csp: string): Record<string, string[]> {
  return Object.fromEntries(
    csp.split(";").map((d) => {
      const [name, ...values] = d.trim().split(/\s+/);
      return [name!, values];
    }),
  );
}

describe("createNonce", () => {
  it("is 128 bits of base64, different every time", () => {
    const nonces = new Set(Array.from({ length: 200 }, createNonce));
    expect(nonces.size).toBe(200);
    for (const n of nonces) {
      expect(isValidNonce(n)).toBe(true);
      expect(atob(n)).toHaveLength(16);
    }
  });
});

describe("Content-Security-Policy", () => {
  it("dynamic pages: nonce-based scripts with 'strict-dynamic'", () => {
    const d = directives(contentSecurityPolicy({ nonce: "abcdefghijklmnopqrstuv==", isDev: false }));
    expect(d["script-src"]).toEqual(["'self'", "'nonce-abcdefghijklmnopqrstuv=='", "'strict-dynamic'", "https://t1.kakaocdn.net"]);
    expect(d["script-src"]).not.toContain("'unsafe-inline'");
    expect(d["script-src"]).not.toContain("'unsafe-eval'");
  });

  it("has every directive of the policy", () => {
    const d = directives(contentSecurityPolicy({ nonce: createNonce(), isDev: false }));
    expect(d).toMatchObject({
      "default-src": ["'self'"],
      "style-src": ["'self'", "'unsafe-inline'"],
      "img-src": ["'self'", "data:", "blob:", "https:"],
      "connect-src": ["'self'"],
      "font-src": ["'self'", "data:"],
      "frame-ancestors": ["'none'"],
      "frame-src": ["'self'", "https://postcode.map.kakao.com"],
      // The service worker (/sw.js) and nothing else.
      "worker-src": ["'self'"],
      "base-uri": ["'self'"],
      "form-action": ["'self'"],
      "object-src": ["'none'"],
    });
    expect(d["upgrade-insecure-requests"]).toBeUndefined();
  });

  it("static policy (no nonce) allows only same-origin script files", () => {
    expect(directives(contentSecurityPolicy({ isDev: false }))["script-src"]).toEqual(["'self'"]);
  });

  it("adds 'unsafe-eval' only in development and upgrade-insecure-requests only over https", () => {
    expect(directives(contentSecurityPolicy({ isDev: true }))["script-src"]).toContain("'unsafe-eval'");
    expect(directives(contentSecurityPolicy({ isDev: false, isHttps: true }))).toHaveProperty("upgrade-insecure-requests");
  });

  it("refuses a nonce that could break out of the header", () => {
    expect(() => contentSecurityPolicy({ nonce: "abc'; script-src *" })).toThrow();
  });
});

describe("securityHeaders", () => {
  const h = securityHeaders({ nonce: createNonce(), isDev: false });

  it("sends HSTS, nosniff, the referrer policy, COOP and frame denial", () => {
    expect(h["strict-transport-security"]).toBe("max-age=63072000; includeSubDomains");
    expect(h["x-content-type-options"]).toBe("nosniff");
    expect(h["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(h["cross-origin-opener-policy"]).toBe("same-origin");
    expect(h["x-frame-options"]).toBe("DENY");
  });

  it("switches off camera and microphone, keeps geolocation for our origin", () => {
    const policy = h["permissions-policy"]!.split(", ");
    expect(policy).toEqual(expect.arrayContaining(["camera=()", "microphone=()", "geolocation=(self)", "payment=()"]));
  });

  it("uses lower-case names (proxy.ts's values replace next.config's)", () => {
    for (const name of Object.keys(h)) expect(name).toBe(name.toLowerCase());
  });

  it("next.config form carries the same headers with the static policy", () => {
    const list = staticSecurityHeaders({ isDev: false });
    expect(list.map((x) => x.key)).toEqual(Object.keys(h));
    expect(list.find((x) => x.key === "content-security-policy")!.value).not.toContain("nonce-");
  });
});

describe("proxy helpers", () => {
  it("applySecurityHeaders sets every header on a response, replacing an older policy", () => {
    const nonce = createNonce();
    const res = new Response("ok", { headers: { "Content-Security-Policy": "default-src *" } });
    expect(applySecurityHeaders(res, { nonce, isDev: false })).toBe(res);
    expect(res.headers.get("content-security-policy")).toContain(`'nonce-${nonce}'`);
    expect(res.headers.get("x-frame-options")).toBe("DENY");
  });

  it("nonceRequestHeaders forwards the nonce and the policy to the page render", () => {
    const nonce = createNonce();
    const headers = nonceRequestHeaders(new Headers({ cookie: "a=b" }), nonce, { isDev: false });
    expect(headers.get(NONCE_HEADER)).toBe(nonce);
    expect(headers.get("content-security-policy")).toContain(`'nonce-${nonce}'`);
    expect(headers.get("cookie")).toBe("a=b");
  });

  it("readNonce takes only a well-formed nonce from the request", () => {
    const nonce = createNonce();
    expect(readNonce({ [NONCE_HEADER]: nonce })).toBe(nonce);
    expect(readNonce({ [NONCE_HEADER]: '"><script>' })).toBeUndefined();
    expect(readNonce({ [NONCE_HEADER]: [nonce, nonce] })).toBeUndefined();
    expect(readNonce(undefined)).toBeUndefined();
  });
});
