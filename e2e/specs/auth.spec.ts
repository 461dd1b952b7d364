import { API_BASE, DEMO_PASSWORD } from "../env";
import type { Page } from "@playwright/test";
import { dialog, expect, readSession, sessionCookie, signIn, signInForm, test } from "../fixtures";

/** SPEC §2/§4 guard and sign-in; SPEC §8 auth error names; cookie rules (docs/auth.md). */

const SESSION_REQUIRED_TEXT = "로그인이 필요한 페이지입니다. 로그인해 주세요.";
const WRONG_PASSWORD_TEXT = "아이디 또는 비밀번호가 일치하지 않습니다. 다시 확인해 주세요.";
/** Browsers and next-auth split cookies at 4096 bytes (the session cookie stays under it). */
const COOKIE_LIMIT_BYTES = 4096;

/** The sign-in page's message (not Next's route announcer, which is also role=alert). */
const formMessage = (page: Page, text: string | RegExp) => page.getByRole("alert").filter({ hasText: text });

test.describe("guard: pages that need a session", () => {
  for (const path of ["/home", "/menu", "/diagnosis", "/safety-index"]) {
    test(`${path} without a session → /signin?error=SessionRequired&callbackUrl=${path}`, async ({ page }) => {
      await page.goto(`${path}?tab=1`);
      await expect(page).toHaveURL((url) => url.pathname === "/signin");
      const url = new URL(page.url());
      expect(url.searchParams.get("error")).toBe("SessionRequired");
      expect(url.searchParams.get("callbackUrl")).toBe(`${path}?tab=1`);
      await expect(formMessage(page, SESSION_REQUIRED_TEXT)).toBeVisible();
      await expect(page.getByRole("heading", { level: 1, name: "로그인" })).toBeVisible();
    });
  }

  test("after signing in, the guard's callbackUrl is where the user lands", async ({ page }) => {
    await page.goto("/menu");
    await expect(page).toHaveURL(/\/signin\?/);
    await signIn(page, "demo", undefined, { fresh: true });
    await page.reload();
    await expect(page).toHaveURL((url) => url.pathname === "/menu");
  });
});

test.describe("sign-in form", () => {
  test("signs in with id and password, lands on the callbackUrl, and the session is the user's", async ({ page }) => {
    await page.goto("/signin?callbackUrl=%2Fmenu");
    await signInForm(page).loginId.fill("demo");
    await signInForm(page).password.fill(DEMO_PASSWORD);
    await page.getByRole("button", { name: "로그인", exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/menu");
    const session = await readSession(page);
    expect(session?.user).toMatchObject({ userId: "demo", loginProvider: "evsafe" });
  });

  test("a wrong password keeps the user on the form with the Korean message", async ({ page }) => {
    await page.goto("/signin");
    await signInForm(page).loginId.fill("demo");
    await signInForm(page).password.fill("wrong-password-1");
    await page.getByRole("button", { name: "로그인", exact: true }).click();
    await expect(formMessage(page, WRONG_PASSWORD_TEXT)).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === "/signin");
    await expect(signInForm(page).loginId).toHaveValue("demo");
    expect(await readSession(page)).toBeNull();
  });

  test("@journey after repeated wrong passwords the id is locked and the form says until when, keeping what was typed", async ({
    page,
    request,
  }, testInfo) => {
    // An id of its own per run and project (an unknown id locks exactly like a member's): the lock must not touch demo.
    const loginId = `lk${Date.now().toString(36)}${testInfo.project.name.replace(/\W/g, "")}`;
    // Wrong passwords straight to the API until it locks the id: within ten, every earlier one a plain 401.
    const statuses: number[] = [];
    while (statuses.at(-1) !== 429 && statuses.length < 10) {
      const res = await request.post(`${API_BASE}/auth/login`, { data: { loginId, password: `wrong-password-${statuses.length}` } });
      statuses.push(res.status());
    }
    expect(statuses.slice(0, -1).every((s) => s === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    await page.goto("/signin");
    await signInForm(page).fill(loginId, DEMO_PASSWORD);
    await page.getByRole("button", { name: "로그인", exact: true }).click();
    await expect(formMessage(page, /^로그인 시도가 너무 많습니다\. \d{1,2}시 \d{2}분 이후에 다시 시도해 주세요\.$/)).toBeVisible();
    await expect(signInForm(page).loginId).toHaveValue(loginId);
    expect(await readSession(page)).toBeNull();
  });

  test("a foreign callbackUrl is not honoured: the user lands on /home, on our origin", async ({ page, baseURL }) => {
    await page.goto(`/signin?callbackUrl=${encodeURIComponent("https://evil.example/steal")}`);
    await signInForm(page).loginId.fill("demo");
    await signInForm(page).password.fill(DEMO_PASSWORD);
    await page.getByRole("button", { name: "로그인", exact: true }).click();
    await expect(page).toHaveURL(`${baseURL}/home`);
  });

  test("a protocol-relative callbackUrl is not honoured either, also when already signed in", async ({ page, baseURL }) => {
    await signIn(page, "demo", undefined, { fresh: true });
    await page.goto(`/signin?callbackUrl=${encodeURIComponent("//evil.example/x")}`);
    await expect(page).toHaveURL(`${baseURL}/home`);
  });

  test("next-auth's own callback refuses a foreign callbackUrl", async ({ page, baseURL }) => {
    const csrf = (await (await page.request.get("/api/auth/csrf")).json()) as { csrfToken: string };
    const res = await page.request.post("/api/auth/callback/evsafe", {
      form: { csrfToken: csrf.csrfToken, loginId: "demo", password: DEMO_PASSWORD, callbackUrl: "https://evil.example/", json: "true" },
    });
    expect(res.ok()).toBe(true);
    const { url } = (await res.json()) as { url: string };
    // A path, so the browser stays on the origin it is on (web-tier.spec.ts), and never the foreign one.
    expect(url).toBe("/home");
    expect(new URL(url, baseURL).origin).toBe(new URL(baseURL!).origin);
  });
});

test.describe("sign-out", () => {
  /** /menu's 로그아웃 and its confirmation. */
  async function signOutFromMenu(page: Page) {
    await page.getByRole("button", { name: "로그아웃" }).click();
    const d = dialog(page);
    await expect(d).toContainText("로그아웃 하시겠어요?");
    await d.getByRole("button", { name: "로그아웃" }).click();
  }

  test("the menu's 로그아웃 (after confirming) ends the session and lands on the public page", async ({ page }) => {
    await signIn(page, "demo", undefined, { fresh: true });
    await page.goto("/menu");
    const signOut = page.waitForRequest((r) => r.url().endsWith("/api/auth/signout") && r.method() === "POST");
    await signOutFromMenu(page);
    await signOut;
    await expect(page).toHaveURL((url) => url.pathname === "/nonMemberMain");
    expect(await readSession(page)).toBeNull();
    expect(await sessionCookie(page)).toBeUndefined();
    await page.goto("/home");
    await expect(page).toHaveURL(/\/signin\?error=SessionRequired/);
  });

  test("cancelling the confirmation keeps the user signed in", async ({ page }) => {
    await signIn(page, "demo", undefined, { fresh: true });
    await page.goto("/menu");
    await page.getByRole("button", { name: "로그아웃" }).click();
    await dialog(page).getByRole("button", { name: "취소" }).click();
    await expect(dialog(page)).toHaveCount(0);
    await expect(page).toHaveURL(/\/menu$/);
    expect(await readSession(page)).not.toBeNull();
  });

  test("two tabs stay in sync: signing out in one takes the other off its session page", async ({ page, context }) => {
    await signIn(page, "demo", undefined, { fresh: true });
    await page.goto("/menu");
    const other = await context.newPage();
    await other.goto("/home");
    await expect(other.getByRole("heading", { level: 1, name: "홈" })).toBeVisible();

    await page.bringToFront();
    await signOutFromMenu(page);
    await expect(page).toHaveURL((url) => url.pathname === "/nonMemberMain");
    // The other tab hears next-auth's broadcast, refetches its session and leaves the page it may no longer see.
    await expect(other).toHaveURL((url) => url.pathname !== "/home");
    await expect(other).toHaveURL(/\/(signin|nonMemberMain|unauthorized)/);
  });
});

test.describe("session and cookies", () => {
  test("/api/auth/session never contains a refresh token", async ({ page, apiSession }) => {
    const session = await signIn(page, "demo", undefined, { fresh: true });
    const raw = await (await page.request.get("/api/auth/session")).text();
    expect(raw).not.toMatch(/refresh/i);
    // The API's refresh token for this account is not in it either (its value, whatever the key).
    const pair = await apiSession.login("demo");
    expect(raw).not.toContain(pair.refreshToken);
    expect(session.accessToken).toBeTruthy();
    expect(Object.keys(session.user).sort()).toEqual(["loginProvider", "userId", "userName"]);
    expect(session.user).toMatchObject({ userId: "demo", loginProvider: "evsafe" });
    // signedInAt: when the user signed in (kept across refreshes; the activity report is once per session).
    expect(Object.keys(session).sort()).toEqual(["accessToken", "exp", "expires", "iat", "signedInAt", "sub", "user"]);
  });

  test("the session cookie is HttpOnly, SameSite=Lax, one chunk under 4096 bytes; no token in web storage", async ({ page }) => {
    await signIn(page, "demo", undefined, { fresh: true });
    await page.goto("/home");
    const cookie = await sessionCookie(page);
    expect(cookie).toBeDefined();
    expect(cookie!.name).toBe("next-auth.session-token");
    expect(cookie!.httpOnly).toBe(true);
    expect(cookie!.sameSite).toBe("Lax");
    expect(cookie!.path).toBe("/");
    expect(`${cookie!.name}=${cookie!.value}`.length).toBeLessThan(COOKIE_LIMIT_BYTES);
    const all = await page.context().cookies();
    expect(all.filter((c) => /session-token\.\d+$/.test(c.name))).toEqual([]);
    for (const c of all.filter((c) => c.name.startsWith("next-auth."))) {
      expect(c.httpOnly, c.name).toBe(true);
      expect(c.sameSite, c.name).toBe("Lax");
    }
    expect(await page.evaluate(() => document.cookie)).not.toContain("next-auth");
    const storage = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
    expect(storage).not.toMatch(/eyJ[\w-]+\.[\w-]+\./); // no JWT anywhere
  });
});

test.describe("SPEC §8 auth error names on the sign-in page", () => {
  const names: [string, string][] = [
    ["UnknownError", "알 수 없는 오류로 로그인하지 못했습니다."],
    ["OAuthCallbackError", "소셜 로그인 정보를 확인하지 못했습니다."],
    ["AccountNotLinkedError", "해당 소셜 계정으로 가입된 회원이 없습니다."],
    ["MissingAPIRoute", "로그인 설정에 문제가 있습니다."],
    ["MissingSecret", "로그인 설정에 문제가 있습니다."],
    ["MissingAuthorize", "로그인 설정에 문제가 있습니다."],
    ["MissingAdapter", "로그인 설정에 문제가 있습니다."],
    ["MissingAdapterMethods", "로그인 설정에 문제가 있습니다."],
    ["UnsupportedStrategy", "지원하지 않는 로그인 방식입니다."],
    ["InvalidCallbackUrl", "잘못된 이동 주소입니다."],
  ];
  test("next-auth's error endpoint shows each name's Korean text on /signin", async ({ page }) => {
    for (const [name, text] of names) {
      await page.goto(`/api/auth/error?error=${name}`);
      await expect(page).toHaveURL((url) => url.pathname === "/signin" && url.searchParams.get("error") === name);
      await expect(formMessage(page, text)).toBeVisible();
      await expect(page.getByTestId("sign-in-error")).toHaveAttribute("data-error-name", name);
    }
  });

  test("an unknown name shows the default text, never the raw value", async ({ page }) => {
    await page.goto("/signin?error=%3Cscript%3Ex%3C%2Fscript%3E");
    await expect(formMessage(page, "로그인하지 못했습니다. 잠시 후 다시 시도해 주세요.")).toBeVisible();
    await expect(page.getByText("<script>")).toHaveCount(0);
    // A bare /api/auth/error lands on ?error=undefined: named as an unknown error, with the same text.
    await page.goto("/api/auth/error");
    await expect(page).toHaveURL((url) => url.pathname === "/signin" && url.searchParams.get("error") === "undefined");
    await expect(formMessage(page, "로그인하지 못했습니다. 잠시 후 다시 시도해 주세요.")).toBeVisible();
    await expect(page.getByTestId("sign-in-error")).toHaveAttribute("data-error-name", "UnknownError");
  });
});

test.describe("SPEC §8 next-auth client failures", () => {
  test("failures of the auth session call are silent (logged, no dialog, the page stays)", async ({ page }) => {
    const logged: string[] = [];
    page.on("console", (m) => {
      if (m.type() === "error") logged.push(m.text());
    });
    await page.route("**/api/auth/session", (route) => route.fulfill({ status: 500, contentType: "application/json", body: "{}" }));
    const sessionCall = page.waitForResponse((r) => r.url().includes("/api/auth/session"));
    await page.goto("/signin");
    await sessionCall;
    await expect(page.getByRole("heading", { level: 1, name: "로그인" })).toBeVisible();
    await expect(page.locator("[data-modal-layer]")).toHaveCount(0);
    await expect(page).toHaveURL((url) => url.pathname === "/signin");
    await expect(formMessage(page, /./)).toHaveCount(0);
  });

  test("providers that cannot be fetched: sign-in goes to the error page, which names the error and says what to do", async ({ page }) => {
    await page.goto("/signin?callbackUrl=%2Fmenu");
    await page.route("**/api/auth/providers", (route) => route.fulfill({ status: 500, contentType: "application/json", body: "{}" }));
    await signInForm(page).loginId.fill("demo");
    await signInForm(page).password.fill(DEMO_PASSWORD);
    await page.getByRole("button", { name: "로그인", exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/signin" && url.searchParams.get("error") === "ProvidersUnavailable");
    await expect(formMessage(page, "로그인 방법을 불러오지 못했습니다. 인터넷 연결을 확인하고 다시 로그인해 주세요.")).toBeVisible();
    await expect(page.getByTestId("sign-in-error")).toHaveAttribute("data-error-name", "ProvidersUnavailable");
    expect(await readSession(page)).toBeNull();
  });

  test("an unknown provider: sign-in goes to the sign-in page with the callbackUrl", async ({ page }) => {
    // Arrive with an error shown, so that landing on the sign-in page again is visible (the error is gone).
    await page.goto("/signin?callbackUrl=%2Fmenu&error=SessionRequired");
    await expect(formMessage(page, /로그인/)).toBeVisible();
    // The providers list no longer knows the product's provider.
    await page.route("**/api/auth/providers", (route) =>
      route.fulfill({
        status: 200,
        contentType: "application/json",
        body: JSON.stringify({ other: { id: "other", name: "other", type: "credentials", signinUrl: "", callbackUrl: "" } }),
      }),
    );
    let posted = false;
    page.on("request", (r) => {
      if (r.method() === "POST" && r.url().includes("/api/auth/callback/")) posted = true;
    });
    await signInForm(page).loginId.fill("demo");
    await signInForm(page).password.fill(DEMO_PASSWORD);
    await page.getByRole("button", { name: "로그인", exact: true }).click();
    await expect(page).toHaveURL(
      (url) => url.pathname === "/signin" && !url.searchParams.has("error") && url.searchParams.get("callbackUrl") === "/menu",
    );
    await expect(page.getByRole("heading", { level: 1, name: "로그인" })).toBeVisible();
    await expect(formMessage(page, /로그인이 필요/)).toHaveCount(0);
    expect(posted).toBe(false);
    expect(await readSession(page)).toBeNull();
  });
});
