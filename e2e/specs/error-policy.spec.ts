import { SERVICE_EXPIRED_MESSAGE } from "@evsafe/contract";
import type { Page } from "@playwright/test";
import { apiPath, dialog, expect, readSession, recordRequests, sessionCookie, signIn, signInForm, test } from "../fixtures";

/**
 * SPEC §8 error catalogue, each row triggered for real with the reference API's fault injection on the calls
 * the session pages make (docs/error-policy.md has the table; unit tests cover each row in isolation).
 *
 * /home reads the service status (`users/my-service-status`) in the browser; SWR hands 401, 403, the expired
 * service and 502 to the policy. "Other errors" are shown for user actions (`callWithPolicy`).
 */
const STATUS_CALL = "users/my-service-status";
/** SPEC §8 "other errors" default text. */
const DEFAULT_ERROR_TEXT = "서비스 접속이 원활하지 않습니다. 잠시 후 다시 시도해 주세요.";

const isStatusCall = (url: string) => new URL(url).pathname === apiPath(STATUS_CALL);

async function homeReady(page: Page) {
  await expect(page.locator("main")).toBeVisible();
}

test.describe("SPEC §8 401", () => {
  test("401: signed out, session cookie cleared, sent to /unauthorized?callbackUrl=<page>; signing in again returns there", async ({ page, faults }) => {
    await signIn(page, "demo");
    await faults.inject({ path: STATUS_CALL, status: 401, code: "UNAUTHORIZED", message: "로그인이 만료되었습니다. 다시 로그인해 주세요." });
    await page.goto("/home?tab=status");
    await expect(page).toHaveURL((url) => url.pathname === "/unauthorized" && url.searchParams.get("callbackUrl") === "/home?tab=status");
    await expect.poll(() => readSession(page)).toBeNull();
    expect(await sessionCookie(page)).toBeUndefined();
    await expect(page.locator("main")).toContainText(/로그인/);

    // "Sign in again, then callbackUrl".
    await page.getByRole("link", { name: /로그인/ }).or(page.getByRole("button", { name: /로그인/ })).first().click();
    await expect(page).toHaveURL((url) => url.pathname === "/signin" && url.searchParams.get("callbackUrl") === "/home?tab=status");
    await signInForm(page).loginId.fill("demo");
    await signInForm(page).password.fill("Demo1234!");
    await page.getByRole("button", { name: "로그인", exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/home" && url.searchParams.get("tab") === "status");
  });

  test("a 401 storm (every call fails at once) gives exactly one sign-out and one redirect", async ({ page, faults }) => {
    await signIn(page, "demo");
    await page.goto("/home");
    await homeReady(page);

    // From now on every business call answers 401, each held 300 ms so they are all in flight together.
    await faults.inject({ path: "*", status: 401, code: "UNAUTHORIZED", message: "로그인이 만료되었습니다.", delayMs: 300, count: 100 });
    const signOuts = recordRequests(page, (u, r) => u.pathname === "/api/auth/signout" && r.method() === "POST");
    const refreshes = recordRequests(page, (u) => u.pathname === apiPath("auth/refresh"));
    const unauthorized: string[] = [];
    page.on("framenavigated", (f) => {
      if (f === page.mainFrame() && new URL(f.url()).pathname === "/unauthorized") unauthorized.push(f.url());
    });
    const failed: string[] = [];
    page.on("response", (r) => {
      if (r.status() === 401 && new URL(r.url()).pathname.startsWith(apiPath(""))) failed.push(r.url());
    });

    // A storm: the app revalidates every read at once when the app returns to the foreground, and a reload of
    // the same reads goes out concurrently.
    await page.evaluate(() => {
      document.dispatchEvent(new Event("visibilitychange"));
      window.dispatchEvent(new Event("focus"));
    });
    await page.goto("/home");
    await expect(page).toHaveURL((url) => url.pathname === "/unauthorized");
    await expect.poll(() => readSession(page)).toBeNull();
    await expect(page.locator("main")).toBeVisible();
    expect(failed.length, "several 401s").toBeGreaterThan(1);
    expect(signOuts).toHaveLength(1);
    expect(unauthorized).toHaveLength(1);
    expect(refreshes).toHaveLength(0);
  });
});

test.describe("SPEC §8 403", () => {
  test("403: an error dialog with the server's message that back cannot dismiss; 확인 goes back", async ({ page, faults }) => {
    await signIn(page, "demo");
    await page.goto("/menu");
    await expect(page.locator("main")).toBeVisible();
    await faults.inject({ path: STATUS_CALL, status: 403, code: "FORBIDDEN", message: "이 화면을 볼 권한이 없습니다.", count: 5 });
    await page.goto("/home");
    const d = dialog(page);
    await expect(d).toBeVisible();
    await expect(d).toContainText("이 화면을 볼 권한이 없습니다.");
    await expect(d).toHaveAttribute("role", "alertdialog");
    await expect(page).toHaveURL(/\/home\?modal=true$/);
    await d.getByRole("button", { name: "확인" }).click();
    await expect(page).toHaveURL(/\/menu$/);
    await expect(dialog(page)).toHaveCount(0);
  });
});

test.describe("SPEC §8 service expired", () => {
  test("demo04 (service expired 15 days ago): the expiry dialog, then /menu, and back does not return to the service page", async ({ page }) => {
    await signIn(page, "demo04");
    await page.goto("/home");
    const d = dialog(page);
    await expect(d).toContainText(SERVICE_EXPIRED_MESSAGE);
    await d.getByRole("button", { name: "확인" }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/menu");
    await expect(page.locator("main")).toBeVisible();
    await expect(dialog(page)).toHaveCount(0);
    await page.goBack();
    await expect(page).not.toHaveURL(/\/home/);
  });

  test("the expired message injected on a service call does the same", async ({ page, faults }) => {
    await signIn(page, "demo");
    await faults.inject({ path: STATUS_CALL, status: 403, code: "SERVICE_EXPIRED", message: SERVICE_EXPIRED_MESSAGE });
    await page.goto("/home");
    await expect(dialog(page)).toContainText(SERVICE_EXPIRED_MESSAGE);
    await page.goBack();
    await expect(dialog(page)).toContainText(SERVICE_EXPIRED_MESSAGE);
    await dialog(page).getByRole("button", { name: "확인" }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/menu");
  });
});

test.describe("SPEC §8 502", () => {
  test("502 outside /service-pause → /service-pause?callbackUrl=<page>; its retry returns to the page", async ({ page, faults }) => {
    await signIn(page, "demo");
    await faults.inject({ path: STATUS_CALL, status: 502, code: "BAD_GATEWAY", message: "서비스 서버에 연결할 수 없습니다." });
    await page.goto("/home?from=e2e");
    await expect(page).toHaveURL((url) => url.pathname === "/service-pause" && url.searchParams.get("callbackUrl") === "/home?from=e2e");
    await expect(page.locator("main")).toBeVisible();
    await page.getByRole("button", { name: /다시 시도/ }).or(page.getByRole("link", { name: /다시 시도/ })).first().click();
    await expect(page).toHaveURL((url) => url.pathname === "/home" && url.searchParams.get("from") === "e2e");
    await homeReady(page);
  });

  test("/service-pause refuses a foreign callbackUrl", async ({ page, baseURL }) => {
    await signIn(page, "demo");
    await page.goto(`/service-pause?callbackUrl=${encodeURIComponent("https://evil.example/")}`);
    await page.getByRole("button", { name: /다시 시도/ }).or(page.getByRole("link", { name: /다시 시도/ })).first().click();
    await expect(page).toHaveURL((url) => url.origin === new URL(baseURL!).origin);
  });
});

test.describe("SPEC §8 other errors", () => {
  test("a background read failing with 500 is not a dialog, and the page says so inline", async ({ page, faults }) => {
    await signIn(page, "demo");
    const statusCalls = recordRequests(page, (u) => isStatusCall(u.href));
    await faults.inject({ path: STATUS_CALL, status: 500, message: "잠시 점검 중입니다.", count: 20 });
    await page.goto("/home");
    await expect.poll(() => statusCalls.length).toBeGreaterThan(0);
    await homeReady(page);
    await expect(dialog(page)).toHaveCount(0);
  });
});
