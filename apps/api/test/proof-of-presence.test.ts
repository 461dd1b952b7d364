/**
 * Proof of presence (docs/security.md, docs/api-common-user.md): `PUT users/set-password` and
 * `DELETE users/withdraw` need the current password, or for an account without one a fresh identity
 * verification of the same person; a wrong password is a failed sign-in; a password change signs out every
 * other device while the caller's own session (its refresh token in the body) continues.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { calls, type Body } from "@evsafe/contract";
import { termsInEffect } from "../src/services/common";
import { LOGIN_FAILURES_BEFORE_LOCK } from "../src/services/attempt-limits";
import { createTestApp, expectClientError, type TestApp } from "./helpers";

const PASSWORD = "Demo1234!";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const refresh = (loginId: string, refreshToken: string) => t.api("refresh", { body: { loginId, refreshToken } });
const setPassword = (token: string, body: Body<typeof calls.putSetPassword>) => t.api("putSetPassword", { token, body });
const withdraw = (token: string, body?: Body<typeof calls.deleteWithdraw>) => t.api("deleteWithdraw", { token, body });
/** The error and the field it names. */
const fieldError = (res: Awaited<ReturnType<TestApp["call"]>>, status: number) => {
  expectClientError(res, status);
  return res.json().error as { code: string; message: string; field?: string };
};

describe("PUT users/set-password", () => {
  it("refuses without the current password (400) and with a wrong one (422), naming the field; the password is unchanged", async () => {
    const { accessToken } = await t.signIn("demo01");
    const missing = fieldError(await setPassword(accessToken, { newPassword: "NewPass#2026" }), 400);
    expect(missing).toMatchObject({ code: "CURRENT_PASSWORD_REQUIRED", field: "currentPassword" });
    expect(missing.message).toBe("현재 비밀번호를 입력해 주세요.");
    const wrong = fieldError(await setPassword(accessToken, { newPassword: "NewPass#2026", currentPassword: "Wrong#2026" }), 422);
    expect(wrong).toMatchObject({
      code: "WRONG_CURRENT_PASSWORD",
      field: "currentPassword",
      message: "현재 비밀번호가 일치하지 않습니다.",
    });
    await t.signIn("demo01");
  });

  it("a wrong current password counts as a failed sign-in: the login id locks", async () => {
    const { accessToken } = await t.signIn("demo03");
    for (let i = 1; i < LOGIN_FAILURES_BEFORE_LOCK; i++) {
      expectClientError(await setPassword(accessToken, { newPassword: "NewPass#2026", currentPassword: `Wrong#${i}` }), 422);
    }
    const locked = await setPassword(accessToken, { newPassword: "NewPass#2026", currentPassword: "Wrong#last" });
    expect(expectClientError(locked, 429).message).toContain("로그인 시도가 너무 많습니다.");
    expect(locked.headers["retry-after"]).toBeDefined();
    expectClientError(await t.api("login", { body: { loginId: "demo03", password: PASSWORD } }), 429);
    // Even the right password is refused while locked (no hashing).
    expectClientError(await setPassword(accessToken, { newPassword: "NewPass#2026", currentPassword: PASSWORD }), 429);
  });

  it("with the right one: changed; every other device is signed out, the caller's own session continues", async () => {
    const phone = await t.signIn("demoempty");
    const tablet = await t.signIn("demoempty");
    const res = await setPassword(phone.accessToken, {
      newPassword: "NewPass#2026",
      currentPassword: PASSWORD,
      refreshToken: phone.refreshToken,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().results).toEqual({ ok: true });
    expectClientError(await refresh("demoempty", tablet.refreshToken), 401);
    expect((await refresh("demoempty", phone.refreshToken)).statusCode).toBe(200);
    await t.signIn("demoempty", "NewPass#2026");
    expectClientError(await t.api("login", { body: { loginId: "demoempty", password: PASSWORD } }), 401);
  });

  it("without the caller's refresh token every session is signed out", async () => {
    const phone = await t.signIn("demo00");
    const res = await setPassword(phone.accessToken, { newPassword: "NewPass#2026", currentPassword: PASSWORD });
    expect(res.statusCode, res.body).toBe(200);
    expectClientError(await refresh("demo00", phone.refreshToken), 401);
  });
});

describe("DELETE users/withdraw", () => {
  it("refuses without the current password and with a wrong one, naming the field; with the right one the account is closed", async () => {
    const { accessToken } = await t.signIn("demo04");
    expect(fieldError(await withdraw(accessToken), 400)).toMatchObject({ code: "CURRENT_PASSWORD_REQUIRED", field: "currentPassword" });
    expect(fieldError(await withdraw(accessToken, { currentPassword: "Wrong#2026" }), 422)).toMatchObject({ field: "currentPassword" });
    expect((await t.api("getMyProfile", { token: accessToken })).statusCode).toBe(200);
    const res = await withdraw(accessToken, { currentPassword: PASSWORD });
    expect(res.statusCode, res.body).toBe(200);
    expectClientError(await t.api("getMyProfile", { token: accessToken }), 401);
  });
});

describe("an account without a password (social sign-in only) proves itself with a fresh identity verification", () => {
  const PERSON = { name: "박소셜", phone: "010-6060-7171", birthDate: "1993-09-09" };
  const verify = async (p = PERSON) =>
    (await t.call("POST", "sim/identity-verification", { body: p })).json().results.serviceToken as string;
  let accessToken = "";

  beforeAll(async () => {
    const oauthKey = (await t.call("POST", "sim/oauth-key", { body: { provider: "kakao", sub: "kakao-presence" } })).json().results
      .oauthKey;
    const agrees = (await termsInEffect(t.deps))
      .filter((r) => r.scope === "signup")
      .map((r) => ({ agreeId: r.termsId, agreed: r.required }));
    const res = await t.ok("oauthSignup", { body: { provider: "kakao", oauthKey, serviceToken: await verify(), agrees } });
    accessToken = res.accessToken;
  });

  it("refuses without a token, and with another person's, naming the field", async () => {
    expect(fieldError(await withdraw(accessToken), 400)).toMatchObject({ code: "IDENTITY_REQUIRED", field: "serviceToken" });
    const someoneElse = await verify({ name: "남남", phone: "010-6060-7272", birthDate: "1990-01-01" });
    expect(fieldError(await withdraw(accessToken, { serviceToken: someoneElse }), 422)).toMatchObject({
      code: "IDENTITY_MISMATCH",
      field: "serviceToken",
    });
    expect(fieldError(await withdraw(accessToken, { serviceToken: "x".repeat(40) }), 400)).toMatchObject({ field: "serviceToken" });
  });

  it("sets a first password with a fresh verification; from then on the password is the proof", async () => {
    const token = await verify();
    expect((await setPassword(accessToken, { newPassword: "Social#2026", serviceToken: token })).statusCode).toBe(200);
    // The account now has a password: from here on it is the proof.
    expect(fieldError(await withdraw(accessToken, { serviceToken: await verify() }), 400)).toMatchObject({ field: "currentPassword" });
  });

  it("withdraws with a fresh verification of the same person", async () => {
    const oauthKey = (await t.call("POST", "sim/oauth-key", { body: { provider: "naver", sub: "naver-presence" } })).json().results
      .oauthKey;
    const person = { name: "최소셜", phone: "010-6060-7373", birthDate: "1994-04-04" };
    const agrees = (await termsInEffect(t.deps))
      .filter((r) => r.scope === "signup")
      .map((r) => ({ agreeId: r.termsId, agreed: r.required }));
    const signup = await t.ok("oauthSignup", { body: { provider: "naver", oauthKey, serviceToken: await verify(person), agrees } });
    const token = signup.accessToken as string;
    const res = await withdraw(token, { serviceToken: await verify(person) });
    expect(res.statusCode, res.body).toBe(200);
    expectClientError(await t.api("getMyProfile", { token }), 401);
  });
});
