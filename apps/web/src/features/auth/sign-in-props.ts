import type { GetServerSideProps, GetServerSidePropsContext } from "next";
import { getServerSession } from "next-auth/next";
import { DEFAULT_AFTER_SIGN_IN, toSafeCallbackPath } from "@/auth/callback-url";
import { authErrorNotice } from "@/auth/errors";
import { clearSessionCookies } from "@/auth/server/guard";
import { authOptions } from "@/auth/server/options";
import type { SignInScreenProps } from "./sign-in-screen";

/** The origin the visitor sees: NEXTAUTH_URL when set, else the request's (forwarded) host and protocol. */
function requestOrigin(req: GetServerSidePropsContext["req"]): string {
  if (process.env.NEXTAUTH_URL) return new URL(process.env.NEXTAUTH_URL).origin;
  const proto = String(req.headers["x-forwarded-proto"] ?? "http")
    .split(",")[0]!
    .trim();
  const host = String(req.headers["x-forwarded-host"] ?? req.headers.host ?? "localhost");
  return `${proto === "https" ? "https" : "http"}://${host}`;
}

/**
 * /signin: `error` (as its name and Korean text) and `callbackUrl` from the query (callbackUrl kept only if same-origin, as a path; else
 * /home). Someone already signed in goes straight to the callbackUrl; a session marked unusable is cleared.
 */
export const getSignInProps: GetServerSideProps<SignInScreenProps> = async (ctx) => {
  const origin = requestOrigin(ctx.req);
  const callbackUrl = toSafeCallbackPath(ctx.query.callbackUrl, origin) ?? DEFAULT_AFTER_SIGN_IN;
  const error = typeof ctx.query.error === "string" && ctx.query.error !== "" ? ctx.query.error : null;
  const session = await getServerSession(ctx.req, ctx.res, authOptions);
  if (session && !session.error) return { redirect: { destination: callbackUrl, permanent: false } };
  if (session?.error) clearSessionCookies(ctx);
  return { props: { errorNotice: authErrorNotice(error), callbackUrl } };
};
