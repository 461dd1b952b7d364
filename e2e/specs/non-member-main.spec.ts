import type { FireWarning } from "@evsafe/contract";
import { apiGet, expect, test } from "../fixtures";
import { API_BASE } from "../env";

const HEADING = /내 전기차 배터리,\s*오늘도 안전한가요\?/;

test.describe("/nonMemberMain (public landing page)", () => {
  test("the root redirects here and the page names the safety notification service", async ({ page }) => {
    await page.goto("/");
    await expect(page).toHaveURL(/\/nonMemberMain$/);
    await expect(page).toHaveTitle(/안전 알림 서비스/);
    await expect(page.locator("html")).toHaveAttribute("lang", "ko");
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /배터리 상태.*주행·충전 습관/);
    await expect(page.locator('meta[name="viewport"]')).toHaveAttribute("content", /viewport-fit=cover/);
  });

  test("shows the Korean heading and the three entry buttons", async ({ page }) => {
    await page.goto("/nonMemberMain");
    await expect(page.getByRole("heading", { level: 1, name: HEADING })).toBeVisible();
    await expect(page.getByRole("link", { name: "안전진단 체험하기" })).toBeVisible();
    // The sign-in and sign-up buttons stay pinned to the bottom of the screen.
    await expect(page.getByRole("link", { name: "로그인", exact: true })).toBeInViewport();
    await expect(page.getByRole("link", { name: "회원가입", exact: true })).toBeInViewport();
    await expect(page.getByRole("link", { name: "로그인", exact: true })).toHaveAttribute("href", /callbackUrl=%2Fhome/);
  });

  test("explains the four safety levels and what the service does", async ({ page }) => {
    await page.goto("/nonMemberMain");
    for (const feature of ["배터리 안전 진단", "안전 점수", "주행·충전 통계", "위험 알림"]) {
      await expect(page.getByRole("heading", { level: 3, name: feature })).toBeVisible();
    }
    const levels = page.getByRole("region", { name: "네 단계 안전 등급" }).getByRole("listitem");
    await expect(levels).toHaveCount(4);
    await expect(levels.locator("strong")).toHaveText(["안전", "주의", "경고", "심각"]);
  });

  test("renders the live service status and the fire-safety guide from the API", async ({ page, request }) => {
    const guide = await apiGet<FireWarning>(request, "common/fire-warning");
    await page.goto("/nonMemberMain");

    await expect(page.getByTestId("service-status")).toContainText("서비스 정상 운영 중");
    await expect(page.getByRole("heading", { level: 2, name: guide.title })).toBeVisible();
    await expect(page.getByText(guide.headline)).toBeVisible();
    const summaries = page.getByTestId("fire-guide").locator("summary");
    await expect(summaries).toHaveText(guide.sections.map((s) => s.title));

    // Sections open on tap.
    const first = guide.sections[0]!;
    await expect(page.getByText(first.items[0]!, { exact: true })).toBeHidden();
    await summaries.first().click();
    await expect(page.getByText(first.items[0]!, { exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: `${guide.emergencyCall} 긴급 신고 전화` })).toHaveAttribute(
      "href",
      `tel:${guide.emergencyCall}`,
    );
  });

  test("degrades with a Korean notice when the API fails, keeping the buttons", async ({ page, faults }) => {
    // The landing page is prerendered; the browser reads both once it is up.
    await faults.inject({ path: "health-check", status: 500, message: "주입된 장애입니다.", target: "client" });
    await faults.inject({ path: "common/fire-warning", status: 503, target: "client" });
    await page.goto("/nonMemberMain");

    await expect(page.getByTestId("service-status")).toHaveText(/서비스 서버에 연결할 수 없어/);
    await expect(page.getByTestId("fire-guide")).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 1, name: HEADING })).toBeVisible();
    await expect(page.getByRole("link", { name: "로그인", exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: "회원가입", exact: true })).toBeVisible();
  });

  test("the business API is served on the same origin under /evsafe/api", async ({ page }) => {
    const res = await page.request.get("/evsafe/api/health-check");
    expect(res.status()).toBe(200);
    expect(((await res.json()) as { results: { status: string } }).results.status).toBe("UP");
  });

  test.describe("at 360×640", () => {
    test.use({ viewport: { width: 360, height: 640 } });

    test("fits the width and keeps the sign-in buttons on screen", async ({ page }) => {
      await page.goto("/nonMemberMain");
      await expect(page.getByRole("heading", { level: 1, name: HEADING })).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await expect(page.getByRole("link", { name: "로그인", exact: true })).toBeInViewport();
      await expect(page.getByRole("link", { name: "회원가입", exact: true })).toBeInViewport();
    });
  });
});

test("API fixtures: demo sign-in gives a token the API accepts", async ({ apiSession, request }) => {
  const tokens = await apiSession.login("demo");
  expect(tokens.userId).toBe("demo");
  expect(tokens.tokenType).toBe("Bearer");
  const res = await request.post(`${API_BASE}/auth/logout`, {
    headers: { authorization: `Bearer ${tokens.accessToken}` },
    data: { refreshToken: tokens.refreshToken },
  });
  expect(res.status()).toBe(200);
});
