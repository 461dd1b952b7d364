// @vitest-environment node
import { randomBytes } from "node:crypto";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { encode } from "next-auth/jwt";
import { createAuthOptions } from "../server/options";
import { DEV_AUTH_SECRET, SESSION_MAX_AGE_S } from "../server/config";
import { resetRefreshFlights } from "../server/refresh";
import { makeAccessToken } from "./jwt-factory";
import { drive, nextAuthWith, type DriveResult } from "./nextauth-driver";

/** A cookie as the browser would receive it, parsed from one Set-Cookie header. */

const ACCESS = makeAccessToken({ userName: "김민준" });
const REFRESH = "Q2hhbmdlTWVJbkFSZWFsUmVmcmVzaFRva2VuMDEyMzQ1"; // like the API's base64url(32 bytes)

function apiAnswers(status: number, body: unknown) {
  return vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } }));
}

type Options = ReturnType<typeof createAuthOptions>;

/** Drives next-auth's pages-router API handler (what pages/api/auth/[...nextauth].ts exports) with `options`. */
function call(
  options: Options,
  req: {
    path: string[];
    method: "GET" | "POST";
    body?: Record<string, string>;
    cookies?: Record<string, string>;
    host?: string;
    headers?: Record<string, string>;
  },
): Promise<DriveResult> {
  return drive(nextAuthWith(options), req);
}

async function signIn(options: Options, fields: Record<string, string>, providerId = "evsafe", headers?: Record<string, string>) {
  const csrf = await call(options, { path: ["csrf"], method: "GET" });
  const csrfCookie = csrf.cookies.find((c) => c.name.endsWith("next-auth.csrf-token"))!;
  return call(options, {
    path: ["callback", providerId],
    method: "POST",
    body: { csrfToken: (csrf.body as { csrfToken: string }).csrfToken, callbackUrl: "/home", json: "true", ...fields },
    cookies: { [csrfCookie.name]: decodeURIComponent(csrfCookie.value) },
    headers,
  });
}

beforeEach(() => vi.spyOn(console, "error").mockImplementation(() => {}));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  resetRefreshFlights();
});

describe("next-auth handler with our options", () => {
  it("signs in with loginId/password through auth/login and sets an HttpOnly, SameSite=Lax session cookie", async () => {
    const fetchMock = apiAnswers(200, {
      results: { accessToken: ACCESS, refreshToken: REFRESH, tokenType: "Bearer", expiresIn: 1800, userId: "demo", userName: "김민준" },
    });
    vi.stubGlobal("fetch", fetchMock);
    const options = createAuthOptions({ NODE_ENV: "test" });
    const res = await signIn(options, { loginId: "demo", password: "Demo1234!" });

    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("http://127.0.0.1:4000/evsafe/api/auth/login");
    expect(JSON.parse(init.body as string)).toEqual({ loginId: "demo", password: "Demo1234!" });
    // A path, so the browser stays on the origin it is on whatever NEXTAUTH_URL says.
    expect(res.body).toEqual({ url: "/home" });

    const session = res.cookies.find((c) => c.name === "next-auth.session-token")!;
    expect(session.attrs).toEqual(expect.arrayContaining(["Path=/", "HttpOnly", "SameSite=Lax"]));
    expect(session.attrs).not.toContain("Secure");
    expect(new TextEncoder().encode(session.header).length).toBeLessThan(4096);
    expect(res.cookies.some((c) => /session-token\.\d/.test(c.name))).toBe(false); // never chunked

    // GET /api/auth/session: the browser's view — no refresh token.
    const got = await call(options, { path: ["session"], method: "GET", cookies: { [session.name]: session.value } });
    expect(got.body).toMatchObject({
      accessToken: ACCESS,
      sub: "1",
      user: { userId: "demo", userName: "김민준", loginProvider: "evsafe" },
    });
    expect(JSON.stringify(got.body)).not.toContain(REFRESH);
    expect(Object.keys(got.body as object).sort()).toEqual(["accessToken", "exp", "expires", "iat", "signedInAt", "sub", "user"]);
  });

  it("answers a wrong password with CredentialsSignin (401) on the sign-in page", async () => {
    vi.stubGlobal(
      "fetch",
      apiAnswers(401, { error: { code: "INVALID_CREDENTIALS", message: "아이디 또는 비밀번호가 일치하지 않습니다." } }),
    );
    const res = await signIn(createAuthOptions({ NODE_ENV: "test" }), { loginId: "demo", password: "wrong" });
    expect(res.status).toBe(401);
    expect((res.body as { url: string }).url).toContain("/api/auth/error?");
    expect((res.body as { url: string }).url).toContain("error=CredentialsSignin");
  });

  it("tells a locked id until when it is locked (429 with Retry-After), not that the password is wrong", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(
        async () =>
          new Response(JSON.stringify({ error: { code: "TOO_MANY_ATTEMPTS", message: "로그인 시도가 너무 많습니다." } }), {
            status: 429,
            headers: { "content-type": "application/json", "retry-after": "900" },
          }),
      ),
    );
    const res = await signIn(createAuthOptions({ NODE_ENV: "test" }), { loginId: "demo", password: "wrong" });
    expect((res.body as { url: string }).url).toMatch(/error=TooManyAttempts-\d{4}(&|$)/);
  });

  it("sends the visitor's address chain with the sign-in, so the API's per-IP limit counts the visitor", async () => {
    const fetchMock = vi.fn(
      async (_url: string, _init: RequestInit) =>
        new Response(
          JSON.stringify({
            results: {
              accessToken: ACCESS,
              refreshToken: REFRESH,
              tokenType: "Bearer",
              expiresIn: 1800,
              userId: "demo",
              userName: "김민준",
            },
          }),
          { status: 200, headers: { "content-type": "application/json" } },
        ),
    );
    vi.stubGlobal("fetch", fetchMock);
    await signIn(createAuthOptions({ NODE_ENV: "test" }), { loginId: "demo", password: "Demo1234!" }, "evsafe", {
      "x-forwarded-for": "203.0.113.5",
    });
    const init = fetchMock.mock.calls.find(([url]) => String(url).endsWith("/auth/login"))![1];
    expect((init.headers as Record<string, string>)["x-forwarded-for"]).toBe("203.0.113.5");
  });

  it("answers an API outage with ApiUnavailable, not as a wrong password", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        throw new TypeError("fetch failed");
      }),
    );
    const res = await signIn(createAuthOptions({ NODE_ENV: "test" }), { loginId: "demo", password: "Demo1234!" });
    expect((res.body as { url: string }).url).toContain("error=ApiUnavailable");
  });

  it("signs in a linked social account through oauth/login {provider, oauthKey}", async () => {
    const fetchMock = apiAnswers(200, {
      results: { accessToken: ACCESS, refreshToken: REFRESH, tokenType: "Bearer", expiresIn: 1800, userId: "demo", userName: "김민준" },
    });
    vi.stubGlobal("fetch", fetchMock);
    const options = createAuthOptions({ NODE_ENV: "test" });
    const res = await signIn(options, { oauthKey: "signed-oauth-key-from-the-shell" }, "kakao");
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("http://127.0.0.1:4000/evsafe/api/oauth/login");
    expect(JSON.parse(init.body as string)).toEqual({ provider: "kakao", oauthKey: "signed-oauth-key-from-the-shell" });
    const session = res.cookies.find((c) => c.name === "next-auth.session-token")!;
    const got = await call(options, { path: ["session"], method: "GET", cookies: { [session.name]: session.value } });
    expect(got.body).toMatchObject({ user: { loginProvider: "kakao" } });
  });

  it("answers an unlinked social account with AccountNotLinkedError", async () => {
    vi.stubGlobal("fetch", apiAnswers(404, { error: { code: "OAUTH_NOT_LINKED", message: "가입된 회원이 없습니다." } }));
    const res = await signIn(createAuthOptions({ NODE_ENV: "test" }), { oauthKey: "signed-oauth-key-from-the-shell" }, "naver");
    expect((res.body as { url: string }).url).toContain("error=AccountNotLinkedError");
  });

  it("lists the product and the four social providers, all credentials-type", async () => {
    const res = await call(createAuthOptions({ NODE_ENV: "test" }), { path: ["providers"], method: "GET" });
    const providers = res.body as Record<string, { type: string }>;
    expect(Object.keys(providers).sort()).toEqual(["apple", "evsafe", "google", "kakao", "naver"]);
    expect(Object.values(providers).every((p) => p.type === "credentials")).toBe(true);
  });

  it("uses Secure cookies with __Secure-/__Host- prefixes when NEXTAUTH_URL is https", async () => {
    const options = createAuthOptions({
      NODE_ENV: "production",
      NEXTAUTH_URL: "https://app.example.com",
      // Generated: production refuses repeated characters and published values (config.test.ts).
      NEXTAUTH_SECRET: randomBytes(32).toString("base64url"),
    });
    const csrf = await call(options, { path: ["csrf"], method: "GET", host: "app.example.com" });
    const cookie = csrf.cookies.find((c) => c.name.includes("csrf-token"))!;
    expect(cookie.name).toBe("__Host-next-auth.csrf-token");
    expect(cookie.attrs).toEqual(expect.arrayContaining(["Path=/", "HttpOnly", "Secure", "SameSite=Lax"]));
  });

  it("refuses to run in production without NEXTAUTH_SECRET, naming the variable", () => {
    const options = createAuthOptions({ NODE_ENV: "production", NEXTAUTH_URL: "https://app.example.com" });
    expect(() => options.secret).toThrow(/NEXTAUTH_SECRET/);
  });

  it("redirects only to same-origin callback URLs", async () => {
    const { redirect } = createAuthOptions({ NODE_ENV: "test" }).callbacks!;
    const baseUrl = "http://localhost:3000";
    expect(await redirect!({ url: "/menu?a=1", baseUrl })).toBe("/menu?a=1");
    expect(await redirect!({ url: "http://localhost:3000/menu", baseUrl })).toBe("/menu");
    expect(await redirect!({ url: "https://evil.example/x", baseUrl })).toBe("/home");
    expect(await redirect!({ url: "//evil.example", baseUrl })).toBe("/home");
  });

  it("logs next-auth's errors without tokens, cookies or passwords", () => {
    const options = createAuthOptions({ NODE_ENV: "test" });
    expect(options.debug).toBe(false);
    options.logger!.error!("CLIENT_FETCH_ERROR", {
      url: "/api/auth/session?serviceToken=st-1",
      headers: { authorization: `Bearer ${ACCESS}`, cookie: "next-auth.session-token=sess-1" },
      body: { password: "Demo1234!" },
    } as never);
    const logged = JSON.stringify(vi.mocked(console.error).mock.calls);
    expect(logged).toContain("CLIENT_FETCH_ERROR");
    for (const secret of ["st-1", ACCESS, "sess-1", "Demo1234!"]) expect(logged).not.toContain(secret);
  });

  it("signs out to a path, so a user on another origin than NEXTAUTH_URL stays on theirs", async () => {
    const options = createAuthOptions({ NODE_ENV: "test" });
    const csrf = await call(options, { path: ["csrf"], method: "GET", host: "127.0.0.1:3000" });
    const csrfCookie = csrf.cookies.find((c) => c.name.endsWith("next-auth.csrf-token"))!;
    const res = await call(options, {
      path: ["signout"],
      method: "POST",
      host: "127.0.0.1:3000",
      body: { csrfToken: (csrf.body as { csrfToken: string }).csrfToken, callbackUrl: "/nonMemberMain", json: "true" },
      cookies: { [csrfCookie.name]: decodeURIComponent(csrfCookie.value) },
    });
    expect(res.body).toEqual({ url: "/nonMemberMain" });
  });
});

describe("session cookie size", () => {
  it("stays under 4096 bytes for a realistic token (long Korean name, long ids)", async () => {
    const accessToken = makeAccessToken({ userId: "a".repeat(50), userName: "가".repeat(50), sub: "2147483647" });
    const token = {
      sub: "2147483647",
      accessToken,
      refreshToken: REFRESH,
      loginProvider: "evsafe",
      claims: { sub: "2147483647", userId: "a".repeat(50), userName: "가".repeat(50), iat: 1_800_000_000, exp: 1_800_001_800 },
    };
    const value = await encode({ token, secret: DEV_AUTH_SECRET, maxAge: SESSION_MAX_AGE_S });
    const cookie = `__Secure-next-auth.session-token=${value}; Path=/; Expires=${new Date().toUTCString()}; HttpOnly; Secure; SameSite=Lax`;
    expect(new TextEncoder().encode(cookie).length).toBeLessThan(4096);
  });
});
