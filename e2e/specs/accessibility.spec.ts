import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { dialog, expect, shell, signIn, test, type DemoLogin } from "../fixtures";
import { ONE_PHONE_TAG } from "../env";
import { axeViolations } from "../page-checks";

/**
 * The quality bar's accessibility line ("roles, labels, focus order; axe shows no serious or critical
 * violations") and its layout line ("every screen works at 360×640 and with the iPhone safe areas"), on every
 * screen the app has, with the demo accounts that show each screen's different states (README "Demo logins").
 * docs/accessibility.md says what is checked and why.
 */

/** WCAG 2.0 and 2.1, levels A and AA: the rules axe runs (its best-practice rules are not part of the bar). */
/** Impacts that fail the bar; "minor" and "moderate" findings become test annotations (HTML report), not failures. */
const BLOCKING_IMPACTS = new Set(["serious", "critical"]);
/** The narrowest phone the app supports (CONTRIBUTING "mobile first: 360 px wide"). */
const SMALL_PHONE = { width: 360, height: 640 };
/** iPhone 14 in portrait: the notch and status bar above, the home indicator below (CSS px). */
const IPHONE_INSETS = { top: 47, bottom: 34, left: 0, right: 0 };

const FORCED_UPDATE_TEXT = "안전한 서비스 이용을 위해 앱을 최신 버전으로 업데이트해 주세요.";

type AxeResults = Awaited<ReturnType<AxeBuilder["analyze"]>>;
type Violation = AxeResults["violations"][number];

/** One line per violation and per element, so a failure says what to fix and where. */
function describeViolations(violations: Violation[]): string {
  return violations
    .map((v) => {
      const nodes = v.nodes.map((n) => `    at ${n.target.join(" ")}\n      ${(n.failureSummary ?? "").replace(/\n/g, "\n      ")}`);
      return `  ${v.id} (${v.impact}): ${v.help}\n  ${v.helpUrl}\n${nodes.join("\n")}`;
    })
    .join("\n");
}

/** Runs axe (all its rules) over the page as it is now and fails on serious or critical violations. */
async function expectNoSeriousViolations(page: Page) {
  const violations = await axeViolations(page);
  const blocking = violations.filter((v) => BLOCKING_IMPACTS.has(v.impact ?? ""));
  const others = violations.filter((v) => !BLOCKING_IMPACTS.has(v.impact ?? ""));
  if (others.length) test.info().annotations.push({ type: "axe (minor/moderate)", description: describeViolations(others) });
  // Compared by id so the diff stays short; the message carries the elements and how to fix them.
  expect(
    blocking.map((v) => v.id),
    `axe: serious or critical violations on ${page.url()}\n${describeViolations(blocking)}`,
  ).toEqual([]);
}

/**
 * At 360×640 nothing sticks out sideways: the page never scrolls horizontally. Compared with 360, not only with
 * `innerWidth`: a mobile browser widens its layout viewport to fit content that overflows, and `innerWidth`
 * grows with it (seen here: 390 for a 420 px box), so `scrollWidth <= innerWidth` alone would still pass.
 */
async function expectNoHorizontalOverflow(page: Page) {
  await page.setViewportSize(SMALL_PHONE);
  await expect
    .poll(
      () =>
        page.evaluate(
          (width) => ({
            innerWidth: window.innerWidth,
            scrollWidth: document.documentElement.scrollWidth,
            // The innermost element reaching past the right edge (outside any scroller that clips it), to name the
            // culprit in a failure.
            sticksOut:
              [...document.querySelectorAll<HTMLElement>("body *")]
                .filter((el) => el.getBoundingClientRect().right > width + 0.5)
                .filter((el) => {
                  for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
                    if (getComputedStyle(p).overflowX !== "visible") return false;
                  }
                  return true;
                })
                .map((el) => `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ""}.${[...el.classList].slice(0, 4).join(".")}`)
                .at(-1) ?? null,
          }),
          SMALL_PHONE.width,
        ),
      { message: `horizontal overflow at ${SMALL_PHONE.width}×${SMALL_PHONE.height} on ${page.url()}` },
    )
    .toEqual({ innerWidth: SMALL_PHONE.width, scrollWidth: SMALL_PHONE.width, sticksOut: null });
}

/**
 * With the iPhone's safe-area insets (Chromium's `Emulation.setSafeAreaInsetsOverride`, which sets
 * `env(safe-area-inset-*)`), the page's title starts below the notch and nothing that stays on screen (fixed or
 * sticky bars) puts a control under the notch or the home indicator. Content that scrolls may pass under them.
 */
async function expectClearOfSafeAreas(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setSafeAreaInsetsOverride", { insets: IPHONE_INSETS });
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect
    .poll(
      () =>
        page.evaluate(({ top, bottom }) => {
          const problems: string[] = [];
          const h1 = document.querySelector("h1");
          if (h1 && h1.getBoundingClientRect().top < top)
            problems.push(`h1 starts at ${h1.getBoundingClientRect().top}px, under the notch`);
          for (const bar of document.querySelectorAll<HTMLElement>("body *")) {
            const { position, backgroundColor } = getComputedStyle(bar);
            if (position !== "fixed" && position !== "sticky") continue;
            // A bar that stays on screen while content scrolls beneath it must be opaque: seen through, the
            // contrast of its text would depend on whatever passes under it (a tinted panel, a photo).
            // Any colour syntax: "rgba(r, g, b, a)", "oklab(l a b / a)", "color(srgb r g b / a)"; none means opaque.
            const alpha = (/\/\s*([\d.]+)\)$/.exec(backgroundColor) ?? /^rgba\(.*,\s*([\d.]+)\)$/.exec(backgroundColor))?.[1];
            const coversScreen = bar.getBoundingClientRect().height >= window.innerHeight;
            if (!coversScreen && bar.textContent?.trim() && alpha !== undefined && Number(alpha) < 1)
              problems.push(`a ${position} bar (${bar.tagName.toLowerCase()}) is see-through: background ${backgroundColor}`);
            for (const control of bar.querySelectorAll<HTMLElement>("a, button, input, select, textarea, [tabindex]")) {
              const box = control.getBoundingClientRect();
              if (box.width === 0 || box.height === 0) continue;
              if (box.top < top || box.bottom > window.innerHeight - bottom) {
                problems.push(
                  `"${control.textContent?.trim()}" in a ${position} bar spans ${box.top}–${box.bottom}px of ${window.innerHeight}`,
                );
              }
            }
          }
          return problems;
        }, IPHONE_INSETS),
      { message: `safe areas (top ${IPHONE_INSETS.top}px, bottom ${IPHONE_INSETS.bottom}px) on ${page.url()}` },
    )
    .toEqual([]);
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

test.describe("public screens: axe (all rules), 360×640, safe areas", { tag: ONE_PHONE_TAG }, () => {
  const screens: { path: string; heading: string }[] = [
    { path: "/nonMemberMain", heading: "내 전기차 배터리, 오늘도 안전한가요?" },
    { path: "/signin", heading: "로그인" },
    { path: "/signin?error=SessionRequired&callbackUrl=%2Fhome", heading: "로그인" },
    { path: "/service-pause?callbackUrl=/home", heading: "서비스 접속이 원활하지 않아요" },
    { path: "/unauthorized?callbackUrl=/home", heading: "로그인이 필요해요" },
    { path: "/no-such-page", heading: "페이지를 찾을 수 없습니다" },
    { path: "/find/id", heading: "아이디 찾기" },
    { path: "/find/password", heading: "비밀번호 찾기" },
  ];
  for (const { path, heading } of screens) {
    test(path, async ({ page }) => {
      await page.goto(path);
      await checkScreen(page, heading);
    });
  }
});

test.describe("session screens: axe (all rules), 360×640, safe areas", { tag: ONE_PHONE_TAG }, () => {
  const HEADINGS = {
    "/home": "홈",
    "/menu": "메뉴",
    "/diagnosis": "안전 진단",
    "/safety-index": "안전 지수",
    "/main": "앱 사용 권한 안내",
    "/my-info": "내 정보",
    "/service": "내 서비스",
    "/service/payments": "결제 내역",
    "/alerts": "알림",
    "/settings/alim": "알림 설정",
    "/driving": "주행·충전",
    "/statistics": "배터리 지표",
    "/statistics/cell-voltage-balance": "셀 전압 편차",
    "/settings": "설정",
    "/review": "리뷰",
    "/board/notice": "공지사항",
    "/board/faq": "자주 묻는 질문",
    "/board/qna": "1:1 문의",
    "/board/qna/new": "문의하기",
  } as const;
  /** Each account shows a different state of the same screens (README "Demo logins"). */
  const cases: [DemoLogin, (keyof typeof HEADINGS)[]][] = [
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
    for (const path of paths) {
      test(`${path} as ${login}`, async ({ page }) => {
        await signIn(page, login);
        await page.goto(path);
        await checkScreen(page, HEADINGS[path]);
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
