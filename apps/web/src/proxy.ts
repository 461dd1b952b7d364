import { NextResponse, type NextRequest } from "next/server";
import { ERROR_CODES } from "@evsafe/contract/constants/errors";
import { HTTP_TIMEOUT_MS } from "@/shared/api-base";
import { serverEnv } from "@/shared/env";
import { applySecurityHeaders, createNonce, nonceRequestHeaders } from "@/shared/security-headers";

/**
 * One origin in the WebView: `/{product}/api/*` is forwarded to API_ORIGIN.
 *
 * Why a proxy and not a next.config rewrite: rewrites are frozen into the build, and the same build must run
 * against the reference API on any port or against the provider's API (API_ORIGIN is read at start). Why
 * forward with fetch rather than `NextResponse.rewrite`: an unreachable API must answer 502 with the usual
 * `{ error: { code, message } }` so the error policy (SPEC §8, 502 → /service-pause) applies, not a bare 500.
 */
export async function proxy(req: NextRequest) {
  const { API_ORIGIN, PRODUCT } = serverEnv();
  const { pathname, search } = req.nextUrl;
  if (!pathname.startsWith(`/${PRODUCT}/api/`)) {
    // Pages: a fresh CSP nonce per request, read by _document (src/shared/security-headers.ts).
    const nonce = createNonce();
    const isHttps = req.nextUrl.protocol === "https:" || req.headers.get("x-forwarded-proto") === "https";
    return applySecurityHeaders(
      NextResponse.next({ request: { headers: nonceRequestHeaders(req.headers, nonce, { isHttps }) } }),
      { nonce, isHttps },
    );
  }

  const headers = new Headers(req.headers);
  for (const h of HOP_BY_HOP) headers.delete(h);
  // The business API authenticates with Bearer tokens; the session cookie (it holds the refresh token,
  // encrypted) has no business leaving the web tier.
  const cookie = withoutSessionCookies(req.headers.get("cookie"));
  if (cookie) headers.set("cookie", cookie);
  else headers.delete("cookie");
  headers.set("x-forwarded-host", req.headers.get("host") ?? "");
  headers.set("x-forwarded-proto", req.nextUrl.protocol.replace(":", ""));
  const hasBody = req.method !== "GET" && req.method !== "HEAD";

  let upstream: Response;
  try {
    upstream = await fetch(`${API_ORIGIN}${pathname}${search}`, {
      method: req.method,
      headers,
      body: hasBody ? await req.arrayBuffer() : undefined,
      redirect: "manual",
      signal: AbortSignal.timeout(HTTP_TIMEOUT_MS),
    });
  } catch (err) {
    const timedOut = err instanceof Error && err.name === "TimeoutError";
    return NextResponse.json(
      {
        error: timedOut
          ? { code: GATEWAY_TIMEOUT, message: "서비스 서버의 응답이 지연되고 있습니다. 잠시 후 다시 시도해 주세요." }
          : { code: ERROR_CODES.BAD_GATEWAY, message: "서비스 서버에 연결할 수 없습니다. 잠시 후 다시 시도해 주세요." },
      },
      { status: timedOut ? 504 : 502 },
    );
  }
  const out = new Headers(upstream.headers);
  // fetch has already decoded the body, so its length and encoding no longer apply.
  for (const h of [...HOP_BY_HOP, "content-encoding", "content-length"]) out.delete(h);
  return new Response(upstream.body, { status: upstream.status, statusText: upstream.statusText, headers: out });
}

const GATEWAY_TIMEOUT = "GATEWAY_TIMEOUT";
const SESSION_COOKIE = /^(__Secure-|__Host-)?next-auth\./;

export function withoutSessionCookies(header: string | null): string {
  if (!header) return "";
  return header
    .split(";")
    .map((c) => c.trim())
    .filter((c) => c && !SESSION_COOKIE.test(c))
    .join("; ");
}
const HOP_BY_HOP = ["host", "connection", "keep-alive", "transfer-encoding", "upgrade", "proxy-connection", "te", "trailer"];

export const config = {
  matcher: [
    "/:product/api/:path*",
    {
      source: "/((?!_next/static|_next/image|api/|lottie/|favicon.svg).*)",
      missing: [
        { type: "header", key: "next-router-prefetch" },
        { type: "header", key: "purpose", value: "prefetch" },
      ],
    },
  ],
};
