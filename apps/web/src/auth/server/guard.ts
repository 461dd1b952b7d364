import type { GetServerSideProps, GetServerSidePropsContext, GetServerSidePropsResult } from "next";
import type { Session } from "next-auth";
import { getServerSession } from "next-auth/next";
import { AUTH_TOKEN_ERRORS } from "../token-errors";
import { DEFAULT_AFTER_SIGN_IN, signInUrl, toSafeCallbackPath } from "../callback-url";
import { SESSION_COOKIE_PATTERN } from "../constants";
import { authOptions } from "./options";

export { isSafeCallbackUrl, signInUrl, toSafeCallbackPath } from "../callback-url";

/** SPEC §2: a session is required but missing → sign-in page with this error and a callbackUrl. */
export const SESSION_REQUIRED = "SessionRequired";
/** SPEC §2: where a forced sign-out lands (with a callbackUrl). */
export const UNAUTHORIZED_PATH = "/unauthorized";
/** SPEC §5: a token that cannot be decoded sends the user to the root page. */
export const DECODE_ERROR_PATH = "/";

/** A placeholder origin to resolve a request's own path against. */
const PATH_BASE = "http://localhost";

export type SessionContext = GetServerSidePropsContext & { session: Session };
export type PropsWithSession<P> = P & { session: Session };

/** Expires the session cookie (and any chunks) on the response: the server-side half of a forced sign-out. */
export function clearSessionCookies(ctx: Pick<GetServerSidePropsContext, "req" | "res">) {
  const names = Object.keys(ctx.req.cookies ?? {}).filter((n) => SESSION_COOKIE_PATTERN.test(n));
  if (names.length === 0) return;
  const previous = ctx.res.getHeader("Set-Cookie");
  const list = previous === undefined ? [] : Array.isArray(previous) ? previous.map(String) : [String(previous)];
  for (const name of names) {
    const secure = name.startsWith("__Secure-") ? "; Secure" : "";
    list.push(`${name}=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Max-Age=0; HttpOnly; SameSite=Lax${secure}`);
  }
  ctx.res.setHeader("Set-Cookie", list);
}

/**
 * getServerSideProps for pages that need a session (SPEC §2/§6). No session → `/signin?error=SessionRequired&
 * callbackUrl=<path+query>`. A session marked unusable → its cookie is cleared and the user goes to `/` (token
 * decode error, SPEC §5) or `/unauthorized?callbackUrl=…` (refused refresh). Otherwise the inner
 * getServerSideProps (if any) runs with `ctx.session`, and the page gets `session` in its props, so
 * `<AuthSessionProvider session={pageProps.session}>` starts authenticated with no loading flash.
 *
 * getServerSession runs the jwt callback, so an access token near expiry is refreshed here and the new cookie
 * is set on this response.
 */
export function withSession<P extends Record<string, unknown> = Record<string, never>>(
  gssp?: (ctx: SessionContext) => Promise<GetServerSidePropsResult<P>>,
): GetServerSideProps<PropsWithSession<P>> {
  return async (ctx) => {
    const session = await getServerSession(ctx.req, ctx.res, authOptions);
    // The page asked for, resolved as a path the way every callbackUrl is: a request for `/.//evil.example` must not
    // hand the sign-in page a protocol-relative callbackUrl. Any origin serves as the base: only the path is kept.
    const callbackUrl = toSafeCallbackPath(ctx.resolvedUrl, PATH_BASE) ?? DEFAULT_AFTER_SIGN_IN;
    if (!session) {
      return { redirect: { destination: signInUrl(callbackUrl, SESSION_REQUIRED), permanent: false } };
    }
    if (session.error) {
      clearSessionCookies(ctx);
      const destination =
        session.error === AUTH_TOKEN_ERRORS.DECODE_FAILED
          ? DECODE_ERROR_PATH
          : `${UNAUTHORIZED_PATH}?${new URLSearchParams({ callbackUrl })}`;
      return { redirect: { destination, permanent: false } };
    }
    if (!gssp) return { props: { session } as PropsWithSession<P> };
    const result = await gssp(Object.assign(ctx, { session }));
    if (!("props" in result)) return result;
    const props = await result.props;
    return { ...result, props: { ...props, session } };
  };
}
