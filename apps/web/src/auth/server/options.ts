import type { AuthOptions, User } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { LoginBodySchema, OauthLoginBodySchema, SOCIAL_PROVIDER_LABEL, SOCIAL_PROVIDERS, type SocialProvider } from "@evsafe/contract";
import { ApiRequestError, api } from "@/shared/api-client";
import { redactForLog } from "@/server/redact";
import { serverEnv } from "@/server/env";
import { jwtCallback, sessionCallback, userFromPair } from "./callbacks";
import { DEFAULT_AFTER_SIGN_IN, SIGN_IN_PATH, toSafeCallbackPath } from "../callback-url";
import { resolveAuthSecret, resolveUseSecureCookies, SESSION_MAX_AGE_S } from "./config";
import { authLogger } from "./auth-logger";
import { AUTHORIZE_ERRORS, tooManyAttemptsError } from "../errors";
import { rememberSignOut, sessionChecks, sessionKey } from "./session-check";

/** Budget for the best-effort `auth/logout` at sign-out (the user is signed out locally either way). */
const LOGOUT_TIMEOUT_MS = 5_000;

const isClientError = (err: unknown): err is ApiRequestError => err instanceof ApiRequestError && err.status >= 400 && err.status < 500;

/**
 * The visitor's `X-Forwarded-For` chain, set by pages/api/auth/[...nextauth].ts from the connection (never taken
 * as the visitor sent it), so the API's per-IP sign-in limit counts visitors rather than this server.
 */
function visitorChain(req: { headers?: Record<string, unknown> } | undefined): string | undefined {
  const value = req?.headers?.["x-forwarded-for"];
  return typeof value === "string" && value ? value : undefined;
}

/** Turns a pair from the API into next-auth's user; a token we cannot read is the API's fault, not the user's. */
function toUser(pair: { accessToken: string; refreshToken: string }, loginProvider: string): User {
  try {
    return userFromPair(pair, loginProvider);
  } catch (err) {
    console.error("[auth] 로그인 응답의 액세스 토큰을 해석할 수 없습니다", redactForLog(err));
    throw new Error("UnknownError");
  }
}

/** The product's own account: `POST {API_ORIGIN}/{product}/api/auth/login {loginId, password}`. */
function productProvider(product: string) {
  return CredentialsProvider({
    id: product,
    name: "아이디 로그인",
    credentials: {
      loginId: { label: "아이디", type: "text" },
      password: { label: "비밀번호", type: "password" },
    },
    async authorize(credentials, req) {
      const body = LoginBodySchema.safeParse({ loginId: credentials?.loginId, password: credentials?.password });
      if (!body.success) return null; // → CredentialsSignin
      try {
        return toUser(await api("login", { body: body.data, forwardedFor: visitorChain(req) }), product);
      } catch (err) {
        // The API locked this id after repeated wrong passwords: say until when, not "wrong password".
        if (err instanceof ApiRequestError && err.status === 429) throw new Error(tooManyAttemptsError(err.retryAfterSeconds));
        if (isClientError(err)) return null; // wrong id or password → CredentialsSignin
        if (err instanceof Error && err.message === "UnknownError") throw err;
        console.error("[auth] auth/login 호출 실패", redactForLog(err));
        throw new Error(AUTHORIZE_ERRORS.API_UNAVAILABLE);
      }
    },
  });
}

/**
 * A social provider: the native shell signs in with the provider's SDK and hands the page an `oauthKey`
 * (bridge `auth.social`); the page has already checked `auth/oauth/exist`. Here: `POST oauth/login`.
 */
function socialProvider(provider: SocialProvider) {
  return CredentialsProvider({
    id: provider,
    name: SOCIAL_PROVIDER_LABEL[provider],
    credentials: { oauthKey: { label: "oauthKey", type: "text" } },
    async authorize(credentials, req) {
      const body = OauthLoginBodySchema.safeParse({ provider, oauthKey: credentials?.oauthKey });
      if (!body.success) throw new Error(AUTHORIZE_ERRORS.OAUTH_REJECTED);
      try {
        return toUser(await api("oauthLogin", { body: body.data, forwardedFor: visitorChain(req) }), provider);
      } catch (err) {
        if (isClientError(err)) {
          throw new Error(err.status === 404 ? AUTHORIZE_ERRORS.NOT_LINKED : AUTHORIZE_ERRORS.OAUTH_REJECTED);
        }
        if (err instanceof Error && err.message === "UnknownError") throw err;
        console.error("[auth] oauth/login 호출 실패", redactForLog(err));
        throw new Error(AUTHORIZE_ERRORS.API_UNAVAILABLE);
      }
    },
  });
}

/**
 * next-auth's `redirect` callback: only same-origin targets (SPEC §2: callbackUrl honoured only if same-origin),
 * answered as a path. `baseUrl` is NEXTAUTH_URL's origin, which need not be the origin the user is on
 * (`127.0.0.1` against `localhost`, or behind a proxy): a relative redirect stays on the user's origin.
 */
export function redirectCallback({ url, baseUrl }: { url: string; baseUrl: string }): string {
  return toSafeCallbackPath(url, baseUrl) ?? DEFAULT_AFTER_SIGN_IN;
}

/**
 * next-auth at /api/auth (pages/api/auth/[...nextauth].ts). Every endpoint of SPEC §2/§7 — session (GET/POST),
 * csrf, providers, signin/{provider}, callback/{provider}, signout, error, _log — is next-auth's own.
 */
export function createAuthOptions(env: Record<string, string | undefined> = process.env): AuthOptions {
  const { PRODUCT } = serverEnv();
  const options: AuthOptions = {
    providers: [productProvider(PRODUCT), ...SOCIAL_PROVIDERS.map(socialProvider)],
    session: { strategy: "jwt", maxAge: SESSION_MAX_AGE_S },
    jwt: { maxAge: SESSION_MAX_AGE_S },
    // Both the sign-in page and every error land on our Korean sign-in screen (?error=<name>).
    pages: { signIn: SIGN_IN_PATH, error: SIGN_IN_PATH },
    callbacks: {
      jwt: ({ token, user }) => jwtCallback({ token, user }, { sessions: sessionChecks }),
      session: ({ session, token }) => sessionCallback({ session, token }),
      redirect: redirectCallback,
    },
    // next-auth logs its errors with their metadata (a failed request's URL, the client's `_log` posts): redacted
    // and bounded (auth/auth-logger.ts). Never `debug: true`.
    debug: false,
    logger: authLogger,
    events: {
      // Best effort: revoke the refresh token family at the API. The cookie is cleared whatever happens, and this
      // server refuses the session from now on, even if the API cannot be told (auth/session-check.ts).
      async signOut({ token }) {
        const key = token ? sessionKey(token) : undefined;
        if (key) rememberSignOut(key);
        if (!token?.accessToken || token.error) return;
        try {
          await api("logout", {
            token: token.accessToken,
            body: token.refreshToken ? { refreshToken: token.refreshToken } : undefined,
            timeoutMs: LOGOUT_TIMEOUT_MS,
          });
        } catch (err) {
          console.warn("[auth] auth/logout 호출 실패 (로컬 로그아웃은 완료)", redactForLog(err instanceof Error ? err.message : err));
        }
      },
    },
  };
  // Both read per request, not at import, so `next build` needs neither; in production a missing value fails
  // every auth request with a clear message in the server log.
  // HttpOnly + SameSite=Lax always (next-auth's defaults); Secure with __Secure-/__Host- names over https.
  Object.defineProperty(options, "useSecureCookies", { enumerable: true, configurable: true, get: () => resolveUseSecureCookies(env) });
  Object.defineProperty(options, "secret", { enumerable: true, configurable: true, get: () => resolveAuthSecret(env) });
  return options;
}

export const authOptions: AuthOptions = createAuthOptions();
