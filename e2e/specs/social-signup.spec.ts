import type { APIRequestContext, Page, TestInfo } from "@playwright/test";
import { apiPath, expect, readSession, recordRequests, shell, shellLog, test } from "../fixtures";
import { API_BASE } from "../env";
import { digits, expectNoSeriousViolations, expectNoSidewaysScroll } from "../page-checks";

/**
 * Social sign-up and sign-in through the shell simulator (docs/accounts.md "The journeys", docs/bridge.md
 * auth.social): /signin's social button → an unlinked account → /signup/oauth/complete → identity verification
 * (oauth-signup) → terms → signed in; a linked account signs in at once. Each test has its own social account and
 * person, so the two projects and reruns never share one.
 */

const CANCELLED = { ok: false as const, error: { code: "CANCELLED", message: "로그인을 취소했습니다." } };
/** The identity simulator's carrier answers a mismatch for every 010-0000-xxxx number (docs/simulators.md). */
const MISMATCH_PHONE = "010-0000-1234";

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
/** The page's own message (Next's route announcer is an alert too). */
const pageAlert = (page: Page) => page.getByRole("main").getByRole("alert");

/** A person and a social account of this test's own. */
function newcomer(testInfo: TestInfo, provider: string) {
  const tag = testInfo.project.name === "iphone14" ? "i" : "p";
  const sub = `${provider}-e2e-${tag}-${Date.now().toString(36)}${digits(4)}`;
  return { name: "한소셜", birthDate: "19920611", phone: `010-5${digits(3)}-${digits(4)}`, sub, email: `${sub}@example.com` };
}

async function results<T>(res: Awaited<ReturnType<APIRequestContext["post"]>>, what: string): Promise<T> {
  if (!res.ok()) throw new Error(`${what}: ${res.status()} ${await res.text()}`);
  return ((await res.json()) as { results: T }).results;
}

/** Replaces the simulated shell's answer to `auth.social` on this page (null: its default, the scripted account). */
async function scriptSocialAnswer(page: Page, answer: typeof CANCELLED | null) {
  await page.evaluate((a) => {
    const control = (window as unknown as { __EVSAFE_SHELL_CONTROL__: { setAnswer(type: string, answer: unknown): void } })
      .__EVSAFE_SHELL_CONTROL__;
    control.setAnswer("auth.social", a ?? undefined);
  }, answer);
}

/**
 * Waits until the page has asked the shell for a social sign-in `count` times. The simulator picks its scripted
 * answer when the request arrives, which is after the button's handler has loaded its module: scripting the next
 * answer before then would answer the earlier tap with it.
 */
async function socialRequests(page: Page, count: number) {
  await expect.poll(async () => (await shellLog(page)).filter((e) => e.type === "auth.social").length).toBe(count);
}

test.describe("social sign-up and sign-in (SPEC §2 /signin, /signup/oauth/complete)", () => {
  test("social sign-up through the shell simulator @journey", async ({ page, faults }, testInfo) => {
    const who = newcomer(testInfo, "kakao");
    await page.setViewportSize({ width: 360, height: 640 });
    await shell(page, {
      platform: "AOS",
      social: { sub: who.sub, name: who.name, email: who.email },
      answers: { "auth.social": CANCELLED },
    });

    // Straight to the sign-up without a social sign-in: back to /signin.
    await page.goto("/signup/oauth/complete");
    await expect(page).toHaveURL((url) => url.pathname === "/signin");

    // The provider's sheet closed by the user: nothing happens, still on /signin, the button usable again.
    const kakao = page.getByRole("button", { name: "카카오로 로그인" });
    await kakao.click();
    await socialRequests(page, 1);
    await expect(kakao).toBeEnabled();
    await expect(page).toHaveURL((url) => url.pathname === "/signin");
    await expect(page.locator("[data-modal-layer]")).toHaveCount(0);
    expect(await readSession(page)).toBeNull();

    // Signed in with the provider this time: an unlinked account goes on to the social sign-up with its profile.
    await scriptSocialAnswer(page, null);
    await kakao.click();
    await expect(page).toHaveURL((url) => url.pathname === "/signup/oauth/complete");
    expect(page.url()).not.toContain(who.sub);
    await expect(page.getByRole("heading", { level: 1, name: "카카오 계정으로 회원가입" })).toBeVisible();
    const fromProvider = page.getByLabel("카카오에서 받은 정보");
    await expect(fromProvider).toContainText(who.name);
    await expect(fromProvider).toContainText(who.email);
    await expectNoSeriousViolations(page);
    await expectNoSidewaysScroll(page);

    // Identity verification (purpose oauth-signup): a malformed number beside its field, then the carrier's mismatch.
    await page.getByRole("button", { name: "본인인증하고 계속하기" }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/auth/oauth/identity-verification");
    await field(page, "이름").fill(who.name);
    await field(page, "생년월일 8자리").fill(who.birthDate);
    await field(page, "휴대폰 번호").fill("02-123-4567");
    await page.getByRole("button", { name: "본인인증" }).click();
    await expect(field(page, "휴대폰 번호")).toHaveAttribute("aria-invalid", "true");
    const verifications = recordRequests(page, (url, req) => req.method() === "POST" && url.pathname === apiPath("identity-verification"));
    await field(page, "휴대폰 번호").fill(MISMATCH_PHONE);
    await page.getByRole("button", { name: "본인인증" }).click();
    await expect(pageAlert(page)).toBeVisible();
    await expect(field(page, "이름")).toHaveValue(who.name);
    await field(page, "휴대폰 번호").fill(who.phone);
    await page.getByRole("button", { name: "본인인증" }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/terms-onboarding" && url.searchParams.get("flow") === "oauth-signup");
    expect(verifications.map((r) => r.postDataJSON().purpose)).toEqual(["oauth-signup", "oauth-signup"]);

    // Terms: Next only once every required term is ticked.
    const next = page.getByRole("button", { name: "다음" });
    await expect(next).toBeDisabled();
    for (const box of await page.getByRole("checkbox", { name: /^\(필수\)/ }).all()) await box.check();
    await next.click();
    await expect(page).toHaveURL((url) => url.pathname === "/signup/oauth/complete");
    await expect(page.getByLabel("카카오에서 받은 정보")).toContainText(who.phone);
    await expectNoSeriousViolations(page);
    await expectNoSidewaysScroll(page);

    // The API failing: the message at the top, still here, nothing lost; then a double tap sends once.
    const signUps = recordRequests(page, (url, req) => req.method() === "POST" && url.pathname === apiPath("auth/oauth/signup"));
    await faults.inject({
      path: "auth/oauth/signup",
      method: "POST",
      status: 503,
      code: "SERVICE_UNAVAILABLE",
      message: "잠시 후 다시 시도해 주세요.",
    });
    const submit = page.getByRole("button", { name: "가입하고 시작하기" });
    await submit.click();
    await expect(pageAlert(page)).toContainText("잠시 후 다시 시도해 주세요.");
    await expect(page).toHaveURL((url) => url.pathname === "/signup/oauth/complete");
    expect(await readSession(page)).toBeNull();
    await submit.dblclick();
    await expect(page).not.toHaveURL((url) => url.pathname.startsWith("/signup"));
    expect(signUps).toHaveLength(2);
    expect(signUps[1]!.postDataJSON()).toMatchObject({ provider: "kakao", sub: who.sub, email: who.email });
    const session = await readSession(page);
    expect(session?.user).toMatchObject({ loginProvider: "kakao" });

    // The journey is over: the sign-up page sends a member away, and the social button signs the account in.
    await page.goto("/signup/oauth/complete");
    await expect(page).not.toHaveURL((url) => url.pathname.startsWith("/signup"));
  });

  test("social sign-in of a linked account @journey", async ({ page, request }, testInfo) => {
    // A member who signed up with naver through the API (own person, own social account).
    const who = newcomer(testInfo, "naver");
    const { oauthKey } = await results<{ oauthKey: string }>(
      await request.post(`${API_BASE}/sim/oauth-key`, { data: { provider: "naver", sub: who.sub, name: who.name, email: who.email } }),
      "sim/oauth-key",
    );
    const { serviceToken } = await results<{ serviceToken: string }>(
      await request.post(`${API_BASE}/identity-verification`, {
        data: { name: who.name, phone: who.phone, birthDate: who.birthDate, purpose: "oauth-signup" },
      }),
      "identity-verification",
    );
    const terms = await results<{ agreeId: number }[]>(await request.get(`${API_BASE}/common/agree-list/signup`), "agree-list");
    const agrees = terms.map((t) => ({ agreeId: t.agreeId, agreed: true }));
    await results(
      await request.post(`${API_BASE}/auth/oauth/signup`, { data: { provider: "naver", oauthKey, sub: who.sub, serviceToken, agrees } }),
      "auth/oauth/signup",
    );

    await page.setViewportSize({ width: 360, height: 640 });
    await shell(page, {
      platform: "iOS",
      social: { sub: who.sub, name: who.name, email: who.email },
      answers: { "auth.social": CANCELLED },
    });
    await page.goto("/signin?callbackUrl=%2Fhome");
    const naver = page.getByRole("button", { name: "네이버로 로그인" });

    // Cancelled in the provider's sheet: still on /signin, not signed in.
    await naver.click();
    await socialRequests(page, 1);
    await expect(naver).toBeEnabled();
    await expect(page).toHaveURL((url) => url.pathname === "/signin");
    expect(await readSession(page)).toBeNull();

    // Signed in with the provider: the linked account signs in, no sign-up on the way.
    await scriptSocialAnswer(page, null);
    const signUpPages = recordRequests(page, (url) => url.pathname.startsWith("/signup/oauth"));
    await naver.click();
    await expect(page).not.toHaveURL((url) => url.pathname === "/signin");
    const session = await readSession(page);
    expect(session?.user).toMatchObject({ loginProvider: "naver" });
    expect(session?.user.userId).toMatch(/^naver_/);
    expect(signUpPages).toHaveLength(0);
  });
});
