import type { APIRequestContext, Page } from "@playwright/test";
import {
  apiGet,
  apiPath,
  dialog,
  expect,
  PROMOTION_NOTICE_DATE_KEY,
  recordRequests,
  shell,
  shellLog,
  signIn,
  test,
  type ApiSession,
} from "../fixtures";
import { expectNoSeriousViolations, expectNoSidewaysScroll } from "../page-checks";

/**
 * The member's diagnosis (/diagnosis, docs/diagnosis.md "The diagnosis journey"): the intro, steps 1–4 each at an
 * address of its own, the result, the history and its past results, resuming and retrying. The journeys run the
 * demo account's diagnoses, which stay in the API: each starts with none in progress (finished through the API),
 * and none counts diagnoses, so they hold in any order and on a rerun against the same API.
 */

interface MaxId {
  diagnosisId: number | null;
  status: "IN_PROGRESS" | "COMPLETED" | null;
  currentStep: number | null;
}

/** Finishes a diagnosis left in progress (by an earlier journey), through the API: the intro then offers a new one. */
async function noneInProgress(request: APIRequestContext, apiSession: ApiSession) {
  const { accessToken } = await apiSession.login("demo");
  const max = await apiGet<MaxId>(request, "safe-diagnosis/max-id", accessToken);
  if (max.status !== "IN_PROGRESS" || max.diagnosisId === null) return;
  for (let step = (max.currentStep ?? 0) + 1; step <= 4; step += 1) {
    await apiGet(request, `safe-diagnosis/do/${max.diagnosisId}/${step}`, accessToken);
  }
}

const heading = (page: Page, name: string | RegExp) => page.getByRole("heading", { name });
const idInAddress = (page: Page) => Number(new URL(page.url()).searchParams.get("id"));

/** On step `step` of 4, finished: its findings are there and the way on is offered. */
async function stepDone(page: Page, step: number) {
  await expect(page.getByText(`${step}/4단계`)).toBeVisible();
  await expect(heading(page, `${step}단계 점검을 마쳤어요`)).toBeVisible();
  await expect(page.getByTestId("diagnosis-step").getByTestId("finding-card").first()).toBeVisible();
}

/** The level words of the finding cards in page order, as ranks (심각 4 … 안전 1, 판정 보류 0). */
async function cardRanks(page: Page) {
  const rank: Record<string, number> = { 심각: 4, 경고: 3, 주의: 2, 안전: 1, "판정 보류": 0 };
  const levels = await page.getByTestId("finding-card").evaluateAll((cards) => cards.map((c) => c.querySelector("p")?.textContent ?? ""));
  return levels.map((text) => rank[text.split(" · ")[0]!.trim()] ?? -1);
}

test.describe("diagnosis", () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 640 });
  });

  test("a driver runs a diagnosis from the intro through four steps to the result, back without re-running, then home @journey", async ({
    page,
    request,
    apiSession,
  }) => {
    await noneInProgress(request, apiSession);
    await signIn(page, "demo");
    await page.goto("/diagnosis");
    await expect(page.getByRole("heading", { level: 1, name: "안전 진단" })).toBeVisible();
    const intro = page.getByTestId("diagnosis-intro");
    await expect(intro.getByRole("heading", { name: "배터리 안전 진단" })).toBeVisible();
    await expect(intro.getByRole("heading", { name: "무엇을 점검하나요" })).toBeVisible();
    await expect(intro.getByRole("listitem")).toHaveCount(3 + 2);
    await expect(intro).toContainText("7일 이상의 데이터");
    await expectNoSeriousViolations(page);
    await expectNoSidewaysScroll(page);

    await page.getByRole("button", { name: "진단 시작하기" }).click();
    await expect(page).toHaveURL((url) => url.searchParams.get("step") === "1" && Number(url.searchParams.get("id")) > 0);
    const id = idInAddress(page);
    await stepDone(page, 1);
    await expect(heading(page, "셀·모듈 균형과 절연 점검")).toBeFocused();
    await expectNoSeriousViolations(page);
    await expectNoSidewaysScroll(page);
    for (const step of [2, 3, 4]) {
      await page.getByRole("button", { name: `다음 단계로 (${step}/4)` }).click();
      await expect(page).toHaveURL((url) => url.searchParams.get("step") === String(step) && idInAddress(page) === id);
      await stepDone(page, step);
    }
    await page.getByRole("button", { name: "진단 결과 보기" }).click();
    await expect(page).toHaveURL((url) => url.searchParams.get("step") === "result" && url.searchParams.get("id") === String(id));
    const result = page.getByTestId("diagnosis-result");
    await expect(heading(page, "진단 결과")).toBeFocused();
    await expect(result.getByRole("heading", { name: "유형별 점수" })).toBeVisible();
    await expect(result.getByTestId("finding-card")).toHaveCount(10);
    await expect(result.getByTestId("finding-card").first()).toContainText("측정값");
    await expect(result.getByTestId("finding-card").first()).toContainText("판정 기준");
    const ranks = await cardRanks(page);
    expect(ranks).toEqual([...ranks].sort((a, b) => b - a));
    await expectNoSeriousViolations(page);
    await expectNoSidewaysScroll(page);

    // Back through steps 4 and 3: their findings are shown again, nothing runs.
    const runs = recordRequests(page, (url) => url.pathname.startsWith(apiPath("safe-diagnosis/do/")));
    await page.goBack();
    await stepDone(page, 4);
    await page.goBack();
    await stepDone(page, 3);
    await page.goForward();
    await page.goForward();
    await expect(heading(page, "진단 결과")).toBeVisible();
    expect(runs.map((r) => r.url())).toEqual([]);

    await result.getByRole("link", { name: "홈으로" }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/home");
  });

  test("leaving at step 2 and coming back continues at step 3 of the same diagnosis @journey", async ({ page, request, apiSession }) => {
    await noneInProgress(request, apiSession);
    await signIn(page, "demo");
    await page.goto("/diagnosis");
    await page.getByRole("button", { name: "진단 시작하기" }).click();
    await stepDone(page, 1);
    const id = idInAddress(page);
    await page.getByRole("button", { name: "다음 단계로 (2/4)" }).click();
    await stepDone(page, 2);

    await page.getByRole("navigation", { name: "주요 메뉴" }).getByRole("link", { name: "홈" }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/home");
    await page.getByRole("navigation", { name: "주요 메뉴" }).getByRole("link", { name: "안전 진단" }).click();
    const prompt = page.getByTestId("diagnosis-prompt");
    await expect(prompt.getByRole("heading", { name: "진행 중인 진단이 있어요" })).toBeVisible();
    await expect(prompt).toContainText("2단계까지 마쳤어요. 3단계부터 이어서 진단해요.");
    await expectNoSeriousViolations(page);
    await prompt.getByRole("link", { name: "이어서 진단하기" }).click();
    await expect(page).toHaveURL((url) => url.searchParams.get("step") === "3" && idInAddress(page) === id);
    await stepDone(page, 3);

    // A reload of a step address without the diagnosis finds the one in progress (max-id).
    await page.goto("/diagnosis?step=4");
    await expect(page).toHaveURL((url) => url.searchParams.get("step") === "4" && idInAddress(page) === id);
    await stepDone(page, 4);
    await page.getByRole("button", { name: "진단 결과 보기" }).click();
    await expect(heading(page, "진단 결과")).toBeVisible();
  });

  test("a step that fails once: the error dialog, then 재시도 runs that step again @journey", async ({
    page,
    request,
    apiSession,
    faults,
  }) => {
    await noneInProgress(request, apiSession);
    await signIn(page, "demo");
    await page.goto("/diagnosis");
    await page.getByRole("button", { name: "진단 시작하기" }).click();
    await stepDone(page, 1);
    const id = idInAddress(page);
    await faults.inject({
      path: `safe-diagnosis/do/${id}/2`,
      status: 500,
      code: "INTERNAL_ERROR",
      message: "진단 서버에 일시적인 오류가 발생했습니다.",
    });
    await page.getByRole("button", { name: "다음 단계로 (2/4)" }).click();
    const d = dialog(page);
    await expect(d).toContainText("진단 서버에 일시적인 오류가 발생했습니다.");
    await d.getByRole("button", { name: "확인" }).click();
    await expect(page.getByTestId("step-failed")).toContainText("2단계 점검을 마치지 못했어요.");
    await expectNoSeriousViolations(page);
    await expectNoSidewaysScroll(page);
    await page.getByRole("button", { name: "재시도" }).click();
    await stepDone(page, 2);
    await expect(page.getByTestId("step-failed")).toHaveCount(0);
    await expect(page).toHaveURL((url) => url.searchParams.get("step") === "2" && idInAddress(page) === id);
  });

  test("a member without enough data learns why, how many days are missing, and reaches the device screen @journey", async ({ page }) => {
    await signIn(page, "demoempty");
    await page.goto("/diagnosis");
    const panel = page.getByTestId("diagnosis-impossible");
    await expect(panel.getByRole("heading", { name: "지금은 진단할 수 없어요" })).toBeVisible();
    await expect(panel).toContainText("최근 30일 데이터 0일 / 필요 7일 · 7일 더 운행하면 진단할 수 있어요");
    await expect(page.getByRole("button", { name: "진단 시작하기" })).toHaveCount(0);
    await expectNoSeriousViolations(page);
    await expectNoSidewaysScroll(page);
    await panel.getByRole("link", { name: "단말기 상태 확인하기" }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/obd");
  });

  test("the history shows the scores over time by month and opens a past result with its findings @journey", async ({
    page,
    request,
    apiSession,
  }) => {
    await signIn(page, "demo");
    await page.goto("/diagnosis");
    await page.getByTestId("latest-diagnosis").getByRole("link", { name: "진단 이력" }).click();
    await expect(page).toHaveURL((url) => url.searchParams.get("view") === "history");
    await expect(heading(page, "진단 이력")).toBeFocused();
    await expect(page.getByTestId("trend-chart")).toBeVisible();
    await expect(page.getByRole("heading", { name: "종합 점수 변화" })).toBeVisible();
    const items = page.getByTestId("history-item");
    await expect(items.first()).toBeVisible();
    await expectNoSeriousViolations(page);
    await expectNoSidewaysScroll(page);

    // The oldest diagnosis: its own result, not the newest.
    const { accessToken } = await apiSession.login("demo");
    const months = await apiGet<{ month: string; items: { diagnosisId: number; diagnosisDate: string; score: number }[] }[]>(
      request,
      `diagnosis-history?startDate=2022-01-01&endDate=${new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 10)}`,
      accessToken,
    );
    const oldest = months.at(-1)!.items.at(-1)!;
    await items.last().click();
    await expect(page).toHaveURL(
      (url) => url.searchParams.get("step") === "result" && url.searchParams.get("id") === String(oldest.diagnosisId),
    );
    const result = page.getByTestId("diagnosis-result");
    await expect(result.locator("time").first()).toHaveAttribute("datetime", oldest.diagnosisDate);
    await expect(result).toContainText(`${oldest.score}점`);
    await expect(result.getByTestId("finding-card")).toHaveCount(10);
    await expectNoSeriousViolations(page);
    await page.goBack();
    await expect(heading(page, "진단 이력")).toBeVisible();
  });

  test("in the app a driver saves a result as a file to show at a service centre; in a browser the page prints @journey", async ({
    page,
    request,
  }) => {
    await shell(page, { platform: "AOS" });
    const session = await signIn(page, "demowarn");
    await page.goto("/diagnosis?step=result");
    const result = page.getByTestId("diagnosis-result");
    await expect(result).toBeVisible();
    await result.getByRole("button", { name: "결과 저장·인쇄하기" }).click();
    await expect(page.getByTestId("save-result-status")).toContainText(/휴대폰에 저장했어요 \(배터리진단결과-\d{4}-\d{2}-\d{2}\.html\)/);
    const download = (await shellLog(page)).find((e) => e.type === "file.download")!;
    const payload = download.payload as { url: string; fileName: string; headers: Record<string, string> };
    expect(new URL(payload.url).pathname).toBe(apiPath("safe-diagnosis/result/report"));
    expect(payload.headers.authorization).toBe(`Bearer ${session.accessToken}`);
    // What the shell saves: the result as one HTML page, as an attachment.
    const file = await request.get(payload.url, { headers: payload.headers });
    expect(file.status()).toBe(200);
    expect(file.headers()["content-disposition"]).toMatch(/^attachment;/);
    const html = await file.text();
    expect(html).toContain("배터리 안전 진단 결과");
    expect(html).toContain("항목별 결과");

    // A browser tab (no shell): the printable page.
    const browserPage = await page.context().browser()!.newPage();
    await signIn(browserPage, "demowarn");
    await browserPage.addInitScript((key) => {
      window.localStorage.setItem(key, new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 10)); // the day's notice: seen
      (window as unknown as { __printed: number }).__printed = 0;
      window.print = () => void ((window as unknown as { __printed: number }).__printed += 1);
    }, PROMOTION_NOTICE_DATE_KEY);
    await browserPage.goto("/diagnosis?step=result");
    await browserPage.getByRole("button", { name: "결과 저장·인쇄하기" }).click();
    await expect.poll(() => browserPage.evaluate(() => (window as unknown as { __printed: number }).__printed)).toBe(1);
    await browserPage.close();
  });
});
