import type { Page } from "@playwright/test";
import { API_BASE } from "../env";
import { expect, signIn, test, type DemoLogin } from "../fixtures";
import { apiResults, createMember, joinWithPromotionKey } from "../members";
import { expectNoSeriousViolations, expectNoSidewaysScroll } from "../page-checks";

/**
 * The OBD device screen (/obd, docs/service-life.md "The OBD device"): each state of `users/get-obd` with what the
 * driver should do. The demo accounts are only read; the installation is a member of the test's own.
 */

const PASSWORD = "Start2026!";

async function openObd(page: Page, login: DemoLogin | string, password?: string) {
  await signIn(page, login, password);
  await page.goto("/menu");
  await page.getByRole("link", { name: /단말기 관리/ }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/obd");
  await expect(page.getByRole("heading", { level: 1, name: "단말기 관리" })).toBeVisible();
}

test.describe("the OBD device screen", () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 640 });
  });

  test("in use, data arriving (demo): the device's facts and a healthy link @journey", async ({ page }) => {
    await openObd(page, "demo");
    const view = page.getByTestId("obd-receiving");
    await expect(view.getByRole("heading", { name: "단말기가 정상적으로 연결되어 있어요" })).toBeVisible();
    await expect(view.getByRole("region", { name: "내 단말기" })).toContainText(/OBD-\d+/);
    await expect(view.getByRole("region", { name: "이렇게 확인해 주세요" })).toHaveCount(0);
    await expectNoSeriousViolations(page);
    await expectNoSidewaysScroll(page);
  });

  test("data stopped for more than a day: a warning with what to check @journey", async ({ page }) => {
    // The link drop as the API would report it: the last data three days ago.
    await page.route("**/users/get-obd", async (route) => {
      const res = await route.fetch();
      const body = (await res.json()) as { results: { lastDataDate: string } };
      const old = new Date(Date.now() - 3 * 86_400_000 + 9 * 3_600_000).toISOString().slice(0, 10);
      await route.fulfill({ response: res, json: { ...body, results: { ...body.results, lastDataDate: old } } });
    });
    await openObd(page, "demo");
    const view = page.getByTestId("obd-stale");
    await expect(view.getByRole("heading", { name: "하루 넘게 데이터가 들어오지 않았어요" })).toBeVisible();
    await expect(view).toContainText("마지막 데이터: 3일 전");
    await expect(view).toContainText("배터리 이상 징후를 알려 드릴 수 없어요");
    await expect(view.getByRole("region", { name: "이렇게 확인해 주세요" })).toBeVisible();
    await expect(view.getByRole("link", { name: "1:1 문의하기" })).toHaveAttribute("href", "/board/qna");
  });

  test("installed without data for days (demoempty): the checklist @journey", async ({ page }) => {
    await openObd(page, "demoempty");
    const view = page.getByTestId("obd-late-first-data");
    await expect(view.getByRole("heading", { name: /설치한 지 하루가 넘었는데 데이터가 없어요/ })).toBeVisible();
    await expect(view.getByRole("region", { name: "이렇게 확인해 주세요" })).toBeVisible();
    await expectNoSeriousViolations(page);
  });

  test("applying, the device on its way (demo01): delivery and the installation guide @journey", async ({ page }) => {
    await openObd(page, "demo01");
    const view = page.getByTestId("obd-not-installed");
    await expect(view.getByRole("list", { name: "서비스 신청 진행 상황" })).toBeVisible();
    const guide = view.getByRole("region", { name: "단말기 설치 방법" });
    await expect(guide.getByRole("img", { name: /핸들 아래/ })).toBeVisible();
    await expect(guide).toContainText("10분 이상 주행");
    await expectNoSeriousViolations(page);
  });

  test("ended service (demo04): the device page says the service ended and leads to re-joining @journey", async ({ page }) => {
    await signIn(page, "demo04");
    await page.goto("/obd");
    const view = page.getByTestId("obd-service-ended");
    await expect(view.getByRole("heading", { name: "서비스 이용 기간이 끝났어요" })).toBeVisible();
    await expect(view).toContainText("진단하거나 이상 징후를 알려 드리지 않아요");
    // Not blamed on a disconnected device, and no reconnection guide for a service that no longer reads it.
    await expect(page.getByText("단말기 연결이 끊겼어요")).toHaveCount(0);
    await expect(page.getByRole("region", { name: "다시 연결하는 방법" })).toHaveCount(0);
    await view.getByRole("link", { name: "서비스 다시 가입하기" }).click();
    await expect(page).toHaveURL(/\/service\/signup\/vehicle$/);
    await expectNoSeriousViolations(page);
  });

  test("not joined (demo00): the way to subscribe", async ({ page }) => {
    await openObd(page, "demo00");
    await expect(page.getByTestId("obd-not-joined").getByRole("link", { name: "서비스 가입하기" })).toHaveAttribute(
      "href",
      "/service/signup/vehicle",
    );
  });

  test("a new member follows the device from the applying panel to the first installation @journey", async ({
    page,
    request,
  }, testInfo) => {
    const who = await createMember(request, testInfo, {
      name: "문서윤",
      birthDate: "1994-06-06",
      phonePrefix: "4",
      idPrefix: "obd",
      password: PASSWORD,
    });
    await joinWithPromotionKey(request, who);
    await signIn(page, who.loginId, PASSWORD);
    await page.goto("/home");
    await page.getByRole("link", { name: "단말기 설치 안내" }).click();
    await expect(page.getByTestId("obd-not-installed")).toBeVisible();
    // The installer's report (the demo simulator): the next visit shows the device waiting for its first data.
    await apiResults(await request.post(`${API_BASE}/sim/obd/install`, { headers: who.auth as Record<string, string> }), "sim/obd/install");
    await page.reload();
    const view = page.getByTestId("obd-waiting-for-data");
    await expect(view.getByRole("heading", { name: "아직 배터리 데이터가 들어오지 않았어요" })).toBeVisible();
    await expect(view).toContainText("24시간 안에 첫 데이터");
  });
});
