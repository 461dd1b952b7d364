import type { APIRequestContext, Locator, Page } from "@playwright/test";
import type { AlimItem, MainInfo } from "@evsafe/contract";
import { CAR_BRANDS } from "@evsafe/contract/vehicle-catalog";
import { apiGet, dialog, expect, signIn, test } from "../fixtures";
import { API_BASE } from "../env";
import { expectNoSeriousViolations, expectNoSidewaysScroll } from "../page-checks";

/**
 * The alert centre (/alerts, /alerts/{id}) and the alert settings (/settings/alim). Reading alerts changes a demo
 * account for later tests, so the journeys check what is true either way (the count drops by what was unread), open
 * alerts already read where reading is not the point, and put back every setting they change.
 */

const SMALL_PHONE = { width: 360, height: 640 };

/** Axe and no sideways scrolling on the screen as it is. */
async function checkScreen(page: Page) {
  await expectNoSeriousViolations(page);
  await expectNoSidewaysScroll(page);
}

const entries = (page: Page) => page.getByTestId("alert-entry");

/** How many unread alerts an entry stands for: 새 알림 (1) or 새 알림 N건; 0 without the mark. */
async function unreadOf(entry: Locator): Promise<number> {
  const mark = entry.getByTestId("unread-mark");
  if ((await mark.count()) === 0) return 0;
  return Number(/(\d+)건/.exec((await mark.textContent()) ?? "")?.[1] ?? 1);
}

async function alerts(request: APIRequestContext, token: string, path = "alim") {
  return apiGet<{ items: AlimItem[] }>(request, `${path}?size=100`, token);
}

test.describe("alert centre", () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize(SMALL_PHONE);
  });

  test("a driver opens a warning from /home's unread alerts, reads what was measured and what to do, and /home's count drops @journey", async ({
    page,
    request,
  }) => {
    const { accessToken } = await signIn(page, "demowarn");
    await page.goto("/home");
    const unread = page.getByTestId("unread-alerts");
    await expect(unread).toContainText(/확인하지 않은 알림 \d+건/);
    const before = Number(/확인하지 않은 알림 (\d+)건/.exec((await unread.textContent()) ?? "")![1]);
    await unread.click();

    await expect(page).toHaveURL((url) => url.pathname === "/alerts");
    await expect(page.getByRole("heading", { level: 1, name: "알림" })).toBeVisible();
    await expect(page.getByRole("tab", { name: "안전 알림" })).toHaveAttribute("aria-selected", "true");
    const warnings = entries(page).filter({ hasText: "경고" });
    await expect(warnings.first()).toBeVisible();
    await checkScreen(page);
    // An unread warning when there is one (a rerun on a reused server may have read them all: the count then stays).
    const unreadWarnings = warnings.filter({ has: page.getByTestId("unread-mark") });
    const target = (await unreadWarnings.count()) > 0 ? unreadWarnings.first() : warnings.first();
    const wasUnread = await unreadOf(target);
    const id = Number(/\/alerts\/(\d+)$/.exec((await target.getAttribute("href"))!)![1]);
    await target.click();

    await expect(page).toHaveURL((url) => url.pathname === `/alerts/${id}`);
    await expect(page.getByRole("heading", { level: 1, name: "알림 상세" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: /경고$/ })).toBeVisible();
    await expect(page.getByTestId("alert-message")).toContainText(/경고 기준\(.+\)/);
    await expect(page.getByTestId("alert-bands")).toContainText(/주의 · .+ 경고 · .+ 심각/);
    await expect(page.getByRole("heading", { name: "다음에 할 일" })).toBeVisible();
    await expect(page.getByRole("link", { name: "안전 진단 받기" })).toHaveAttribute("href", "/diagnosis");
    await expect(page.getByRole("link", { name: "안전 지수 보기" })).toHaveAttribute("href", "/safety-index");
    await expect(page.getByTestId("alert-now")).toContainText(/기준/);
    await checkScreen(page);
    // Read now, for the API too.
    await expect.poll(async () => (await alerts(request, accessToken)).items.find((i) => i.id === id)?.read).toBe(true);

    // Back: the list shows it read.
    await page.goBack();
    await expect(page).toHaveURL((url) => url.pathname === "/alerts");
    const opened = page.locator(`a[href="/alerts/${id}"]`);
    await expect(opened).toBeVisible();
    await expect(opened.getByTestId("unread-mark")).toHaveCount(0);

    // /home's count dropped by what the entry had unread.
    await page.getByRole("navigation", { name: "주요 메뉴" }).getByRole("link", { name: "홈" }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/home");
    const expected = before - wasUnread;
    if (expected > 0) await expect(page.getByTestId("unread-alerts")).toContainText(`확인하지 않은 알림 ${expected}건`);
    else await expect(page.getByText("새 알림이 없어요.")).toBeVisible();
  });

  test("a driver opens a 경고 or 심각 alert: what was measured, the threshold, what it means, what to do, and the service centre @journey", async ({
    page,
    request,
  }) => {
    const { accessToken } = await signIn(page, "demowarn");
    const { items } = await alerts(request, accessToken);
    const serious = items.filter((i) => i.severity === "03" || i.severity === "04");
    expect(serious.length).toBeGreaterThan(0);
    // demowarn's weak cell is 심각 (the weakest cell ≥ 150 mV below the mean): its alert offers 119 and the fire guide.
    const level4 = items.filter((i) => i.severity === "04");
    expect(level4.map((i) => i.metric)).toContain("weakCell");
    // One already read when there is one: reading is not the point here, and other journeys count the unread.
    const alert = level4.find((i) => i.read) ?? level4[0]!;
    const info = await apiGet<MainInfo>(request, "main/info", accessToken);
    const brand = CAR_BRANDS.find((b) => b.brandDcd === info.vehicle?.brandDcd);
    const tel = (brand as { serviceCenterTel?: unknown } | undefined)?.serviceCenterTel;

    await page.goto(`/alerts/${alert.id}`);
    await expect(page.getByRole("heading", { level: 2, name: alert.title })).toBeVisible();
    // Measured, against its threshold.
    await expect(page.getByTestId("alert-message")).toContainText(/\d.*로 (경고|심각) 기준\(.+\)/);
    await expect(page.getByTestId("alert-bands")).toContainText(/판단 기준.*주의 · .+ 경고 · .+ 심각/);
    await expect(page.getByTestId("alert-meaning")).toContainText(/무슨 뜻인가요.{10,}/);
    // What to do: the API's next step, never an empty section.
    await expect(page.getByRole("heading", { name: "다음에 할 일" })).toBeVisible();
    expect(alert.nextStep).toBeTruthy();
    await expect(page.getByTestId("alert-next-step")).toHaveText(alert.nextStep!);
    // The brand's service centre: a call with the catalogue's number, or the neutral sentence where it has none.
    const actions = page.getByTestId("safety-actions");
    if (typeof tel === "string") {
      await expect(actions.getByRole("link", { name: /서비스센터 전화하기/ })).toHaveAttribute("href", `tel:${tel}`);
    } else {
      await expect(actions.getByTestId("service-centre-fallback")).toHaveText("가까운 브랜드 서비스센터에 문의하세요.");
    }
    if (alert.severity === "04") {
      await expect(actions.getByRole("link", { name: /119 전화하기/ })).toHaveAttribute("href", "tel:119");
      await expect(actions.getByRole("link", { name: "배터리 화재 대처법 보기" })).toHaveAttribute("href", "/fire-safety");
    } else {
      await expect(actions.getByTestId("call-119")).toHaveCount(0);
    }
    await checkScreen(page);
  });

  test("the general alerts: notices with 안내, subscription news with its level, a detail and back to the same tab @journey", async ({
    page,
  }) => {
    await signIn(page, "demo03");
    await page.goto("/alerts");
    // demo03 has no safety alerts: the empty state.
    await expect(page.getByRole("heading", { name: "알림이 없어요" })).toBeVisible();
    await page.getByRole("tab", { name: "일반 알림" }).click();
    await expect(page).toHaveURL((url) => url.searchParams.get("tab") === "general");
    await expect(page.getByRole("tab", { name: "일반 알림" })).toHaveAttribute("aria-selected", "true");
    const notice = entries(page).filter({ hasText: "서비스 점검 안내" });
    await expect(notice).toContainText("안내");
    await expect(entries(page).filter({ hasText: "서비스 만료 예정 안내" })).toContainText("주의");
    await expect(entries(page).filter({ hasText: "서비스 해지 신청 접수" })).toBeVisible();
    await checkScreen(page);

    // The arrow keys move between the tabs.
    await page.getByRole("tab", { name: "일반 알림" }).press("ArrowLeft");
    await expect(page.getByRole("tab", { name: "안전 알림" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tab", { name: "안전 알림" })).toBeFocused();
    await page.getByRole("tab", { name: "안전 알림" }).press("ArrowRight");
    await expect(page.getByRole("tab", { name: "일반 알림" })).toHaveAttribute("aria-selected", "true");

    // A notice already read (the seed's maintenance notice): opening it changes nothing for later tests.
    await notice.click();
    await expect(page.getByRole("heading", { level: 2, name: "서비스 점검 안내" })).toBeVisible();
    await expect(page.getByTestId("alert-message")).toContainText("시스템 점검");
    await expect(page.getByTestId("alert-bands")).toHaveCount(0);
    await checkScreen(page);
    await page.goBack();
    await expect(page).toHaveURL((url) => url.pathname === "/alerts" && url.searchParams.get("tab") === "general");
    await expect(page.getByRole("tab", { name: "일반 알림" })).toHaveAttribute("aria-selected", "true");
  });

  test("paging: 더 보기 loads the next page of the list, newest first, until there is none @journey", async ({ page, request }) => {
    const { accessToken } = await signIn(page, "demowarn");
    const items = (await alerts(request, accessToken)).items;
    const all = items.map((i) => i.id);
    expect(all.length).toBeGreaterThan(2);
    // The list's entries: the reminders of one condition (same metric, same level, no other level between) are one
    // entry, shown by its newest alert (docs/alerts.md).
    const entryIds = (list: readonly AlimItem[]) => {
      const open = new Map<string, string>();
      return list.flatMap((i) => {
        const joins = i.metric !== null && open.get(i.metric) === i.severity;
        if (i.metric && !joins) open.set(i.metric, i.severity);
        return joins ? [] : [i.id];
      });
    };
    // The demo accounts have fewer alerts than a page: the list's requests ask for pages of 2 here (the API pages).
    await page.route(/\/api\/alim(\?|$)/, (route) => {
      const url = new URL(route.request().url());
      url.searchParams.set("size", "2");
      return route.continue({ url: url.toString() });
    });
    await page.goto("/alerts");
    const ids = async () =>
      (await entries(page).evaluateAll((as) => as.map((a) => a.getAttribute("href")))).map((h) => Number(h!.split("/").pop()));
    await expect(entries(page)).toHaveCount(entryIds(items.slice(0, 2)).length);
    const more = page.getByRole("button", { name: "더 보기" });
    for (let loaded = 2; loaded < all.length; loaded += 2) {
      await more.click();
      await expect(entries(page)).toHaveCount(entryIds(items.slice(0, loaded + 2)).length);
    }
    await expect(more).toHaveCount(0);
    // Every alert loaded, in the API's order (newest first); demowarn's 약한 셀 편차 심각 and its weekly reminder are one entry.
    expect(await ids()).toEqual(entryIds(items));
    expect(entryIds(items).length).toBeLessThan(all.length);
    await checkScreen(page);
  });
});

test.describe("alert settings", () => {
  type AlimConfig = { alimEnabled: boolean; items: { alimId: string; alimEnabled: boolean }[] };

  /**
   * The switches these tests change (all alerts, driving, charging), as the account had them before the test; put
   * back after it, pass or fail.
   */
  async function keepSettings(request: APIRequestContext, token: string, run: () => Promise<void>) {
    const headers = { authorization: `Bearer ${token}` };
    const before = await apiGet<AlimConfig>(request, "users/config/alim", token);
    try {
      await run();
    } finally {
      await request.put(`${API_BASE}/users/config/alim`, { headers, data: { alimEnabled: before.alimEnabled } });
      for (const item of before.items.filter((i) => i.alimId === "driving" || i.alimId === "charging")) {
        await request.put(`${API_BASE}/users/config/alim/${item.alimId}`, { headers, data: { alimEnabled: item.alimEnabled } });
      }
    }
  }

  test.beforeEach(async ({ page }) => {
    await page.setViewportSize(SMALL_PHONE);
  });

  test("from the menu: a kind off and back on, kept across a reload; battery-safety alerts cannot be switched off @journey", async ({
    page,
    request,
  }) => {
    const { accessToken } = await signIn(page, "demo");
    await keepSettings(request, accessToken, async () => {
      await page.goto("/menu");
      await page.getByRole("link", { name: /알림 설정/ }).click();
      await expect(page).toHaveURL((url) => url.pathname === "/settings/alim");
      await expect(page.getByRole("heading", { level: 1, name: "알림 설정" })).toBeVisible();
      const safety = page.getByRole("switch", { name: "배터리 안전 알림" });
      await expect(safety).toBeChecked();
      await expect(safety).toBeDisabled();
      await expect(page.getByTestId("alim-kind-battery-safety")).toContainText("운전자의 안전을 위해 끌 수 없어요");
      await checkScreen(page);

      // Driving alerts go off and on (or on and off: whatever the account had) without asking, each kept across a reload.
      const driving = () => page.getByRole("switch", { name: "주행 알림" });
      await expect(driving()).toBeEnabled();
      const was = await driving().isChecked();
      await driving().click();
      await expect(driving()).toBeChecked({ checked: !was });
      await expect(driving()).toBeEnabled();
      await expect(page.getByTestId("alim-kind-driving")).toContainText(was ? "꺼져 있어요." : "받고 있어요.");
      await expect(dialog(page)).toHaveCount(0);
      await page.reload();
      await expect(driving()).toBeChecked({ checked: !was });
      await driving().click();
      await expect(driving()).toBeChecked({ checked: was });
      await expect(driving()).toBeEnabled();
      await page.reload();
      await expect(driving()).toBeChecked({ checked: was });
    });
  });

  test("switching all alerts off asks first and says what the driver will miss and that battery-safety alerts stay on @journey", async ({
    page,
    request,
  }) => {
    const { accessToken } = await signIn(page, "demo");
    const headers = { authorization: `Bearer ${accessToken}` };
    await keepSettings(request, accessToken, async () => {
      // Starts with all alerts and the charging alerts on (put back as they were after the test).
      expect((await request.put(`${API_BASE}/users/config/alim`, { headers, data: { alimEnabled: true } })).ok()).toBe(true);
      expect((await request.put(`${API_BASE}/users/config/alim/charging`, { headers, data: { alimEnabled: true } })).ok()).toBe(true);
      await page.goto("/settings/alim");
      const all = page.getByRole("switch", { name: "알림 받기" });
      await expect(all).toBeChecked();

      // 취소: nothing changes.
      await all.click();
      const ask = dialog(page);
      await expect(ask).toBeVisible();
      await expect(ask).toContainText("알림을 모두 끌까요?");
      await expect(ask).toContainText("· 충전 알림");
      await expect(ask).toContainText("과충전·고온 충전 주의");
      await expect(ask).toContainText(
        "배터리 안전 알림(주의·경고·심각)은 운전자의 안전을 위해 끌 수 없어서, 알림을 꺼도 계속 보내 드려요.",
      );
      await expectNoSeriousViolations(page);
      await ask.getByRole("button", { name: "취소" }).click();
      await expect(ask).toHaveCount(0);
      await expect(all).toBeChecked();
      expect((await apiGet<{ alimEnabled: boolean }>(request, "users/config/alim", accessToken)).alimEnabled).toBe(true);

      // 모두 끄기: off, kept across a reload; the kinds say they are not sent, battery safety still is.
      await all.click();
      await dialog(page).getByRole("button", { name: "모두 끄기" }).click();
      await expect(all).not.toBeChecked();
      await page.reload();
      await expect(page.getByRole("switch", { name: "알림 받기" })).not.toBeChecked();
      await expect(page.getByTestId("alim-kind-charging")).toContainText("알림 받기가 꺼져 있어 보내지 않아요.");
      await expect(page.getByTestId("alim-kind-battery-safety")).toContainText("알림을 모두 꺼도 계속 보내 드려요.");
      await checkScreen(page);

      // On again without asking.
      await page.getByRole("switch", { name: "알림 받기" }).click();
      await expect(page.getByRole("switch", { name: "알림 받기" })).toBeChecked();
      await expect(dialog(page)).toHaveCount(0);
      expect((await apiGet<{ alimEnabled: boolean }>(request, "users/config/alim", accessToken)).alimEnabled).toBe(true);
    });
  });
});
