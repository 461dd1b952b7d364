import type { APIRequestContext, TestInfo } from "@playwright/test";
import { expect, hydratedElement, signIn, test } from "../fixtures";
import { API_BASE } from "../env";
import { apiResults, createMember, joinWithPromotionKey, type NewMember } from "../members";
import { expectNoSeriousViolations } from "../page-checks";

/**
 * The living demo (docs/simulators.md "A living demo"): a member who has just joined reaches /home with data through
 * the demo control "데모: 하루 지나기" (demo builds only), which installs the device and writes a day of driving and
 * charging. Members created for each test, so no seeded account changes.
 */

const PASSWORD = "Live2026!";

const newMember = (request: APIRequestContext, testInfo: TestInfo) =>
  createMember(request, testInfo, { name: "오하늘", birthDate: "1991-03-15", phonePrefix: "8", idPrefix: "live", password: PASSWORD });

/** The member's days with data over the last 30 days (main/vehicle/status/statistics). */
async function daysWithData(request: APIRequestContext, who: NewMember) {
  const today = new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 10);
  const from = new Date(Date.now() + 9 * 3_600_000 - 29 * 86_400_000).toISOString().slice(0, 10);
  const stats = await apiResults<{ items: { day: string }[] }>(
    await request.get(`${API_BASE}/main/vehicle/status/statistics?startDate=${from}&endDate=${today}`, { headers: who.auth }),
    "status statistics",
  );
  return stats.items.map((i) => i.day);
}

test.describe("the living demo: 데모: 하루 지나기", () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 640 });
  });

  test("a member who has just joined presses it on /service (a double tap is one day) and reaches /home with a score and a chart @journey", async ({
    page,
    request,
  }, testInfo) => {
    const who = await newMember(request, testInfo);
    await joinWithPromotionKey(request, who);
    await signIn(page, who.loginId, PASSWORD);
    await page.goto("/service");
    const applying = page.getByTestId("next-step-applying");
    await expect(applying).toContainText("서비스 신청이 접수되었어요");
    const control = applying.getByTestId("demo-day");
    await expect(control).toContainText("데모에서만 보이는 버튼이에요");
    await expectNoSeriousViolations(page);

    // Two quick taps: one day, not two.
    const button = control.getByRole("button", { name: "데모: 하루 지나기" });
    await hydratedElement(button);
    await button.dblclick();
    await expect(page).toHaveURL((url) => url.pathname === "/home");
    const score = page.getByTestId("score-card");
    await expect(score).toBeVisible();
    await expect(score).toContainText(/\d+점/);
    const trend = page.getByTestId("score-trend");
    await expect(trend).toBeVisible();
    const chart = trend.getByRole("figure", { name: "최근 30일 안전 점수" });
    await expect(chart).toBeVisible();
    await expect(chart).toContainText("점수가 있는 1일");
    await expect(page.getByTestId("empty-state")).toHaveCount(0);
    await expect(page.getByTestId("demo-day")).toHaveCount(0);
    await expectNoSeriousViolations(page);

    const days = await daysWithData(request, who);
    expect(days).toHaveLength(1);
    // The service runs from the installation day.
    const status = await apiResults<{ serviceStatus: string; serviceStartDate: string | null }>(
      await request.get(`${API_BASE}/users/my-service-status`, { headers: who.auth }),
      "my-service-status",
    );
    expect(status).toMatchObject({ serviceStatus: "02", serviceStartDate: days[0] });
  });

  test("a member whose day another tab already brought presses it on /home: the reason in Korean, no second day, then the data @journey", async ({
    page,
    request,
  }, testInfo) => {
    const who = await newMember(request, testInfo);
    await joinWithPromotionKey(request, who);
    // The installer came: the device is in, no data yet.
    await apiResults(await request.post(`${API_BASE}/sim/obd/install`, { headers: who.auth }), "sim/obd/install");
    await signIn(page, who.loginId, PASSWORD);
    await page.goto("/home");
    await expect(page.getByTestId("empty-state")).toBeVisible();
    const control = page.getByTestId("demo-day");
    await expect(control).toBeVisible();

    // Another tab lets the day pass first.
    await apiResults(await request.post(`${API_BASE}/sim/demo/day`, { headers: who.auth }), "sim/demo/day");
    const button = control.getByRole("button", { name: "데모: 하루 지나기" });
    await hydratedElement(button);
    await button.click();
    const note = control.getByRole("alert");
    await expect(note).toContainText("오늘 하루의 주행·충전 데이터는 이미 기록되었어요");
    await expect(note).toContainText("내일 다시 눌러 주세요");
    expect(await daysWithData(request, who)).toHaveLength(1);

    await page.reload();
    await expect(page.getByTestId("score-card")).toContainText(/\d+점/);
    await expect(page.getByTestId("score-trend")).toBeVisible();
  });
});
