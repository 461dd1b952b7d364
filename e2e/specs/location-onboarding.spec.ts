import type { APIRequestContext, Page } from "@playwright/test";
import { apiGet, dialog, expect, signIn, signInForm, test } from "../fixtures";
import { API_BASE, DEMO_PASSWORD } from "../env";
import { expectNoSeriousViolations } from "../page-checks";

/** The demo account that has not consented to the location terms (apps/api/src/db/seed/user.ts: only service members have). */
const NOT_CONSENTED = "demo00";
const LOCATION_TERMS_CD = "location-policy";
const HEADING = "위치 정보 이용 안내";

interface Term {
  agreeId: number;
  termsCd: string;
  agreed: boolean | null;
}

/** Sets the account's answer to the location terms through the API (the journey starts from "not consented"). */
async function answerLocationTerms(request: APIRequestContext, token: string, agreed: boolean): Promise<Term> {
  const term = (await apiGet<Term[]>(request, "common/agree-list", token)).find((t) => t.termsCd === LOCATION_TERMS_CD)!;
  const res = await request.post(`${API_BASE}/users/agreement`, {
    headers: { authorization: `Bearer ${token}` },
    data: { agrees: [{ agreeId: term.agreeId, agreed }] },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return term;
}

async function signInThroughForm(page: Page) {
  await page.goto("/signin");
  await signInForm(page).fill(NOT_CONSENTED, DEMO_PASSWORD);
  await signInForm(page).submit.click();
}

async function signOutFromMenu(page: Page) {
  await page.goto("/menu");
  await page.getByRole("button", { name: "로그아웃" }).click();
  await dialog(page).getByRole("button", { name: "로그아웃" }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/nonMemberMain");
}

test.describe("location onboarding (SPEC §2 /location-base-onboarding)", () => {
  test.beforeEach(async ({ request, apiSession }) => {
    const { accessToken } = await apiSession.login(NOT_CONSENTED);
    await answerLocationTerms(request, accessToken, false);
  });

  test("location onboarding shown once @journey", async ({ page, request, apiSession }) => {
    // First sign-in of an account that has not consented: the onboarding, not /home.
    await signInThroughForm(page);
    await expect(page).toHaveURL((url) => url.pathname === "/location-base-onboarding");
    await expect(page.getByRole("heading", { level: 1, name: HEADING })).toBeVisible();
    await expect(page.getByRole("list", { name: "위치 정보가 쓰이는 곳" }).getByRole("listitem")).toHaveCount(3);

    await expectNoSeriousViolations(page);

    // The terms' text opens in place, as a labelled scrollable region; consent needs the tick.
    await page.getByText(/약관 전문 보기/).click();
    await expect(page.getByRole("region", { name: /위치기반서비스 이용약관 동의 전문/ })).toContainText("위치기반서비스의 이용과 관련하여");
    await expectNoSeriousViolations(page);
    const consent = page.getByRole("button", { name: "동의하고 계속하기" });
    await expect(consent).toBeDisabled();
    await page.getByRole("checkbox", { name: /위치기반서비스 이용약관 동의/ }).check();
    await consent.click();

    // Then the permissions onboarding, as after any sign-in that goes there, and the answer is recorded.
    await expect(page).toHaveURL((url) => url.pathname === "/main");
    await expect(page.getByRole("heading", { level: 1, name: "앱 사용 권한 안내" })).toBeVisible();
    const { accessToken } = await apiSession.login(NOT_CONSENTED);
    const term = (await apiGet<Term[]>(request, "common/agree-list", accessToken)).find((t) => t.termsCd === LOCATION_TERMS_CD)!;
    expect(term.agreed).toBe(true);

    // Sign out and in again: no onboarding, the usual landing page.
    await signOutFromMenu(page);
    await signInThroughForm(page);
    await expect(page).toHaveURL((url) => url.pathname === "/home");
    // Coming back to the page after consenting goes on to the permissions onboarding.
    await page.goto("/location-base-onboarding");
    await expect(page).toHaveURL((url) => url.pathname === "/main");
  });

  test("leaving without consenting: on to /main, nothing recorded, not shown again on this device @journey", async ({
    page,
    request,
    apiSession,
  }) => {
    await signInThroughForm(page);
    await expect(page.getByRole("heading", { level: 1, name: HEADING })).toBeVisible();
    await page.getByRole("link", { name: "동의하지 않고 계속하기" }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/main");

    const { accessToken } = await apiSession.login(NOT_CONSENTED);
    const term = (await apiGet<Term[]>(request, "common/agree-list", accessToken)).find((t) => t.termsCd === LOCATION_TERMS_CD)!;
    expect(term.agreed).toBe(false);

    await signOutFromMenu(page);
    await signInThroughForm(page);
    await expect(page).toHaveURL((url) => url.pathname === "/home");
  });

  test("opened directly (a hard load), the page works: tick and consent", async ({ page }) => {
    await signIn(page, NOT_CONSENTED);
    await page.goto("/location-base-onboarding");
    await page.getByRole("checkbox", { name: /위치기반서비스 이용약관 동의/ }).check();
    await page.getByRole("button", { name: "동의하고 계속하기" }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/main");
  });

  test("an account that has consented never sees it", async ({ page, request, apiSession }) => {
    const { accessToken } = await apiSession.login(NOT_CONSENTED);
    await answerLocationTerms(request, accessToken, true);
    await signInThroughForm(page);
    await expect(page).toHaveURL((url) => url.pathname === "/home");
  });
});
