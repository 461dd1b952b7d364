import type { APIRequestContext, Page, TestInfo } from "@playwright/test";
import { apiPath, dialog, expect, recordRequests, signIn, test } from "../fixtures";
import { API_BASE } from "../env";
import { apiResults, createMember, fillDeliveryStep, joinWithPromotionKey, PROMOTION_KEY } from "../members";
import { digits, expectNoSeriousViolations, expectNoSidewaysScroll } from "../page-checks";

/**
 * The service sign-up from the button on /home to the applying state (docs/subscription.md), for members created for
 * each test: step 1's car and plate with the mistakes an owner makes (an unsupported car, a plate typed wrong, a plate
 * someone else registered), the delivery, the promotion key, the terms; and who may not enter.
 */

const PASSWORD = "Start2026!";
const VEHICLE_PAGE = "/service/signup/vehicle";
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const plate = () => `${10 + (Number(digits(2)) % 89)}누${digits(4)}`;

const newMember = (request: APIRequestContext, testInfo: TestInfo) =>
  createMember(request, testInfo, { name: "한지민", birthDate: "1988-08-08", phonePrefix: "5", idPrefix: "sub", password: PASSWORD });

async function pickCar(page: Page, brand: RegExp, model: RegExp, detail: RegExp) {
  await page.getByRole("radio", { name: brand }).check();
  await page.getByRole("radio", { name: model }).check();
  await page.getByRole("radio", { name: detail }).check();
}

/** A member of this test's own whose service ran with an installed device and has now expired, signed in on `page`. */
async function expiredWithDevice(page: Page, request: APIRequestContext, testInfo: TestInfo) {
  const who = await newMember(request, testInfo);
  const headers = who.auth as Record<string, string>;
  const first = await joinWithPromotionKey(request, who);
  await apiResults(await request.post(`${API_BASE}/sim/obd/install`, { headers }), "sim/obd/install");
  const device = await apiResults<{ obdSerial: string }>(await request.get(`${API_BASE}/users/get-obd`, { headers }), "users/get-obd");
  await apiResults(await request.post(`${API_BASE}/sim/service/lapse`, { headers }), "sim/service/lapse");
  await signIn(page, who.loginId, PASSWORD, { expiryNotice: true });
  return { who, headers, first, device };
}

/** Step 3: every term ticked, then a card payment in the simulated gateway's window. */
async function payByCard(page: Page) {
  await page.getByRole("checkbox", { name: "전체 동의" }).check();
  await page.getByRole("button", { name: "결제하기", exact: true }).click();
  await page.getByRole("dialog", { name: "KG이니시스 결제" }).getByRole("button", { name: "결제하기" }).click();
}

test.describe("service sign-up, from /home to applying", () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 640 });
  });

  test("a new member subscribes with a promotion key, from 서비스 가입하기 to the delivery on /home @journey", async ({
    page,
    request,
  }, testInfo) => {
    const who = await newMember(request, testInfo);
    await signIn(page, who.loginId, PASSWORD);
    await page.goto("/home");
    await page.getByRole("link", { name: "서비스 가입하기" }).click();

    // Step 1: an unsupported car first — the API's reason and what to do instead.
    await expect(page).toHaveURL((url) => url.pathname === VEHICLE_PAGE);
    await expect(page.getByRole("heading", { level: 1, name: "서비스 가입 · 차량 정보" })).toBeVisible();
    await expectNoSeriousViolations(page);
    await expectNoSidewaysScroll(page);
    await page.getByRole("button", { name: "다음" }).click();
    await expect(page.getByText("제조사, 모델, 세부 모델을 모두 골라 주세요.")).toBeVisible();
    await pickCar(page, /테슬라/, /모델 3/, /모델 3 롱레인지/);
    const carNo = field(page, "차량 번호");
    // A plate typed wrong is said when the field is left, and follows the typing from then on.
    await carNo.fill("12가34");
    await carNo.blur();
    await expect(page.getByText("차량 번호 형식이 올바르지 않습니다 (예: 12가3456)")).toBeVisible();
    const mine = plate();
    await carNo.fill(mine);
    await expect(page.getByText("차량 번호 형식이 올바르지 않습니다 (예: 12가3456)")).toBeHidden();
    await page.getByRole("button", { name: "다음" }).click();
    const unsupported = page.getByRole("alert").filter({ hasText: "아직 지원하지 않는 차량이에요" });
    await expect(unsupported).toContainText("OBD 단말기로 배터리 데이터를 읽을 수 없는 차량");
    await expect(unsupported.getByRole("link", { name: "체험 진단 해 보기" })).toHaveAttribute("href", "/diagnosis/trial");
    await expect(unsupported.getByRole("link", { name: "1:1 문의하기" })).toHaveAttribute("href", "/board/qna");
    await expect(page).toHaveURL((url) => url.pathname === VEHICLE_PAGE);

    // A supported car: step 2. A reload there keeps step 1; back shows it as picked.
    await pickCar(page, /기아/, /레이 EV/, /레이 EV.*2023/);
    await expect(unsupported).toBeHidden();
    await page.getByRole("button", { name: "다음" }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/service/signup/delivery");
    await page.reload();
    await expect(field(page, "받는 분")).toHaveValue(who.name);
    await page.goBack();
    await expect(page).toHaveURL((url) => url.pathname === VEHICLE_PAGE);
    await expect(page.getByRole("radio", { name: /레이 EV.*2023/ })).toBeChecked();
    await expect(field(page, "차량 번호")).toHaveValue(mine);
    await page.getByRole("button", { name: "다음" }).click();

    // Step 2: the phone (the profile's is masked), a typed address.
    await fillDeliveryStep(page, who);
    await page.getByRole("button", { name: "다음" }).click();

    // Step 3: the promotion key; step 4: the terms, then /home applying with the device's delivery.
    await expect(page).toHaveURL((url) => url.pathname === "/service/signup/payment");
    // A reload on step 3 keeps steps 1 and 2 (it would otherwise send the member back to step 1), and the step comes
    // drawn in the server's HTML (the wizard's cookie), not as a skeleton the scripts fill in.
    await page.reload();
    await expect(page).toHaveURL((url) => url.pathname === "/service/signup/payment");
    const stepHtml = await (await page.request.get("/service/signup/payment")).text();
    expect(stepHtml).toContain("이용 기간은 단말기 설치일부터 12개월이에요.");
    expect(stepHtml).toContain("결제하기");
    // The tab's own wizard still decides: a new tab, which has none, is sent to step 1 although the cookie is there.
    const otherTab = await page.context().newPage();
    await otherTab.goto("/service/signup/payment");
    await expect(otherTab).toHaveURL((url) => url.pathname === VEHICLE_PAGE);
    await otherTab.close();
    // The service terms come before paying (or using a key), on this step.
    await page.getByRole("checkbox", { name: "전체 동의" }).check();
    const promotion = page.getByRole("region", { name: "프로모션 키가 있나요?" });
    await promotion.getByRole("textbox", { name: "프로모션 키" }).fill(PROMOTION_KEY);
    await promotion.getByRole("button", { name: "확인", exact: true }).click();
    await promotion.getByRole("button", { name: "이 키로 가입하기 (결제 없음)" }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/service/signup/complete");
    await expect(page.getByTestId("summary-car-no")).toContainText(mine);
    await page.reload();
    await expect(page.getByTestId("terms-agreed-on-payment")).toBeVisible();
    const signups = recordRequests(page, (url, req) => url.pathname === apiPath("auth/service/signup") && req.method() === "POST");
    await page.getByRole("button", { name: "가입 완료" }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/home");
    await expect(page.getByRole("heading", { name: "서비스 신청이 접수되었어요" })).toBeVisible();
    expect(signups).toHaveLength(1);
    const status = await apiResults<{ serviceStatus: string; confirmedDeviceType: string | null }>(
      await request.get(`${API_BASE}/users/my-service-status`, { headers: who.auth as Record<string, string> }),
      "users/my-service-status",
    );
    expect(status).toMatchObject({ serviceStatus: "01", confirmedDeviceType: "N/A" });
    // The wizard is over: typing its address leads to /home.
    await page.goto(VEHICLE_PAGE);
    await expect(page).toHaveURL((url) => url.pathname === "/home");
  });

  test("a plate another member registered is said by the field, before and on 다음 @journey", async ({ page, request }, testInfo) => {
    const owner = await newMember(request, testInfo);
    const taken = await joinWithPromotionKey(request, owner);
    const who = await newMember(request, testInfo);
    await signIn(page, who.loginId, PASSWORD);
    await page.goto(VEHICLE_PAGE);
    await pickCar(page, /기아/, /레이 EV/, /레이 EV.*2023/);
    await field(page, "차량 번호").fill(taken.carNo);
    await field(page, "차량 번호").blur();
    await expect(page.getByText("이미 다른 회원이 서비스에 등록한 차량 번호예요.", { exact: false })).toBeVisible();
    await page.getByRole("button", { name: "다음" }).click();
    await expect(page).toHaveURL((url) => url.pathname === VEHICLE_PAGE);
    await expect(field(page, "차량 번호")).toBeFocused();
  });

  test("an expired member re-joins from the ended-service notice through the wizard, paying by card @journey", async ({
    page,
    request,
  }, testInfo) => {
    const { who, headers, first } = await expiredWithDevice(page, request, testInfo);

    // /home: the day's ended-service notice; its 다시 가입하기 opens the wizard.
    await page.goto("/home");
    await expect(dialog(page)).toContainText("서비스 이용 기간이 끝났어요");
    await dialog(page).getByRole("button", { name: "다시 가입하기" }).click();
    await expect(page).toHaveURL((url) => url.pathname === VEHICLE_PAGE);

    // The same car again (step 1 starts with it), a new device delivered, a card payment, the terms.
    await expect(field(page, "차량 번호")).toHaveValue(first.carNo);
    await page.getByRole("button", { name: "다음" }).click();
    await expect(page.getByRole("radio", { name: /새 단말기를 받을게요/ })).toBeChecked();
    await fillDeliveryStep(page, who);
    await page.getByRole("button", { name: "다음" }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/service/signup/payment");
    await payByCard(page);
    await expect(page).toHaveURL((url) => url.pathname === "/service/signup/complete");
    await expect(page.getByText("결제 완료", { exact: true })).toBeVisible();
    await expect(page.getByTestId("terms-agreed-on-payment")).toBeVisible();
    await page.getByRole("button", { name: "가입 완료" }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/home");
    await expect(page.getByRole("heading", { name: "서비스 신청이 접수되었어요" })).toBeVisible();
    const status = await apiResults<{ serviceStatus: string; isExpired: boolean }>(
      await request.get(`${API_BASE}/users/my-service-status`, { headers }),
      "users/my-service-status",
    );
    expect(status).toMatchObject({ serviceStatus: "01", isExpired: false });
  });

  test("an expired member re-joins keeping the car and the device: nothing typed again, no delivery, in use from today @journey", async ({
    page,
    request,
  }, testInfo) => {
    const { headers, first, device } = await expiredWithDevice(page, request, testInfo);

    await page.goto("/home");
    await dialog(page).getByRole("button", { name: "다시 가입하기" }).click();
    await expect(page).toHaveURL((url) => url.pathname === VEHICLE_PAGE);
    // Step 1 starts with the car of the earlier period.
    await expect(page.getByTestId("vehicle-from-earlier")).toBeVisible();
    await expect(field(page, "차량 번호")).toHaveValue(first.carNo);
    await expect(page.getByRole("radio", { name: /레이 EV.*2023/ })).toBeChecked();
    await expectNoSeriousViolations(page);
    await page.getByRole("button", { name: "다음" }).click();

    // Step 2: the device of the earlier period, or a new one delivered. A new one first (the address form), then the
    // member remembers the device is still in the glovebox.
    await expect(page).toHaveURL((url) => url.pathname === "/service/signup/delivery");
    const kept = page.getByRole("radio", { name: /이미 단말기가 있어요/ });
    await expect(kept).toBeVisible();
    await expect(page.getByRole("group", { name: "OBD 단말기" })).toContainText(device.obdSerial);
    await expect(page.getByRole("radio", { name: /새 단말기를 받을게요/ })).toBeChecked();
    await expect(field(page, "우편번호")).toBeVisible();
    await kept.check();
    await expect(field(page, "우편번호")).toHaveCount(0);
    await expect(page.getByTestId("kept-device-note")).toContainText("배송지는 필요 없어요");
    await expectNoSeriousViolations(page);
    await expectNoSidewaysScroll(page);
    await page.getByRole("button", { name: "다음" }).click();

    // Step 3: the period counts from today (nothing to install), then a card payment; step 4 says nothing is delivered.
    await expect(page).toHaveURL((url) => url.pathname === "/service/signup/payment");
    await expect(page.getByTestId("period-line")).toContainText("이용 기간은 가입하신 날부터 12개월");
    // A reload draws the same line in the server's HTML.
    expect(await (await page.request.get("/service/signup/payment")).text()).toContain("이용 기간은 가입하신 날부터 12개월");
    await payByCard(page);
    await expect(page).toHaveURL((url) => url.pathname === "/service/signup/complete");
    await expect(page.getByTestId("summary-device")).toContainText("이미 있는 단말기를 써요 (배송 없음)");
    // Back on step 2 from the summary, the answer is kept.
    await page.getByTestId("summary-device").getByRole("link", { name: "수정" }).click();
    await expect(page.getByRole("radio", { name: /이미 단말기가 있어요/ })).toBeChecked();
    await page.goBack();
    await expect(page).toHaveURL((url) => url.pathname === "/service/signup/complete");
    await page.getByRole("button", { name: "가입 완료" }).click();

    // In use at once: no delivery to wait for, the period from today, the same device.
    await expect(page).toHaveURL((url) => url.pathname === "/home");
    await expect(page.getByRole("heading", { name: "서비스 신청이 접수되었어요" })).toHaveCount(0);
    const status = await apiResults<{ serviceStatus: string; deliveryStatus: string | null; serviceStartDate: string }>(
      await request.get(`${API_BASE}/users/my-service-status`, { headers }),
      "users/my-service-status",
    );
    const today = new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 10);
    expect(status).toMatchObject({ serviceStatus: "02", deliveryStatus: null, serviceStartDate: today });
    const after = await apiResults<{ obdSerial: string; trackingNo: string | null }>(
      await request.get(`${API_BASE}/users/get-obd`, { headers }),
      "users/get-obd",
    );
    expect(after).toMatchObject({ obdSerial: device.obdSerial, trackingNo: null });

    // What the member sees: /service has the new period from today and nothing on its way; /obd says the device
    // reconnects (no waybill).
    await page.goto("/service");
    const [y, m, d] = today.split("-").map(Number);
    await expect(page.getByRole("region", { name: "이용 정보" })).toContainText(`이용 기간${y}년 ${m}월 ${d}일 ~`);
    await expect(page.getByTestId("next-step-applying")).toHaveCount(0);
    await page.goto("/obd");
    await expect(page.getByRole("heading", { name: "단말기가 다시 연결되기를 기다리고 있어요" })).toBeVisible();
    await expect(page.getByText("단말기를 보내 드리고 있어요")).toHaveCount(0);
  });

  test("a cancelled member (04) re-joins: 서비스 다시 가입하기 opens the wizard @journey", async ({ page, request }, testInfo) => {
    const who = await newMember(request, testInfo);
    const headers = who.auth as Record<string, string>;
    await joinWithPromotionKey(request, who);
    await apiResults(await request.post(`${API_BASE}/sim/obd/install`, { headers }), "sim/obd/install");
    await apiResults(await request.put(`${API_BASE}/users/cancel-service`, { headers }), "users/cancel-service");
    await apiResults(await request.post(`${API_BASE}/sim/service/lapse`, { headers }), "sim/service/lapse");
    await signIn(page, who.loginId, PASSWORD);
    await page.goto("/menu");
    const ended = page.getByTestId("next-step-ended");
    await expect(ended.getByRole("heading", { name: "서비스가 해지되었어요" })).toBeVisible();
    await ended.getByRole("link", { name: "서비스 다시 가입하기" }).click();
    await expect(page).toHaveURL((url) => url.pathname === VEHICLE_PAGE);
    await expect(page.getByRole("heading", { level: 1, name: "서비스 가입 · 차량 정보" })).toBeVisible();
  });
});
