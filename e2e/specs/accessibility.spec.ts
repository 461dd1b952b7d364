import type { Page } from "@playwright/test";
import { dialog, expect, shell, signIn, test, type DemoLogin } from "../fixtures";
import { ONE_PHONE_TAG } from "../env";
import { SCREENS } from "../../scripts/screens/list.mjs";
import { SCREEN_HEADINGS, describeViolations, expectClearOfSafeAreas, expectNoHorizontalOverflow, seriousViolations } from "../page-checks";

/**
 * The quality bar's accessibility line ("roles, labels, focus order; axe shows no serious or critical
 * violations") and its layout line ("every screen works at 360×640 and with the iPhone safe areas"), on every
 * screen the app has, with the demo accounts that show each screen's different states (README "Demo logins").
 * docs/accessibility.md says what is checked and why.
 */

const FORCED_UPDATE_TEXT = "안전한 서비스 이용을 위해 앱을 최신 버전으로 업데이트해 주세요.";

/** Runs axe (all its rules) over the page as it is now and fails on serious or critical violations. */
async function expectNoSeriousViolations(page: Page) {
  const blocking = await seriousViolations(page);
  // Compared by id so the diff stays short; the message carries the elements and how to fix them.
  expect(
    blocking.map((v) => v.id),
    `axe: serious or critical violations on ${page.url()}\n${describeViolations(blocking)}`,
  ).toEqual([]);
}

/** Everything the user will see is there: the page's heading, and no loading placeholder left. */
async function expectSettled(page: Page, heading: string) {
  await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
  await expect(page.locator('[aria-busy="true"], [data-testid="loading"]')).toHaveCount(0);
}

async function checkScreen(page: Page, heading: string) {
  await expectSettled(page, heading);
  await expectNoSeriousViolations(page);
  await expectNoHorizontalOverflow(page);
  await expectClearOfSafeAreas(page);
  // A narrower screen must not bring a violation of its own (text wrapping into a low-contrast area, say).
  await expectNoSeriousViolations(page);
}

/**
 * Whether the gallery (scripts/screens/list.mjs) has this screen as it is after a plain direct load: then
 * every-screen.spec.ts runs these same checks on it, in the one page load it makes for all of its checks.
 */
function inGallery(path: string, login: DemoLogin | undefined): boolean {
  const key = (route: string) => {
    const url = new URL(route, "http://localhost");
    url.searchParams.sort();
    return `${url.pathname}?${url.searchParams}`;
  };
  return SCREENS.some(
    (s) =>
      key(s.route) === key(path) &&
      (s.account ?? undefined) === login &&
      !s.fault &&
      !s.waitFor &&
      !s.textSize &&
      !s.visitFirst &&
      !s.sessionStorage &&
      !s.verifiedPerson &&
      !s.issueCertificate,
  );
}

/** The heading a screen shows at its path (its pathname's, in SCREEN_HEADINGS). */
const headingOf = (path: string) => SCREEN_HEADINGS[new URL(path, "http://localhost").pathname]!;

test.describe("public screens: axe (all rules), 360×640, safe areas", { tag: ONE_PHONE_TAG }, () => {
  const paths = [
    "/nonMemberMain",
    "/signin",
    "/signin?error=SessionRequired&callbackUrl=%2Fhome",
    "/service-pause?callbackUrl=/home",
    "/unauthorized?callbackUrl=/home",
    "/no-such-page",
    "/find/id",
    "/find/password",
  ];
  for (const path of paths.filter((p) => !inGallery(p, undefined))) {
    test(path, async ({ page }) => {
      await page.goto(path);
      await checkScreen(page, headingOf(path));
    });
  }
});

test.describe("session screens: axe (all rules), 360×640, safe areas", { tag: ONE_PHONE_TAG }, () => {
  /** Each account shows a different state of the same screens (README "Demo logins"). */
  const cases: [DemoLogin, string[]][] = [
    [
      "demo",
      [
        "/home",
        "/menu",
        "/diagnosis",
        "/safety-index",
        "/main",
        "/my-info",
        "/service",
        "/service/payments",
        "/alerts",
        "/settings/alim",
        "/driving",
        "/statistics",
        "/settings",
        "/review",
        "/board/notice",
        "/board/faq",
        "/board/qna",
        "/board/qna/new",
      ],
    ],
    [
      "demowarn",
      ["/home", "/diagnosis", "/safety-index", "/alerts", "/driving", "/statistics", "/statistics/cell-voltage-balance", "/review"],
    ],
    ["demoempty", ["/home", "/diagnosis", "/safety-index", "/driving", "/statistics"]],
    // The wizard's steps need earlier steps done in the tab: subscription-payment.spec checks steps 3 and 4.
    ["demo00", ["/home", "/menu"]],
    ["demo01", ["/home", "/service", "/service/payments"]],
    ["demo03", ["/menu", "/service"]],
    // Alerts and 1:1 inquiries are user calls: a member whose service ended still reads and asks.
    ["demo04", ["/alerts", "/board/qna"]],
    ["demob2b", ["/home"]],
  ];
  for (const [login, paths] of cases) {
    for (const path of paths.filter((p) => !inGallery(p, login))) {
      test(`${path} as ${login}`, async ({ page }) => {
        await signIn(page, login);
        await page.goto(path);
        await checkScreen(page, headingOf(path));
      });
    }
  }
  // A receipt's address carries its payment's trade id: opened from the history, as a member does.
  for (const login of ["demo", "demo01"] as const) {
    test(`/service/payments/{id} (영수증) as ${login}`, async ({ page }) => {
      await signIn(page, login);
      await page.goto("/service/payments");
      await page.getByRole("link", { name: "영수증 보기" }).first().click();
      await checkScreen(page, "영수증");
    });
  }
});

/**
 * The keyboard's path through a screen (Tab from the top until focus leaves the page): each stop's accessible
 * name as far as the DOM tells it, and whether it is visible, so that a test can compare it with the screen.
 */
async function tabStops(page: Page, max = 40): Promise<{ name: string; visible: boolean }[]> {
  await page.locator("body").focus();
  const stops: { name: string; visible: boolean }[] = [];
  for (let i = 0; i < max; i++) {
    await page.keyboard.press("Tab");
    const stop = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return null;
      const labelled = el.getAttribute("aria-labelledby");
      const name =
        el.getAttribute("aria-label") ??
        (labelled ? document.getElementById(labelled)?.textContent : null) ??
        ((el as HTMLInputElement).labels?.[0]?.textContent || el.textContent || "");
      const box = el.getBoundingClientRect();
      return { name: name.replace(/\s+/g, " ").trim(), visible: box.width > 0 && box.height > 0 && !el.closest("[aria-hidden='true']") };
    });
    if (!stop) break;
    stops.push(stop);
  }
  return stops;
}

test.describe("focus order", { tag: ONE_PHONE_TAG }, () => {
  test("/signin: the form in reading order, then the account links, then social sign-in", async ({ page }) => {
    await page.goto("/signin");
    await expectSettled(page, "로그인");
    const names = (await tabStops(page)).map((s) => s.name);
    expect(names.slice(0, 7)).toEqual(["아이디", "비밀번호", "아이디 저장", "로그인", "아이디 찾기", "비밀번호 찾기", "회원가입"]);
    expect(names.slice(7)).toEqual(["카카오로 로그인", "네이버로 로그인", "구글로 로그인", "Apple로 로그인"]);
  });

  test("/home: every stop is visible, and the bottom navigation comes after the content", async ({ page }) => {
    await signIn(page, "demo");
    await page.goto("/home");
    await expectSettled(page, "홈");
    const stops = await tabStops(page);
    expect(
      stops.filter((s) => !s.visible),
      "focus stops the user cannot see",
    ).toEqual([]);
    expect(stops.length).toBeGreaterThan(4);
    expect(stops.slice(-4).map((s) => s.name)).toEqual(["홈", "안전 진단", "안전 지수", "메뉴"]);
  });
});

/** With a dialog open the page behind is inert, so axe checks what the user can reach: the dialog. */
test.describe("dialogs: axe (all rules) and 360×640", { tag: ONE_PHONE_TAG }, () => {
  test("the error dialog of a failed action (SPEC §8 other errors)", async ({ page, faults }) => {
    await signIn(page, "demo");
    await page.goto("/menu");
    await expectSettled(page, "메뉴");
    await faults.inject({
      path: "users/cancel-service",
      method: "PUT",
      status: 500,
      code: "INTERNAL_ERROR",
      message: "해지 처리 중 일시적인 오류가 발생했습니다.",
    });
    await page.getByRole("button", { name: "서비스 해지" }).click();
    await dialog(page).getByRole("button", { name: "해지 신청" }).click();
    await expect(dialog(page)).toContainText("해지 처리 중 일시적인 오류가 발생했습니다.");
    await expect(dialog(page).getByRole("link", { name: "문의하기" })).toBeVisible();
    await expectNoSeriousViolations(page);
    await expectNoHorizontalOverflow(page);
    await expectNoSeriousViolations(page);
  });

  test("the destructive confirmation (서비스 해지)", async ({ page }) => {
    await signIn(page, "demo");
    await page.goto("/menu");
    await expectSettled(page, "메뉴");
    await page.getByRole("button", { name: "서비스 해지" }).click();
    await expect(dialog(page)).toContainText("서비스를 해지하시겠어요?");
    await expectNoSeriousViolations(page);
    await expectNoHorizontalOverflow(page);
  });

  test("the forced update dialog (SPEC §5) inside the native shell", async ({ page }) => {
    await shell(page, { platform: "AOS", version: "1.2.9" });
    await signIn(page, "demo");
    await page.goto("/home");
    await expect(dialog(page)).toContainText(FORCED_UPDATE_TEXT);
    await expect(dialog(page).getByRole("button", { name: "업데이트" })).toBeVisible();
    await expectNoSeriousViolations(page);
    await expectNoHorizontalOverflow(page);
  });
});
