import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import simulatorRoutes from "../src/routes/simulators";
import { readServiceToken } from "../src/services/account-recovery";
import { issueServiceToken } from "../src/services/identity-verification";
import { deriveCi } from "../src/simulators/identity";
import { armNextFailure, simulatedPaymentGateway } from "../src/simulators/payment-gateway";
import { issueOauthKey, simulatedSocialProvider } from "../src/simulators/social";
import { HttpError } from "../src/http/errors";
import { createTestApp, expectClientError, type TestApp } from "./helpers";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

describe("identity simulator", () => {
  it("derives the same CI for the same person (hyphens and spaces do not matter), another for someone else", () => {
    const a = deriveCi("홍길동", "1990-05-05", "010-9876-5432");
    expect(a).toBe(deriveCi(" 홍길동 ", "1990-05-05", "01098765432"));
    expect(a).toHaveLength(88);
    expect(a).not.toBe(deriveCi("홍길동", "1990-05-06", "01098765432"));
  });
  it("stores only a hash of the serviceToken; the token reads back the verified person", async () => {
    const { serviceToken } = await issueServiceToken(
      t.deps,
      { name: "홍길동", phone: "010-9876-5432", birthDate: "1990-05-05" },
      "127.0.0.1",
    );
    const rows = await t.deps.database.query<{ token_hash: string }>("SELECT token_hash FROM identity_verifications");
    expect(rows.some((r) => r.token_hash === serviceToken)).toBe(false);
    const p = await readServiceToken(t.deps, serviceToken);
    expect(p).toMatchObject({
      name: "홍길동",
      phone: "01098765432",
      birthDate: "1990-05-05",
      ci: deriveCi("홍길동", "1990-05-05", "01098765432"),
    });
  });
  it("refuses malformed input with Korean messages", async () => {
    await expect(
      issueServiceToken(t.deps, { name: 1, phone: "010-1234-5678", birthDate: "1990-01-01" }, "127.0.0.1"),
    ).rejects.toBeInstanceOf(HttpError);
    expectClientError(await t.call("POST", "sim/identity-verification", { body: { name: "홍길동" } }), 400);
    expectClientError(
      await t.call("POST", "sim/identity-verification", { body: "[]", headers: { "content-type": "application/json" } }),
      400,
    );
  });
});

describe("social simulator", () => {
  it("issues keys that verify to the profile; forged, expired or other-provider keys → 401", async () => {
    const { oauthKey } = issueOauthKey(t.deps, { provider: "naver", sub: "n-1", name: "네이버", email: "n@naver.example" });
    expect(await simulatedSocialProvider.verify(t.deps, "naver", oauthKey)).toEqual({
      provider: "naver",
      sub: "n-1",
      name: "네이버",
      email: "n@naver.example",
    });
    await expect(simulatedSocialProvider.verify(t.deps, "kakao", oauthKey)).rejects.toMatchObject({ status: 401 });
    const [body] = oauthKey.split(".");
    const tampered = Buffer.from(JSON.stringify({ p: "naver", s: "someone-else", n: null, e: null, exp: Date.now() + 1e9 })).toString(
      "base64url",
    );
    await expect(simulatedSocialProvider.verify(t.deps, "naver", `${tampered}.${oauthKey.split(".")[1]}`)).rejects.toMatchObject({
      status: 401,
    });
    await expect(simulatedSocialProvider.verify(t.deps, "naver", `${body}`)).rejects.toMatchObject({ status: 401 });
    t.setNow(new Date(t.deps.now().getTime() + 10 * 60 * 1000));
    try {
      await expect(simulatedSocialProvider.verify(t.deps, "naver", oauthKey)).rejects.toMatchObject({ status: 401, code: "OAUTH_EXPIRED" });
    } finally {
      t.setNow(new Date("2026-11-22T05:00:00Z"));
    }
    expect(() => issueOauthKey(t.deps, { provider: "naver", sub: "" })).toThrow(HttpError);
  });
});

describe("payment-gateway simulator", () => {
  const req = { tradeId: "EVS-TEST-1", amount: 9_900, productName: "월 구독", buyerName: "홍길동" };
  it("card and transfer are approved; a virtual account is deterministic per trade id", async () => {
    expect(await simulatedPaymentGateway.approve(t.deps, { ...req, method: "01" })).toMatchObject({ status: "PAID" });
    expect(await simulatedPaymentGateway.approve(t.deps, { ...req, method: "03" })).toMatchObject({ status: "PAID" });
    const a = await simulatedPaymentGateway.approve(t.deps, { ...req, method: "02", bankName: "국민은행" });
    const b = await simulatedPaymentGateway.approve(t.deps, { ...req, method: "02", bankName: "국민은행" });
    expect(a).toEqual(b);
    expect(a).toMatchObject({ status: "PENDING", vbank: { bankName: "국민은행" } });
    // The chosen bank, whichever it is; no bank (or one the gateway does not know) issues no account.
    expect(await simulatedPaymentGateway.approve(t.deps, { ...req, method: "02", bankName: "IBK기업은행" })).toMatchObject({
      vbank: { bankName: "IBK기업은행" },
    });
    expect((await simulatedPaymentGateway.approve(t.deps, { ...req, method: "02" })).status).toBe("FAILED");
    expect((await simulatedPaymentGateway.approve(t.deps, { ...req, method: "02", bankName: "Fake Bank" })).status).toBe("FAILED");
  });
  it("armed failures are consumed one per approval, oldest first", async () => {
    await armNextFailure(t.deps, "카드 유효기간이 지났습니다.");
    await armNextFailure(t.deps, undefined);
    expect(await simulatedPaymentGateway.approve(t.deps, { ...req, method: "01" })).toEqual({
      status: "FAILED",
      reason: "카드 유효기간이 지났습니다.",
    });
    expect(await simulatedPaymentGateway.approve(t.deps, { ...req, method: "03" })).toEqual({
      status: "FAILED",
      reason: "카드사 승인이 거절되었습니다. (한도 초과)",
    });
    expect((await simulatedPaymentGateway.approve(t.deps, { ...req, method: "01" })).status).toBe("PAID");
    await expect(armNextFailure(t.deps, 42)).rejects.toBeInstanceOf(HttpError);
  });
});

describe("simulator routes", () => {
  it("are not registered in production", async () => {
    const app = Fastify();
    app.decorate("deps", { ...t.deps, config: { ...t.deps.config, env: "production" as const } });
    await app.register(simulatorRoutes, { prefix: t.config.basePath });
    await app.ready();
    expect(app.hasRoute({ method: "POST", url: t.url("sim/identity-verification") })).toBe(false);
    await app.close();
  });
});
