import type { APIRequestContext, Page, TestInfo } from "@playwright/test";
import { dialog, expect, shell, shellLog, signIn, test } from "../fixtures";
import { API_BASE } from "../env";
import { apiResults, createMember, wizardDelivery, wizardVehicle, type NewMember } from "../members";
import { expectNoSeriousViolations } from "../page-checks";

/**
 * Cancellation a customer can trust (docs/subscription.md "Refund rule") and the delivery's tracking: the refund the
 * API computes is shown with the device return before 해지 신청 is confirmed, the request is taken back with 해지 신청
 * 취소, an application is withdrawn before its device ships, and demo01's courier can be followed. Anything that
 * changes state runs on a member of the test's own, created through the API; demo01 is only read.
 */

const PASSWORD = "Start2026!";
const KST_OFFSET_MS = 9 * 60 * 60 * 1000;
const region = (page: Page, name: string) => page.getByRole("region", { name });
const kstDay = (offsetDays = 0) => new Date(Date.now() + KST_OFFSET_MS + offsetDays * 86_400_000).toISOString().slice(0, 10);
const koreanDate = (day: string) => {
  const [y, m, d] = day.split("-").map(Number);
  return `${y}년 ${m}월 ${d}일`;
};
const userNoOf = (token: string) => Number(JSON.parse(Buffer.from(token.split(".")[1]!, "base64url").toString()).sub);

/** A member of this test's own who paid the 12-month pass by card (118,800원) and applied: 01, the device not shipped. */
async function paidApplicant(request: APIRequestContext, testInfo: TestInfo, idPrefix: string): Promise<NewMember> {
  const member = await createMember(request, testInfo, {
    name: "오지안",
    birthDate: "1990-04-21",
    phonePrefix: "6",
    idPrefix,
    password: PASSWORD,
  });
  const headers = member.auth;
  const terms = await apiResults<{ agreeId: number }[]>(
    await request.get(`${API_BASE}/common/agree-list/service/signup`, { headers }),
    "service terms",
  );
  const agrees = terms.map((t) => ({ agreeId: t.agreeId, agreed: true }));
  const order = await apiResults<{ tradeId: string }>(
    await request.post(`${API_BASE}/payment/01`, { headers, data: { deviceType: "AOS", agrees } }),
    "payment/01",
  );
  const paid = await apiResults<{ status: string }>(
    await request.post(`${API_BASE}/kg/stlm`, {
      headers,
      data: {
        userNo: userNoOf(member.token),
        tradeId: order.tradeId,
        stlmDivCcd: "01",
        srvcPrdtCcd: "01",
        idempotencyKey: `e2e-${testInfo.project.name}-${Date.now().toString(36)}`,
      },
    }),
    "kg/stlm",
  );
  expect(paid.status).toBe("PAID");
  await apiResults(
    await request.post(`${API_BASE}/auth/service/signup`, {
      headers,
      data: { vehicle: wizardVehicle(), delivery: wizardDelivery(member), payment: { tradeId: order.tradeId }, agrees },
    }),
    "auth/service/signup",
  );
  return member;
}

async function serviceStatus(request: APIRequestContext, member: NewMember) {
  return apiResults<{ serviceStatus: string; serviceExpirationDate: string | null }>(
    await request.get(`${API_BASE}/users/my-service-status`, { headers: member.auth }),
    "my-service-status",
  );
}

async function openService(page: Page) {
  await page.goto("/service");
  await expect(page.getByRole("heading", { level: 1, name: "내 서비스" })).toBeVisible();
}

test.describe("cancellation and delivery", () => {
  test("the refund shown before confirming, then the request withdrawn with 해지 신청 취소 @journey", async ({
    page,
    request,
  }, testInfo) => {
    const member = await paidApplicant(request, testInfo, "refund");
    // Installed today: the first month is in progress, 11 of 12 are refunded (118,800 × 11 ÷ 12).
    await apiResults(await request.post(`${API_BASE}/sim/obd/install`, { headers: member.auth }), "sim/obd/install");
    const before = await serviceStatus(request, member);
    expect(before.serviceStatus).toBe("02");
    const end = koreanDate(
      (
        await apiResults<{ serviceEndDate: string }>(
          await request.get(`${API_BASE}/users/cancel-service/refund-quote`, { headers: member.auth }),
          "refund-quote",
        )
      ).serviceEndDate,
    );
    await signIn(page, member.loginId, PASSWORD);
    await openService(page);

    // 서비스 해지: the amount and the device return first; nothing is asked yet.
    await region(page, "서비스 해지").getByRole("button", { name: "서비스 해지" }).click();
    const quote = region(page, "환불 예정 금액");
    await expect(quote).toContainText(`서비스 종료일${end}`);
    await expect(quote).toContainText("108,900원 (남은 11개월분)");
    await expect(quote).toContainText("75,900원 (단말기 비용 33,000원 공제)");
    await expect(quote.getByRole("heading", { name: "단말기 반납 방법" })).toBeVisible();
    await expect(quote).toContainText("가까운 편의점 택배로 보내 주세요");
    await expect(dialog(page)).toHaveCount(0);
    await expectNoSeriousViolations(page);

    // 해지 신청 → the confirmation names the same amount → 03.
    await region(page, "서비스 해지").getByRole("button", { name: "해지 신청" }).click();
    const confirm = dialog(page);
    await expect(confirm).toContainText(`${end}까지 이용할 수 있고, 환불 예정 금액은 108,900원이에요`);
    await confirm.getByRole("button", { name: "해지 신청" }).click();
    await expect(page.getByRole("status").filter({ hasText: "해지 신청이 접수되었어요." })).toBeVisible();
    await expect(page.getByTestId("service-status-summary")).toContainText("해지신청");
    await expect(region(page, "서비스 해지")).toContainText(`${end}에 서비스가 해지되고`);
    await expect(region(page, "환불 예정 금액")).toContainText("108,900원");
    expect((await serviceStatus(request, member)).serviceStatus).toBe("03");

    // 해지 신청 취소, confirmed: back to 02 with the period of before.
    await region(page, "서비스 해지").getByRole("button", { name: "해지 신청 취소" }).click();
    const undo = dialog(page);
    await expect(undo).toContainText("해지 신청을 취소할까요?");
    await undo.getByRole("button", { name: "해지 신청 취소" }).click();
    await expect(page.getByRole("status").filter({ hasText: "해지 신청이 취소되었어요. 서비스를 계속 이용할 수 있어요." })).toBeVisible();
    await expect(page.getByTestId("service-status-summary")).toContainText("이용중");
    await expect(region(page, "서비스 해지").getByRole("button", { name: "서비스 해지" })).toBeVisible();
    expect(await serviceStatus(request, member)).toMatchObject({
      serviceStatus: "02",
      serviceExpirationDate: before.serviceExpirationDate,
    });
  });

  test("an application withdrawn before its device ships, with the full refund @journey", async ({ page, request }, testInfo) => {
    const member = await paidApplicant(request, testInfo, "withdraw");
    await signIn(page, member.loginId, PASSWORD);
    await openService(page);
    const cancellation = region(page, "서비스 해지");
    await expect(cancellation).toContainText("단말기 발송 전이라 신청을 철회할 수 있어요. 결제 금액 118,800원을 전액 환불해 드려요.");
    await cancellation.getByRole("button", { name: "신청 철회" }).click();
    const confirm = dialog(page);
    await expect(confirm).toContainText("서비스 신청을 철회하시겠어요? 결제 금액 118,800원을 전액 환불해 드려요.");
    await confirm.getByRole("button", { name: "신청 철회" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: "서비스 신청이 철회되었어요. 118,800원은 영업일 3~5일 안에 결제한 수단으로 환불돼요." }),
    ).toBeVisible();
    await expect(page.getByTestId("service-status-summary")).toContainText("미가입");
    expect((await serviceStatus(request, member)).serviceStatus).toBe("00");
  });

  test("demo01's delivery: the carrier, the expected day and its tracking page opened through the app @journey", async ({ page }) => {
    await shell(page, { platform: "AOS" });
    await signIn(page, "demo01");
    await page.goto("/home");
    const tracking = page.getByTestId("next-step-applying").getByTestId("delivery-tracking");
    await expect(tracking).toContainText("CJ대한통운");
    await expect(tracking).toContainText(`도착 예정일: ${koreanDate(kstDay(1))}`);
    const link = tracking.getByRole("link", { name: "CJ대한통운에서 배송 조회" });
    const href = await link.getAttribute("href");
    expect(href).toMatch(/^https:\/\/trace\.cjlogistics\.com\/next\/tracking\.html\?wblNo=\d+$/);
    await link.click();
    await expect
      .poll(async () => (await shellLog(page)).filter((e) => e.type === "link.open").map((e) => e.payload))
      .toEqual([{ url: href }]);
    await expect(page).toHaveURL(/\/home$/);
  });
});
