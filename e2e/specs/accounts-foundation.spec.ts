import type { Page } from "@playwright/test";
import { expect, signIn, test } from "../fixtures";
import { expectNoSeriousViolations, expectNoSidewaysScroll } from "../page-checks";

/**
 * The start of the own sign-up (docs/accounts.md): terms → identity verification → the sign-up form's URL, with the
 * bad inputs a user makes on the way, the back button keeping finished steps, and the guards of these pages.
 */

/** The journey state of docs/accounts.md (features/accounts/journey.ts). */
const JOURNEY_KEY = "evsafe.accountJourney";
/** `demo` of the seed: already a member (docs/simulators.md). */
const MEMBER = { name: "김민준", birthDate: "19850110", phone: "010-1000-5678" };
const CHILD = { name: "박하준", birthDate: "20150601", phone: "010-7777-3434" };

/** Nothing sticks out sideways at the page's width (360 px on the small phone). */
const checkbox = (page: Page, name: string | RegExp) => page.getByRole("checkbox", { name });
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

async function fillPerson(page: Page, person: { name: string; birthDate: string; phone: string }) {
  await field(page, "이름").fill(person.name);
  await field(page, "생년월일 8자리").fill(person.birthDate);
  await field(page, "휴대폰 번호").fill(person.phone);
}

async function readJourneyState(page: Page) {
  return page.evaluate((key) => JSON.parse(window.sessionStorage.getItem(key) ?? "null"), JOURNEY_KEY);
}

test.describe("sign-up start: terms and identity verification (SPEC §2)", () => {
  test("terms and identity verification @journey", async ({ page }, testInfo) => {
    // A person of their own per project, so the per-phone verification limit never joins in.
    const person = {
      name: "이서연",
      birthDate: "19920303",
      phone: testInfo.project.name === "iphone14" ? "010-5555-1202" : "010-5555-1201",
    };
    await page.setViewportSize({ width: 360, height: 640 });

    // Verification before the terms: back to the terms.
    await page.goto("/auth/identity-verification");
    await expect(page).toHaveURL((url) => url.pathname === "/terms-onboarding");

    await expect(page.getByRole("heading", { level: 1, name: "약관 동의" })).toBeVisible();
    const next = page.getByRole("button", { name: "다음" });
    await expect(next).toBeDisabled();
    await expectNoSeriousViolations(page);
    await expectNoSidewaysScroll(page);

    // Only the optional and one required term: Next stays off.
    await checkbox(page, "(선택) 마케팅 정보 수신 동의").check();
    await checkbox(page, "(필수) 서비스 이용약관").check();
    await expect(next).toBeDisabled();

    // A term's text, then back: the ticks are still there.
    await page.getByRole("link", { name: "개인정보 수집·이용 동의 보기" }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/signup/term/privacy-policy");
    await expect(page.getByRole("heading", { level: 1, name: "개인정보 수집·이용 동의" })).toBeVisible();
    await expect(page.getByText("수집·이용 목적")).toBeVisible();
    await expectNoSeriousViolations(page);
    await expectNoSidewaysScroll(page);
    await page.getByRole("link", { name: "약관 목록으로 돌아가기" }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/terms-onboarding");
    await expect(checkbox(page, "(선택) 마케팅 정보 수신 동의")).toBeChecked();
    await expect(checkbox(page, "(필수) 서비스 이용약관")).toBeChecked();

    // 전체 동의 ticks the rest; Next goes on.
    await checkbox(page, "전체 동의").check();
    await expect(checkbox(page, "(필수) 개인정보 수집·이용 동의")).toBeChecked();
    await expect(next).toBeEnabled();
    await next.click();
    await expect(page).toHaveURL((url) => url.pathname === "/auth/identity-verification");
    await expect(page.getByRole("heading", { level: 1, name: "본인인증" })).toBeVisible();

    // The keyboard's next key moves through the form instead of sending it half filled.
    await field(page, "이름").press("Enter");
    await expect(field(page, "생년월일 8자리")).toBeFocused();
    // Not sent: a submit would have marked every empty field.
    await expect(field(page, "휴대폰 번호")).not.toHaveAttribute("aria-invalid", "true");

    // A malformed phone number is refused beside its field before anything is sent.
    await fillPerson(page, { ...person, phone: "02-123-4567" });
    await page.getByRole("button", { name: "본인인증" }).click();
    await expect(field(page, "휴대폰 번호")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText(/휴대폰 번호 형식이 올바르지 않습니다/)).toBeVisible();

    // Details the carrier does not know together (the simulator's 010-0000-xxxx): said at the top.
    await fillPerson(page, { ...person, phone: "010-0000-1234" });
    await page.getByRole("button", { name: "본인인증" }).click();
    await expect(page.getByRole("main").getByRole("alert")).toContainText("휴대폰 가입 정보와 일치하지 않습니다");
    await expect(field(page, "휴대폰 번호")).toHaveValue("010-0000-1234");

    // Under 14: the API's answer beside the birth date, the other values kept.
    await fillPerson(page, CHILD);
    await page.getByRole("button", { name: "본인인증" }).click();
    await expect(page.getByText("만 14세 미만은 가입할 수 없습니다.")).toBeVisible();
    await expect(field(page, "생년월일 8자리")).toHaveAttribute("aria-invalid", "true");
    await expect(field(page, "이름")).toHaveValue(CHILD.name);
    await expectNoSeriousViolations(page);
    await expectNoSidewaysScroll(page);

    // Already a member: said at the top, with a way to find the id.
    await fillPerson(page, MEMBER);
    await page.getByRole("button", { name: "본인인증" }).click();
    await expect(page.getByRole("main").getByRole("alert")).toContainText("이미 가입된 회원입니다");
    await expect(page.getByRole("link", { name: "아이디 찾기" })).toHaveAttribute("href", "/find/id");

    // A new person is verified: on to the sign-up form, with the terms and the verification in the journey state.
    await fillPerson(page, person);
    await page.getByRole("button", { name: "본인인증" }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/signup/user");
    const state = await readJourneyState(page);
    expect(state.terms).toMatchObject({ flow: "signup", done: true });
    expect(state.terms.agrees.every((a: { agreed: boolean }) => a.agreed)).toBe(true);
    expect(state.verification).toMatchObject({ purpose: "signup", name: person.name, phone: person.phone, birthDate: "1992-03-03" });
    expect(state.verification.serviceToken.length).toBeGreaterThan(30);
    expect(
      await page.evaluate(() => window.localStorage.length === 0 || !JSON.stringify({ ...window.localStorage }).includes("serviceToken")),
    ).toBe(true);

    // Back: the verification is not lost, and 다음 goes on again; further back, the terms keep their ticks.
    await page.goBack();
    await expect(page).toHaveURL((url) => url.pathname === "/auth/identity-verification");
    await expect(page.getByRole("main").getByRole("status")).toContainText(`${person.name} · 010-****-${person.phone.slice(-4)}`);
    await page.goBack();
    await expect(page).toHaveURL((url) => url.pathname === "/terms-onboarding");
    await expect(checkbox(page, "전체 동의")).toBeChecked();
    await page.goForward();
    await page.reload();
    await page.getByRole("button", { name: "다음" }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/signup/user");
  });

  test("every term text of SPEC §2 answers, an unknown one is 404; a signed-in member is sent home", async ({ page }) => {
    for (const termsCd of ["privacy-policy", "vehicle-policy", "marketing-policy"]) {
      const res = await page.goto(`/signup/term/${termsCd}`);
      expect(res?.status(), termsCd).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("약관");
    }
    expect((await page.goto("/signup/term/no-such-term"))?.status()).toBe(404);

    await signIn(page, "demo");
    for (const path of ["/terms-onboarding", "/auth/identity-verification", "/auth/oauth/identity-verification"]) {
      await page.goto(path);
      await expect(page, path).toHaveURL((url) => url.pathname === "/home");
    }
    // Anyone may read a term.
    expect((await page.goto("/signup/term/privacy-policy"))?.status()).toBe(200);
  });
});
