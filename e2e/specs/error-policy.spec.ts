import { SERVICE_EXPIRED_MESSAGE } from "@evsafe/contract";
import type { Page } from "@playwright/test";
import { DEMO_PASSWORD } from "../env";
import { apiPath, dialog, expect, readSession, recordRequests, sessionCookie, signIn, signInForm, test } from "../fixtures";

/**
 * SPEC §8 error catalogue, each row triggered for real with the reference API's fault injection on the calls
 * the session pages make (docs/error-policy.md has the table; unit tests cover each row in isolation).
 *
 * Background reads (SWR): /home reads `users/my-service-status`, then `main/info` for a user in service; the SWR
 * config hands 401, 403, the expired service and 502 to the policy. "Other errors" are shown for user actions:
 * /menu's 서비스 해지 (`PUT users/cancel-service`, `callWithPolicy`). The row's auth-client failures are in
 * auth.spec.ts, the bridge rows in native-shell.spec.ts.
 */
/**
 * A read that fails as the page loads: session pages read it on the server first (session-frame/server.ts)
 * and the browser reads it only when the server could not, so the fault hits both, once each.
 */
const ON_LOAD = { target: "any", count: 2 } as const;
const STATUS_CALL = "users/my-service-status";
const MAIN_INFO_CALL = "main/info";
const CANCEL_CALL = "users/cancel-service";
/** SPEC §8 "other errors" default text (apps/web/src/shared/error-policy.ts DEFAULT_ERROR_MESSAGE). */
const DEFAULT_ERROR_TEXT = "서비스 접속이 원활하지 않습니다. 잠시 후 다시 시도해 주세요.";

const heading = (page: Page, name: string) => page.getByRole("heading", { level: 1, name });

/** /menu → 서비스 해지 → 해지 신청 (the user action whose failure the policy shows). */
async function requestCancellation(page: Page) {
  await page.getByRole("button", { name: "서비스 해지" }).click();
  const confirm = dialog(page);
  await expect(confirm).toContainText("서비스를 해지하시겠어요?");
  await confirm.getByRole("button", { name: "해지 신청" }).click();
}

test.describe("SPEC §8 401", () => {
  test("401: signed out, session cookie cleared, sent to /unauthorized?callbackUrl=<page>; signing in again returns there", async ({
    page,
    faults,
  }) => {
    await signIn(page, "demo", undefined, { fresh: true });
    await faults.inject({
      path: STATUS_CALL,
      status: 401,
      code: "UNAUTHORIZED",
      message: "로그인이 만료되었습니다. 다시 로그인해 주세요.",
      ...ON_LOAD,
    });
    const signOut = page.waitForRequest((r) => r.url().endsWith("/api/auth/signout") && r.method() === "POST");
    await page.goto("/home?tab=status");
    await signOut;
    await expect(page).toHaveURL((url) => url.pathname === "/unauthorized" && url.searchParams.get("callbackUrl") === "/home?tab=status");
    await expect(heading(page, "로그인이 필요해요")).toBeVisible();
    expect(await readSession(page)).toBeNull();
    expect(await sessionCookie(page)).toBeUndefined();

    // "Sign in again, then callbackUrl".
    await page.getByRole("link", { name: "다시 로그인" }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/signin" && url.searchParams.get("callbackUrl") === "/home?tab=status");
    await signInForm(page).fill("demo", DEMO_PASSWORD);
    await signInForm(page).submit.click();
    await expect(page).toHaveURL((url) => url.pathname === "/home" && url.searchParams.get("tab") === "status");
    await expect(heading(page, "홈")).toBeVisible();
  });

  test("a 401 storm (every read fails at once) gives exactly one sign-out and one redirect", async ({ page, faults }) => {
    // A controllable clock that still runs: the app "returns to the foreground" later than SWR's focus throttle.
    await page.clock.install();
    await signIn(page, "demo", undefined, { fresh: true });
    await page.goto("/diagnosis");
    // Wait until every read of the page has been answered (the gate, then the diagnosis reads).
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.locator('[aria-busy="true"], [role="status"]:has-text("불러오는 중")')).toHaveCount(0);
    // The page painted with the server's data and revalidates it once hydrated: let those reads finish, or SWR
    // would fold the focus revalidation below into them (they started before the fault).
    await page.waitForLoadState("networkidle");

    // From now on every business call answers 401, each held 300 ms so that they are all in flight together.
    await faults.inject({ path: "*", status: 401, code: "UNAUTHORIZED", message: "로그인이 만료되었습니다.", delayMs: 300, count: 100 });
    const signOuts = recordRequests(page, (u, r) => u.pathname === "/api/auth/signout" && r.method() === "POST");
    const failed = recordRequests(page, (u) => u.pathname.startsWith(apiPath("")));
    const unauthorized: string[] = [];
    page.on("framenavigated", (f) => {
      if (f === page.mainFrame() && new URL(f.url()).pathname === "/unauthorized") unauthorized.push(f.url());
    });

    // The app returning to the foreground revalidates every read of the page at once (SWR focus revalidation).
    // SPEC §9: focus revalidation is throttled to once per 5 s, so the return comes a little later.
    await page.clock.fastForward(6_000);
    await page.evaluate(() => window.dispatchEvent(new Event("focus")));
    await expect(page).toHaveURL((url) => url.pathname === "/unauthorized" && url.searchParams.get("callbackUrl") === "/diagnosis");
    await expect(heading(page, "로그인이 필요해요")).toBeVisible();
    expect(await readSession(page)).toBeNull();
    expect(failed.length, "concurrent failing reads").toBeGreaterThan(1);
    expect(signOuts).toHaveLength(1);
    expect(unauthorized).toHaveLength(1);
  });
});

test.describe("SPEC §8 403", () => {
  test("403: an error dialog with the server's message that back cannot dismiss; 확인 goes back", async ({ page, faults }) => {
    await signIn(page, "demo");
    await page.goto("/menu");
    await expect(heading(page, "메뉴")).toBeVisible();
    await faults.inject({ path: MAIN_INFO_CALL, status: 403, code: "FORBIDDEN", message: "이 화면을 볼 권한이 없습니다.", ...ON_LOAD });
    await page.getByRole("navigation", { name: "주요 메뉴" }).getByRole("link", { name: "홈" }).click();
    const d = dialog(page);
    await expect(d).toContainText("이 화면을 볼 권한이 없습니다.");
    await expect(d).toHaveAttribute("role", "alertdialog");
    await expect(page).toHaveURL(/\/home\?modal=true$/);
    // Forced: back does not close it.
    await page.goBack();
    await expect(d).toContainText("이 화면을 볼 권한이 없습니다.");
    await d.getByRole("button", { name: "확인" }).click();
    await expect(page).toHaveURL(/\/menu$/);
    await expect(heading(page, "메뉴")).toBeVisible();
    await expect(dialog(page)).toHaveCount(0);
  });
});

test.describe("SPEC §8 service expired", () => {
  test("the expiry message on a service call: the dialog (back cannot close it), then /menu, and back stays on /menu", async ({
    page,
    faults,
  }) => {
    await signIn(page, "demo");
    await page.goto("/menu");
    await expect(heading(page, "메뉴")).toBeVisible();
    await faults.inject({ path: MAIN_INFO_CALL, status: 403, code: "SERVICE_EXPIRED", message: SERVICE_EXPIRED_MESSAGE, ...ON_LOAD });
    await page.getByRole("navigation", { name: "주요 메뉴" }).getByRole("link", { name: "홈" }).click();
    const d = dialog(page);
    await expect(d).toContainText(SERVICE_EXPIRED_MESSAGE);
    // Presented as a service notice: its title, not 오류, and 다시 가입하기 beside 확인.
    await expect(d).toContainText("서비스 이용 기간이 끝났어요");
    await expect(d.getByRole("button", { name: "다시 가입하기" })).toBeVisible();
    await page.goBack();
    await expect(d).toContainText(SERVICE_EXPIRED_MESSAGE);
    await d.getByRole("button", { name: "확인" }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/menu" && !url.search.includes("modal"));
    await expect(heading(page, "메뉴")).toBeVisible();
    await expect(dialog(page)).toHaveCount(0);
    // History is cleared to /menu: back never shows the service page again.
    await page.goBack();
    await expect(page).toHaveURL((url) => url.pathname === "/menu");
    await expect(heading(page, "메뉴")).toBeVisible();
  });

  test("demo04 (service ended 15 days ago), for real: /home calls no live endpoint and shows the ended-service notice (not 오류); 닫기 stays with how to join again", async ({
    page,
  }) => {
    await signIn(page, "demo04", undefined, { expiryNotice: true });
    const serviceCalls = recordRequests(page, (u) => u.pathname === apiPath(MAIN_INFO_CALL));
    await page.goto("/home");
    const d = dialog(page);
    await expect(d).toContainText("서비스 이용 기간이 끝났어요");
    await expect(d).not.toContainText("오류");
    await d.getByRole("button", { name: "닫기" }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/home" && !url.search.includes("modal"));
    await expect(page.getByTestId("next-step-ended")).toContainText("서비스 다시 가입하기");
    await expect(dialog(page)).toHaveCount(0);
    expect(serviceCalls).toHaveLength(0);
  });
});

test.describe("SPEC §8 502", () => {
  test("502 outside /service-pause → /service-pause?callbackUrl=<page>; 다시 시도 returns to the page", async ({ page, faults }) => {
    await signIn(page, "demo");
    await faults.inject({ path: STATUS_CALL, status: 502, code: "BAD_GATEWAY", message: "서비스 서버에 연결할 수 없습니다.", ...ON_LOAD });
    await page.goto("/home?from=e2e");
    await expect(page).toHaveURL((url) => url.pathname === "/service-pause" && url.searchParams.get("callbackUrl") === "/home?from=e2e");
    await expect(heading(page, "서비스 접속이 원활하지 않아요")).toBeVisible();
    await page.getByRole("button", { name: "다시 시도" }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/home" && url.searchParams.get("from") === "e2e");
    await expect(heading(page, "홈")).toBeVisible();
    await expect(page.locator("main")).not.toContainText("불러오지 못했어요");
  });

  test("still down: 다시 시도 comes back to /service-pause with the same callbackUrl (never nested)", async ({ page, faults }) => {
    await signIn(page, "demo");
    // Down until the test says it is back: how many reads one page load makes (the server render's, the browser's)
    // is not what this is about.
    await faults.inject({
      path: STATUS_CALL,
      status: 502,
      code: "BAD_GATEWAY",
      message: "서비스 서버에 연결할 수 없습니다.",
      target: "any",
      count: 1_000,
    });
    await page.goto("/menu");
    await expect(page).toHaveURL((url) => url.pathname === "/service-pause" && url.searchParams.get("callbackUrl") === "/menu");
    // 다시 시도 asks for /menu again (its data, or the page), /menu's own read fails and the policy comes back here.
    // The round trip must be over before the server comes back: under load the URL can still read /service-pause
    // from before the tap while the router is on its way to /menu, so the test follows the address the page shows.
    const menuAgain = page.waitForResponse((r) => {
      const path = new URL(r.url()).pathname;
      return path === "/menu" || path.endsWith("/menu.json");
    });
    const visited: string[] = [];
    page.on("framenavigated", (frame) => {
      if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
    });
    await page.getByRole("button", { name: "다시 시도" }).click();
    await menuAgain;
    await expect.poll(() => visited.join(" ")).toMatch(/\/menu .*\/service-pause/);
    await expect(page).toHaveURL((url) => url.pathname === "/service-pause" && url.searchParams.get("callbackUrl") === "/menu");
    await expect(page.getByRole("button", { name: "다시 시도" })).toBeEnabled();
    // Back up: the next 다시 시도 reaches the page it was for.
    await faults.clear();
    await page.getByRole("button", { name: "다시 시도" }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/menu");
    await expect(heading(page, "메뉴")).toBeVisible();
  });

  test("/service-pause never follows a foreign callbackUrl", async ({ page, baseURL }) => {
    await signIn(page, "demo");
    await page.goto(`/service-pause?callbackUrl=${encodeURIComponent("https://evil.example/")}`);
    await page.getByRole("button", { name: "다시 시도" }).click();
    await expect(page).toHaveURL(`${baseURL}/home`);
  });
});

test.describe("SPEC §8 other errors", () => {
  test("a failing user action: an error dialog with the server's error.message and the 문의하기 link; 확인 stays", async ({
    page,
    faults,
  }) => {
    await signIn(page, "demo");
    await page.goto("/menu");
    await faults.inject({
      path: CANCEL_CALL,
      method: "PUT",
      status: 500,
      code: "INTERNAL_ERROR",
      message: "해지 처리 중 일시적인 오류가 발생했습니다.",
    });
    await requestCancellation(page);
    const d = dialog(page);
    await expect(d).toContainText("해지 처리 중 일시적인 오류가 발생했습니다.");
    await expect(d.getByRole("link", { name: "문의하기" })).toHaveAttribute("href", "/board/qna");
    await expect(page).toHaveURL(/\/menu\?modal=true$/);
    await d.getByRole("button", { name: "확인" }).click();
    await expect(dialog(page)).toHaveCount(0);
    await expect(page).toHaveURL(/\/menu$/);
    await expect(page.getByRole("button", { name: "서비스 해지" })).toBeVisible();
  });

  test("without a server message: the default Korean text, and 문의하기 opens the inquiry board", async ({ page, faults }) => {
    await signIn(page, "demo");
    await page.goto("/menu");
    await faults.inject({ path: CANCEL_CALL, method: "PUT", status: 503, code: "INTERNAL_ERROR", message: "" });
    await requestCancellation(page);
    const d = dialog(page);
    await expect(d).toContainText(DEFAULT_ERROR_TEXT);
    await d.getByRole("link", { name: "문의하기" }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/board/qna");
  });

  test("a background read failing with 500 is no dialog: the page shows it inline with 다시 시도", async ({ page, faults }) => {
    await signIn(page, "demo");
    // `any`: the server's render reads fail too, so the page has no status to show at all.
    await faults.inject({ path: STATUS_CALL, status: 500, message: "잠시 점검 중입니다.", count: 20, target: "any" });
    await page.goto("/menu");
    await expect(page.locator("main")).toContainText("서비스 상태를 불러오지 못했어요");
    await expect(page.getByRole("button", { name: "다시 시도" })).toBeVisible();
    await expect(dialog(page)).toHaveCount(0);
    // The menu and 로그아웃 stay usable.
    await expect(page.getByRole("button", { name: "로그아웃" })).toBeVisible();
  });
});
