import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { termsInEffect } from "../src/services/common";
import { createTestApp, expectClientError, type TestApp } from "./helpers";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const oauthKey = async (provider: string, sub: string, extra: { name?: string; email?: string } = {}) => {
  const res = await t.call("POST", "sim/oauth-key", { body: { provider, sub, ...extra } });
  expect(res.statusCode).toBe(200);
  return res.json().results.oauthKey as string;
};
const serviceToken = async (name: string, phone: string, birthDate: string) =>
  (await t.call("POST", "sim/identity-verification", { body: { name, phone, birthDate } })).json().results.serviceToken as string;
const signupAgrees = async () =>
  (await termsInEffect(t.deps)).filter((r) => r.scope === "signup").map((r) => ({ agreeId: r.termsId, agreed: r.required }));

describe("social sign-up → exist → login → unlink", () => {
  let accessToken = "";

  it("an unlinked kakao account: exist false, login 404 OAUTH_NOT_LINKED", async () => {
    expect(await t.ok("oauthExist", { body: { provider: "kakao", sub: "kakao-1001" } })).toEqual({
      result: false,
      userId: null,
    });
    const key = await oauthKey("kakao", "kakao-1001", { name: "카카오사용자", email: "kakao1001@kakao.example" });
    const err = expectClientError(await t.api("oauthLogin", { body: { provider: "kakao", oauthKey: key } }), 404);
    expect(err.code).toBe("OAUTH_NOT_LINKED");
  });

  it("auth/oauth/signup creates a social-only member and signs in", async () => {
    const key = await oauthKey("kakao", "kakao-1001", { email: "kakao1001@kakao.example" });
    const res = await t.ok("oauthSignup", {
      body: {
        provider: "kakao",
        oauthKey: key,
        serviceToken: await serviceToken("박소셜", "010-6060-7070", "1993-09-09"),
        agrees: await signupAgrees(),
      },
    });
    const r = res;
    expect(r.tokenType).toBe("Bearer");
    expect(r.userName).toBe("박소셜");
    expect(r.userId).toMatch(/^kakao_[0-9a-z]{12}$/);
    accessToken = r.accessToken;
    const rows = await t.deps.database.query<{ password_hash: string | null; email: string; phone: string }>(
      `SELECT password_hash, email, phone FROM users WHERE login_id = '${r.userId}'`,
    );
    expect(rows[0]).toEqual({ password_hash: null, email: "kakao1001@kakao.example", phone: "010-6060-7070" });
  });

  it("exist answers true with a masked id; login with the key signs in", async () => {
    const exist = await t.ok("oauthExist", { body: { provider: "kakao", sub: "kakao-1001" } });
    expect(exist.result).toBe(true);
    expect(exist.userId).toMatch(/^kak\*+$/);
    const key = await oauthKey("kakao", "kakao-1001");
    const login = await t.ok("oauthLogin", { body: { provider: "kakao", oauthKey: key } });
    expect(login.userName).toBe("박소셜");
    // The provider of the key must be the one asked for.
    expectClientError(await t.api("oauthLogin", { body: { provider: "naver", oauthKey: key } }), 401);
  });

  it("cannot unlink the only way to sign in (422), can after linking another provider", async () => {
    const last = expectClientError(await t.api("oauthWithdraw", { params: { provider: "kakao" }, token: accessToken }), 422);
    expect(last.code).toBe("LAST_LOGIN_METHOD");
    const naverKey = await oauthKey("naver", "naver-77", { email: "n77@naver.example" });
    const add = await t.ok("oauthAdd", {
      token: accessToken,
      body: { provider: "naver", sub: "naver-77", eml: "n77@naver.example", oauthKey: naverKey },
    });
    expect(add.links.map((l: { provider: string }) => l.provider)).toEqual(["kakao", "naver"]);
    const del = await t.ok("oauthWithdraw", { params: { provider: "kakao" }, token: accessToken });
    expect(del).toMatchObject({
      hasPassword: false,
      links: [{ provider: "naver", providerLabel: "네이버", email: "n77@naver.example" }],
    });
    // Unlinked: kakao no longer signs in, naver does.
    expect((await t.ok("oauthExist", { body: { provider: "kakao", sub: "kakao-1001" } })).result).toBe(false);
    expectClientError(await t.api("oauthLogin", { body: { provider: "kakao", oauthKey: await oauthKey("kakao", "kakao-1001") } }), 404);
    expect((await t.api("oauthLogin", { body: { provider: "naver", oauthKey: await oauthKey("naver", "naver-77") } })).statusCode).toBe(
      200,
    );
    // Not linked any more → 404; unknown provider → 400.
    expectClientError(await t.api("oauthWithdraw", { params: { provider: "kakao" }, token: accessToken }), 404);
    expectClientError(await t.call("DELETE", "users/oauth/withdraw/facebook", { token: accessToken }), 400);
    expectClientError(await t.api("oauthWithdraw", { params: { provider: "naver" } }), 401);
  });
});

describe("users/oauth/add for a member with a password", () => {
  it("links google to demo, refuses a sub linked to someone else (409), a mismatching key (400) and a forged key (401)", async () => {
    const token = await t.token("demo");
    const key = await oauthKey("google", "google-demo", { email: "demo@gmail.example" });
    const res = await t.ok("oauthAdd", { token, body: { provider: "google", sub: "google-demo", oauthKey: key } });
    expect(res).toMatchObject({ hasPassword: true, links: [{ provider: "google", email: "demo@gmail.example" }] });
    // Same again → 409; demo01 trying to take the same google account → 409.
    expectClientError(await t.api("oauthAdd", { token, body: { provider: "google", sub: "google-demo", oauthKey: key } }), 409);
    const other = await t.token("demo01");
    const taken = expectClientError(
      await t.api("oauthAdd", { token: other, body: { provider: "google", sub: "google-demo", oauthKey: key } }),
      409,
    );
    expect(taken.message).toContain("다른 회원");
    // demo already has a google link → a second google account is refused.
    const second = await oauthKey("google", "google-demo-2");
    expectClientError(await t.api("oauthAdd", { token, body: { provider: "google", sub: "google-demo-2", oauthKey: second } }), 409);
    expectClientError(
      await t.api("oauthAdd", {
        token: other,
        body: { provider: "apple", sub: "someone-else", oauthKey: await oauthKey("apple", "apple-1") },
      }),
      400,
    );
    const forged = `${key.split(".")[0]}.AAAAforgedsignatureAAAA`;
    expectClientError(await t.api("oauthAdd", { token: other, body: { provider: "google", sub: "google-demo", oauthKey: forged } }), 401);
    // Without the sub and key the contract requires: a raw body.
    expectClientError(await t.call("POST", "users/oauth/add", { token: other, body: { provider: "google" } }), 400);
    // demo has a password, so google can be unlinked; find-id shows both ways to sign in meanwhile.
    const tok = await serviceToken("김민준", "010-1000-5678", "1985-01-10");
    const found = (await t.api("findId", { query: { serviceToken: tok } })).json().results;
    expect(found.accounts[0].loginProviders).toEqual(["evsafe", "google"]);
    expect(await t.ok("oauthWithdraw", { params: { provider: "google" }, token })).toEqual({ hasPassword: true, links: [] });
  });
});

describe("social sign-up refusals", () => {
  it("forged or expired keys → 401; a linked account → 409; an existing member (same person) → 409", async () => {
    const agrees = await signupAgrees();
    expectClientError(await t.api("oauthLogin", { body: { provider: "kakao", oauthKey: "not-a-real-key-at-all" } }), 401);
    const key = await oauthKey("apple", "apple-xyz");
    t.setNow(new Date(t.deps.now().getTime() + 11 * 60 * 1000));
    try {
      expect(expectClientError(await t.api("oauthLogin", { body: { provider: "apple", oauthKey: key } }), 401).code).toBe("OAUTH_EXPIRED");
    } finally {
      t.setNow(new Date("2026-11-22T05:00:00Z"));
    }
    // naver-77 is linked (first describe) → 409.
    const linked = await t.api("oauthSignup", {
      body: {
        provider: "naver",
        oauthKey: await oauthKey("naver", "naver-77"),
        serviceToken: await serviceToken("새사람", "010-1111-2222", "1991-01-01"),
        agrees,
      },
    });
    expect(expectClientError(linked, 409).code).toBe("OAUTH_ALREADY_LINKED");
    // The person behind demo01 (박지호) already is a member.
    const member = await t.api("oauthSignup", {
      body: {
        provider: "apple",
        oauthKey: await oauthKey("apple", "apple-new"),
        serviceToken: await serviceToken("박지호", "010-1002-5700", "1987-03-12"),
        agrees,
      },
    });
    expect(expectClientError(member, 409).code).toBe("ALREADY_MEMBER");
    // sub sent along must match the key.
    const mismatch = await t.api("oauthSignup", {
      body: {
        provider: "apple",
        sub: "someone",
        oauthKey: await oauthKey("apple", "apple-new"),
        serviceToken: await serviceToken("새사람", "010-1111-2222", "1991-01-01"),
        agrees,
      },
    });
    expectClientError(mismatch, 400);
    // Bodies without the fields the contract requires, and a provider it does not have: raw calls.
    expectClientError(await t.call("POST", "auth/oauth/signup", { body: { provider: "apple" } }), 400);
    expectClientError(await t.call("POST", "auth/oauth/exist", { body: { provider: "line", sub: "x" } }), 400);
    expectClientError(await t.call("POST", "sim/oauth-key", { body: { provider: "line", sub: "x" } }), 400);
  });
});
