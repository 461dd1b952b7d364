import { IncomingMessage, ServerResponse } from "node:http";
import { Socket } from "node:net";
import { describe, expect, it } from "vitest";
import AppDocument from "@/pages/_document";
import { createNonce, isValidNonce, NONCE_HEADER, securityHeaders } from "@/server/security-headers";

/**
 * Next answers a malformed address (`/statistics/%ff`) from its router with the error page, before proxy.ts and
 * next.config's `headers()` apply: `_document` puts the security headers on that answer itself. The e2e spec
 * security-headers.spec.ts checks the same through the production build.
 */

function context(pathname: string, requestHeaders: Record<string, string> = {}, responseCsp?: string) {
  const req = new IncomingMessage(new Socket());
  Object.assign(req.headers, requestHeaders);
  const res = new ServerResponse(req);
  if (responseCsp) res.setHeader("content-security-policy", responseCsp);
  const ctx = {
    pathname,
    query: {},
    asPath: pathname,
    req,
    res,
    renderPage: async () => ({ html: "", head: [] }),
    defaultGetInitialProps: async () => ({ html: "", head: [], styles: [] }),
  } as unknown as Parameters<typeof AppDocument.getInitialProps>[0];
  return { ctx, res };
}

const nonceOf = (csp: unknown) => /'nonce-([^']+)'/.exec(String(csp))?.[1];

describe("_document on a response without security headers", () => {
  it("the error page gets every header, with a fresh nonce its scripts carry", async () => {
    const { ctx, res } = context("/_error");
    const { nonce } = await AppDocument.getInitialProps(ctx);
    expect(isValidNonce(nonce)).toBe(true);
    for (const [name, value] of Object.entries(securityHeaders({ nonce }))) expect(res.getHeader(name), name).toBe(value);
    expect(String(res.getHeader("content-security-policy"))).toContain("frame-ancestors 'none'");
  });

  it("keeps the nonce proxy.ts forwarded when the proxy ran but its response headers were dropped", async () => {
    const forwarded = createNonce();
    const { ctx, res } = context("/_error", { [NONCE_HEADER]: forwarded });
    const { nonce } = await AppDocument.getInitialProps(ctx);
    expect(nonce).toBe(forwarded);
    expect(nonceOf(res.getHeader("content-security-policy"))).toBe(forwarded);
  });

  it("over https, asks for https subresources", async () => {
    const { ctx, res } = context("/_error", { "x-forwarded-proto": "https" });
    await AppDocument.getInitialProps(ctx);
    expect(String(res.getHeader("content-security-policy"))).toContain("upgrade-insecure-requests");
  });

  it("leaves an error page that already has its policy (a failure on a route proxy.ts served) as it is", async () => {
    const forwarded = createNonce();
    const policy = securityHeaders({ nonce: forwarded })["content-security-policy"];
    const { ctx, res } = context("/_error", { [NONCE_HEADER]: forwarded }, policy);
    const { nonce } = await AppDocument.getInitialProps(ctx);
    expect(nonce).toBe(forwarded);
    expect(res.getHeader("content-security-policy")).toBe(policy);
    expect(res.getHeader("strict-transport-security")).toBeUndefined();
  });

  it("never puts a nonce into another page (a prerendered page's HTML is built once for everyone)", async () => {
    const { ctx, res } = context("/nonMemberMain");
    const { nonce } = await AppDocument.getInitialProps(ctx);
    expect(nonce).toBeUndefined();
    expect(res.getHeader("content-security-policy")).toBeUndefined();
  });
});
