import type { APIRequestContext, Page, TestInfo } from "@playwright/test";
import { expect, signIn, test } from "../fixtures";
import { createMember, seedWizardSteps } from "../members";
import { expectNoSeriousViolations, expectNoSidewaysScroll } from "../page-checks";
import { FAKE_POSTCODE_WIDGET, POSTCODE_SCRIPT_URL, POSTCODE_UNAVAILABLE } from "../postcode";

/**
 * Step 2 of the service sign-up, where the OBD device goes (docs/subscription.md), for a member created for the test
 * with step 1 done in the tab: the profile's prefill, another receiver, the mistakes typed, the postcode search and its
 * fallback, and the step kept over back and reload.
 */

const PASSWORD = "Start2026!";
const DELIVERY_PAGE = "/service/signup/delivery";
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

const newMember = (request: APIRequestContext, testInfo: TestInfo) =>
  createMember(request, testInfo, { name: "정하늘", birthDate: "1992-03-04", phonePrefix: "6", idPrefix: "dlv", password: PASSWORD });

async function openDeliveryStep(page: Page, who: { loginId: string; name: string; phone: string }) {
  await signIn(page, who.loginId, PASSWORD);
  await seedWizardSteps(page, who, "vehicle");
  await page.goto(DELIVERY_PAGE);
  await expect(page.getByRole("heading", { level: 1, name: "서비스 가입 · 단말기 배송지" })).toBeVisible();
  await expect(field(page, "받는 분")).toBeVisible();
}

test.describe("service sign-up, step 2 delivery", () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 640 });
  });

  test("the device's delivery address, with mistakes, the postcode search and back @journey", async ({ page, request }, testInfo) => {
    const who = await newMember(request, testInfo);
    await page.route(POSTCODE_SCRIPT_URL, (route) => route.fulfill({ contentType: "application/javascript", body: FAKE_POSTCODE_WIDGET }));
    await openDeliveryStep(page, who);
    // Prefilled from the profile: the name (this member has no address on file yet).
    await expect(page.getByRole("checkbox", { name: /내 정보와 같아요/ })).toBeChecked();
    await expect(field(page, "받는 분")).toHaveValue(who.name);
    await expectNoSeriousViolations(page);
    await expectNoSidewaysScroll(page);

    // Next with the phone and address missing: said by each field, the first one focused.
    await page.getByRole("button", { name: "다음" }).click();
    await expect(field(page, "휴대폰 번호")).toBeFocused();
    await expect(field(page, "휴대폰 번호")).toHaveAttribute("aria-invalid", "true");
    await expect(page).toHaveURL((url) => url.pathname === DELIVERY_PAGE);

    // Another receiver, a landline typed by mistake, then a mobile number.
    await page.getByRole("checkbox", { name: /내 정보와 같아요/ }).uncheck();
    await expect(field(page, "받는 분")).toHaveValue("");
    await field(page, "받는 분").fill("정가람");
    await field(page, "휴대폰 번호").fill("02-123-4567");
    await field(page, "우편번호").focus();
    await expect(page.getByText("휴대폰 번호 형식이 올바르지 않습니다 (예: 010-1234-5678)")).toBeVisible();
    await field(page, "휴대폰 번호").fill("010-3456-7890");
    await expect(page.getByText("휴대폰 번호 형식이 올바르지 않습니다 (예: 010-1234-5678)")).toBeHidden();

    // The postcode search fills zip and address and moves to the detail.
    await page.getByRole("button", { name: "우편번호 검색" }).click();
    await page.getByRole("button", { name: "서울특별시 중구 세종대로 110 선택" }).click();
    await expect(field(page, "우편번호")).toHaveValue("04524");
    await expect(field(page, "주소")).toHaveValue("서울특별시 중구 세종대로 110 (서울특별시청)");
    await expect(field(page, "상세주소")).toBeFocused();
    await field(page, "상세주소").fill("3층 민원실");
    await field(page, "배송 메모 (선택)").fill("부재 시 경비실에 맡겨 주세요");
    await page.getByRole("button", { name: "다음" }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/service/signup/payment");
    await expect(page.getByRole("heading", { level: 1, name: "서비스 가입 · 결제" })).toBeVisible();

    // Back, and a reload: the step keeps what was typed.
    await page.goBack();
    await expect(page).toHaveURL((url) => url.pathname === DELIVERY_PAGE);
    await expect(field(page, "받는 분")).toHaveValue("정가람");
    await page.reload();
    await expect(field(page, "휴대폰 번호")).toHaveValue("010-3456-7890");
    await expect(field(page, "상세주소")).toHaveValue("3층 민원실");
    await expect(field(page, "배송 메모 (선택)")).toHaveValue("부재 시 경비실에 맡겨 주세요");
    await expect(page.getByRole("checkbox", { name: /내 정보와 같아요/ })).not.toBeChecked();
  });

  test("the address is typed when the postcode search cannot load @journey", async ({ page, request }, testInfo) => {
    const who = await newMember(request, testInfo);
    await page.route(POSTCODE_SCRIPT_URL, (route) => route.abort("internetdisconnected"));
    await openDeliveryStep(page, who);
    await field(page, "휴대폰 번호").fill("010-3456-7890");
    await page.getByRole("button", { name: "우편번호 검색" }).click();
    await expect(page.getByRole("status").filter({ hasText: POSTCODE_UNAVAILABLE })).toBeVisible();
    await expect(field(page, "우편번호")).toBeFocused();
    await field(page, "우편번호").fill("0452");
    await field(page, "주소").focus();
    await expect(page.getByText("우편번호는 5자리 숫자입니다")).toBeVisible();
    await field(page, "우편번호").fill("04524");
    await field(page, "주소").fill("서울특별시 중구 세종대로 110");
    await field(page, "상세주소").fill("3층");
    await page.getByRole("button", { name: "다음" }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/service/signup/payment");
  });

  test("step 2 before step 1 opens step 1", async ({ page, request }, testInfo) => {
    const who = await newMember(request, testInfo);
    await signIn(page, who.loginId, PASSWORD);
    await page.goto(DELIVERY_PAGE);
    await expect(page).toHaveURL((url) => url.pathname === "/service/signup/vehicle");
  });
});
