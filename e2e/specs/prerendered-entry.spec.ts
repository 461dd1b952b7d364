import type { Page } from "@playwright/test";
import { expect, signInForm, test } from "../fixtures";
import { DEMO_PASSWORD } from "../env";
import { digits } from "../page-checks";
import { FAKE_POSTCODE_WIDGET, POSTCODE_SCRIPT_URL, POSTCODE_UNAVAILABLE } from "../postcode";

/**
 * The way in from a prerendered page (docs/security.md "CSP"): /nonMemberMain is served with the hash-only policy of
 * prerendered pages, which allows this build's scripts and nothing from outside. A visitor who starts there, signs in
 * and goes on by taps must end up in a document whose policy allows what the app's pages load — here the postcode
 * search of the service sign-up, its stand-in served under the real script URL, so that what decides is the policy.
 */

const DELIVERY_PAGE = "/service/signup/delivery";
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

/** Every CSP refusal of the tab, over all its documents: Chromium's console line and the DOM event, sent to the console. */
function recordCspViolations(page: Page): string[] {
  const seen: string[] = [];
  page.on("console", (msg) => {
    if (/Content Security Policy|csp-violation/i.test(msg.text())) seen.push(msg.text());
  });
  return seen;
}

/** The main frame's documents as loaded: path and Content-Security-Policy, in order. */
function recordDocuments(page: Page): { path: string; csp: string }[] {
  const docs: { path: string; csp: string }[] = [];
  page.on("response", (res) => {
    const req = res.request();
    if (req.isNavigationRequest() && req.frame() === page.mainFrame()) {
      docs.push({ path: new URL(res.url()).pathname, csp: res.headers()["content-security-policy"] ?? "" });
    }
  });
  return docs;
}

test.describe("from the landing page into the app", () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 640 });
  });

  test("landing → sign-in → /home → service sign-up's delivery step by taps: the postcode search loads, no CSP refusal @journey", async ({
    page,
  }) => {
    const violations = recordCspViolations(page);
    const documents = recordDocuments(page);
    await page.addInitScript(() => {
      // zod's feature probe (`new Function("")`, caught) is refused by design: no policy here allows eval.
      document.addEventListener("securitypolicyviolation", (e) => {
        if (e.blockedURI !== "eval") console.error(`csp-violation ${e.violatedDirective} ${e.blockedURI}`);
      });
    });
    await page.route(POSTCODE_SCRIPT_URL, (route) => route.fulfill({ contentType: "application/javascript", body: FAKE_POSTCODE_WIDGET }));

    // The landing page, with its strict policy: this build's scripts by hash and 'self', no nonce, nothing from outside.
    await page.goto("/nonMemberMain");
    await expect(page.getByRole("navigation", { name: "시작하기" })).toBeVisible();
    const landing = documents.find((d) => d.path === "/nonMemberMain");
    expect(landing?.csp).toMatch(/script-src 'self' 'sha256-/);
    expect(landing?.csp).not.toContain("kakaocdn");
    expect(landing?.csp).not.toContain("'nonce-");
    // The live status is read once the page has hydrated: the tap below meets the page's code, not bare HTML.
    await expect(page.getByTestId("service-status")).toContainText("서비스 정상 운영 중");

    await page.getByRole("navigation", { name: "시작하기" }).getByRole("link", { name: "로그인" }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/signin");
    await signInForm(page).fill("demo00", DEMO_PASSWORD);
    await signInForm(page).submit.click();

    // demo00 has not consented to the location terms: its onboarding, then the permissions step, then /home.
    await expect(page).toHaveURL((url) => ["/location-base-onboarding", "/main", "/home"].includes(url.pathname));
    if (new URL(page.url()).pathname === "/location-base-onboarding") {
      await page.getByRole("link", { name: "동의하지 않고 계속하기" }).click();
      await expect(page).toHaveURL((url) => url.pathname === "/main");
    }
    if (new URL(page.url()).pathname === "/main") {
      await page.getByRole("link", { name: /나중에 하기|홈으로 계속하기/ }).click();
    }
    await expect(page).toHaveURL((url) => url.pathname === "/home");
    await page.getByRole("link", { name: "서비스 가입하기" }).click();

    // Step 1 by taps: a supported car and a plate of its own.
    await expect(page.getByRole("heading", { level: 1, name: "서비스 가입 · 차량 정보" })).toBeVisible();
    await page.getByRole("radio", { name: /기아/ }).check();
    await page
      .getByRole("radio", { name: /레이 EV/ })
      .first()
      .check();
    await page.getByRole("radio", { name: /레이 EV.*2023/ }).check();
    await field(page, "차량 번호").fill(`${10 + (Number(digits(2)) % 89)}나${digits(4)}`);
    await page.getByRole("button", { name: "다음" }).click();

    // Step 2: the postcode search loads (the stand-in's button) and fills the address.
    await expect(page).toHaveURL((url) => url.pathname === DELIVERY_PAGE);
    await expect(page.getByRole("heading", { level: 1, name: "서비스 가입 · 단말기 배송지" })).toBeVisible();
    await page.getByRole("button", { name: "우편번호 검색" }).click();
    await expect(page.getByText(POSTCODE_UNAVAILABLE)).toBeHidden();
    await page.getByRole("button", { name: "서울특별시 중구 세종대로 110 선택" }).click();
    await expect(field(page, "우편번호")).toHaveValue("04524");
    await expect(field(page, "주소")).toHaveValue("서울특별시 중구 세종대로 110 (서울특별시청)");

    // The tab's document since the landing page is one rendered per request: its policy carries a nonce.
    const current = documents.at(-1);
    expect(current?.path).not.toBe("/nonMemberMain");
    expect(current?.csp).toContain("'nonce-");
    expect(violations).toEqual([]);
  });
});
