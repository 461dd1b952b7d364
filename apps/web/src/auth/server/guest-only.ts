import type { GetServerSideProps, GetServerSidePropsContext, GetServerSidePropsResult } from "next";
import { getServerSession } from "next-auth/next";
import { DEFAULT_AFTER_SIGN_IN } from "../callback-url";
import { clearSessionCookies } from "./guard";
import { authOptions } from "./options";

/**
 * getServerSideProps for the pages only a visitor without an account session uses: sign-up, identity verification,
 * the terms onboarding, find id and find password (docs/accounts.md "Guards"). A signed-in member is sent to
 * DEFAULT_AFTER_SIGN_IN (the home) instead, as /signin does; a session marked unusable is cleared and the page shows,
 * since its owner is signed out. The inner getServerSideProps (if any) then runs; without one the page is rendered
 * per request (the nonce-based CSP needs it).
 */
export function guestOnly<P extends Record<string, unknown> = Record<string, never>>(
  gssp?: (ctx: GetServerSidePropsContext) => Promise<GetServerSidePropsResult<P>>,
): GetServerSideProps<P> {
  return async (ctx) => {
    const session = await getServerSession(ctx.req, ctx.res, authOptions);
    if (session && !session.error) return { redirect: { destination: DEFAULT_AFTER_SIGN_IN, permanent: false } };
    if (session?.error) clearSessionCookies(ctx);
    return gssp ? gssp(ctx) : { props: {} as P };
  };
}
