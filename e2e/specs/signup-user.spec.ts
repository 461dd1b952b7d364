import type { Page, TestInfo } from "@playwright/test";
import { expect, readSession, signIn, signInForm, test } from "../fixtures";
import { API_BASE } from "../env";
import { digits, expectNoSeriousViolations, expectNoSidewaysScroll } from "../page-checks";

/**
 * The own sign-up's form and completion (docs/accounts.md): terms → identity verification → /signup/user with the
 * mistakes a user makes on the way → completion → signed in → the next step of a member without service.
 */

/** Seeded accounts: `demo` is shorter than a new id may be; `demo00` has the new-id format and is taken. */
const SHORT_SEEDED_ID = "demo";
const TAKEN_ID = "demo00";
const STRONG_PASSWORD = "Drive2026!";
const ID_TAKEN = "이미 사용 중인 아이디입니다. 다른 아이디를 입력해 주세요.";

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
/** The form's own message (Next's route announcer is an alert too). */
const formAlert = (page: Page) => page.getByRole("main").getByRole("alert");
/** A person and an id of this test's own: the projects and reruns never share a phone (per-phone limit) or an id. */
function newcomer(testInfo: TestInfo) {
  const tag = testInfo.project.name === "iphone14" ? "i" : "p";
  return {
    name: "최지우",
    birthDate: "19900415",
    phone: `010-7${digits(3)}-${digits(4)}`,
    loginId: `new${tag}${Date.now().toString(36)}${digits(2)}`,
    email: `driver${digits(6)}@example.com`,
  };
}

/**
 * Terms and identity verification, as a visitor does them; ends on /signup/user. `every`: 전체 동의 (the location
 * terms included), else only the (필수) ones.
 */
async function reachSignUpForm(page: Page, person: ReturnType<typeof newcomer>, terms: "every" | "required") {
  await page.goto("/terms-onboarding");
  if (terms === "every") await page.getByRole("checkbox", { name: "전체 동의" }).check();
  else for (const box of await page.getByRole("checkbox", { name: /^\(필수\)/ }).all()) await box.check();
  await page.getByRole("button", { name: "다음" }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/auth/identity-verification");
  await field(page, "이름").fill(person.name);
  await field(page, "생년월일 8자리").fill(person.birthDate);
  await field(page, "휴대폰 번호").fill(person.phone);
  await page.getByRole("button", { name: "본인인증" }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/signup/user");
  await expect(page.getByRole("heading", { level: 1, name: "회원가입" })).toBeVisible();
}

async function fillForm(page: Page, values: { loginId: string; password: string; confirm: string; email: string }) {
  await field(page, "아이디").fill(values.loginId);
  await field(page, "비밀번호").fill(values.password);
  await field(page, "비밀번호 확인").fill(values.confirm);
  await field(page, "이메일").fill(values.email);
}

test.describe("sign-up form and completion (SPEC §2 /signup/user)", () => {
  test("sign-up with an id and password @journey", async ({ page, faults }, testInfo) => {
    const person = newcomer(testInfo);
    await page.setViewportSize({ width: 360, height: 640 });

    // Straight to the form without the steps before it: back to the terms.
    await page.goto("/signup/user");
    await expect(page).toHaveURL((url) => url.pathname === "/terms-onboarding");

    await reachSignUpForm(page, person, "required");
    // Name and phone come from the verification and are not typed again.
    const verified = page.getByLabel("본인인증 정보");
    await expect(verified).toContainText(person.name);
    await expect(verified).toContainText(person.phone);
    await expect(field(page, "이름")).toHaveCount(0);
    await expect(field(page, "아이디")).toBeVisible();
    await expectNoSeriousViolations(page);
    await expectNoSidewaysScroll(page);

    // The id's format rule as it is typed; then a well-formed id that is taken.
    const idStatus = page.getByRole("status").filter({ hasText: /아이디/ });
    await field(page, "아이디").fill(SHORT_SEEDED_ID);
    await expect(idStatus).toHaveText("아이디는 영문 소문자와 숫자를 사용해 5~20자로 입력해 주세요.");
    await field(page, "아이디").fill("20261123");
    await expect(idStatus).toContainText("숫자만으로 만들 수 없습니다");
    await field(page, "아이디").fill(TAKEN_ID);
    await expect(page.getByText(ID_TAKEN)).toBeVisible();
    await expect(field(page, "아이디")).toHaveAttribute("aria-invalid", "true");

    // A weak password and a mismatched confirmation, refused beside their fields before anything is sent.
    const signUps: string[] = [];
    page.on("request", (r) => {
      if (r.method() === "POST" && new URL(r.url()).pathname.endsWith("/auth/signup")) signUps.push(r.url());
    });
    await fillForm(page, { loginId: person.loginId, password: "drive2026", confirm: "drive2027", email: person.email });
    await expect(page.getByText("사용할 수 있는 아이디예요.")).toBeVisible();
    const checklist = page.getByRole("list", { name: "비밀번호 조건" });
    await expect(checklist).toContainText("특수문자 미충족");
    await page.getByRole("button", { name: "가입하기" }).click();
    await expect(page.getByText("비밀번호는 영문, 숫자, 특수문자를 모두 포함해 8~20자로 입력해 주세요.")).toBeVisible();
    await expect(page.getByText("비밀번호가 일치하지 않습니다.")).toBeVisible();
    await expect(field(page, "비밀번호")).toBeFocused();
    expect(signUps).toEqual([]);

    // The password toggle shows what was typed.
    await field(page, "비밀번호").fill(STRONG_PASSWORD);
    await expect(checklist).toContainText("특수문자 충족");
    await page
      .getByRole("button", { name: /비밀번호 보기/ })
      .first()
      .click();
    await expect(field(page, "비밀번호")).toHaveAttribute("type", "text");
    await field(page, "비밀번호 확인").fill(STRONG_PASSWORD);

    // The API refuses the id (taken meanwhile), then fails: the message beside the id, then at the top; values kept.
    await faults.inject({ path: "auth/signup", method: "POST", status: 409, code: "DUPLICATE_ID", message: ID_TAKEN });
    await page.getByRole("button", { name: "가입하기" }).click();
    await expect(field(page, "아이디")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText(ID_TAKEN)).toBeVisible();
    await faults.inject({
      path: "auth/signup",
      method: "POST",
      status: 503,
      code: "SERVICE_UNAVAILABLE",
      message: "잠시 후 다시 시도해 주세요.",
    });
    await page.getByRole("button", { name: "가입하기" }).click();
    await expect(formAlert(page)).toContainText("잠시 후 다시 시도해 주세요.");
    await expect(field(page, "아이디")).toHaveValue(person.loginId);
    await expect(field(page, "비밀번호")).toHaveValue(STRONG_PASSWORD);
    await expect(field(page, "이메일")).toHaveValue(person.email);

    // Sent again (a double tap sends once): the completion, never a blank page.
    const before = signUps.length;
    await page.getByRole("button", { name: "가입하기" }).dblclick();
    await expect(page.getByRole("heading", { level: 1, name: "회원가입을 완료했어요" })).toBeVisible();
    expect(signUps.length - before).toBe(1);
    await expect(page.getByLabel("가입 정보")).toContainText(person.loginId);
    await expectNoSeriousViolations(page);
    await expectNoSidewaysScroll(page);

    // Signed in at once with the new account; the location terms were left unticked, so the first sign-in's
    // onboarding comes first, then a member's next step.
    await page.getByRole("button", { name: "로그인하고 시작하기" }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/location-base-onboarding");
    expect((await readSession(page))?.user.userId).toBe(person.loginId);
    await page.getByRole("link", { name: "동의하지 않고 계속하기" }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/main");
    await page.goto("/home");
    await expect(page.getByText("아직 서비스에 가입하지 않으셨어요")).toBeVisible();

    // A signed-in member on the sign-up form is sent home.
    await page.goto("/signup/user");
    await expect(page).toHaveURL((url) => url.pathname === "/home");
  });

  test("the completion survives a reload; sign in with the new id from the sign-in page @journey", async ({ page }, testInfo) => {
    const person = newcomer(testInfo);
    await reachSignUpForm(page, person, "every");
    await fillForm(page, { loginId: person.loginId, password: STRONG_PASSWORD, confirm: STRONG_PASSWORD, email: person.email });
    await page.getByRole("button", { name: "가입하기" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "회원가입을 완료했어요" })).toBeVisible();

    // Reload: still the completion (the password was never kept, so the way on is the sign-in page).
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: "회원가입을 완료했어요" })).toBeVisible();
    await expect(page.getByRole("button", { name: "로그인하고 시작하기" })).toHaveCount(0);
    expect(await page.evaluate(() => JSON.stringify({ ...window.sessionStorage }))).not.toContain(STRONG_PASSWORD);
    // Back to the verification page: the account exists, so the completion again, not a second sign-up.
    await page.goBack();
    await expect(page).toHaveURL((url) => url.pathname === "/signup/user");
    await expect(page.getByRole("heading", { level: 1, name: "회원가입을 완료했어요" })).toBeVisible();

    await page.getByRole("link", { name: "로그인 화면으로" }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/signin");
    await signInForm(page).fill(person.loginId, STRONG_PASSWORD);
    await signInForm(page).submit.click();
    // The location terms were agreed at sign-up (전체 동의): no onboarding, the home with a member's next step.
    await expect(page).toHaveURL((url) => url.pathname === "/home");
    await expect(page.getByText("아직 서비스에 가입하지 않으셨어요")).toBeVisible();
    // Signed in, the journey is over: nothing of it (verification, finished sign-up) stays in the tab.
    expect(await page.evaluate(() => window.sessionStorage.getItem("evsafe.accountJourney"))).toBeNull();
  });

  test("the spent verification: signing up again with it sends the visitor to verify again, terms kept", async ({
    page,
    request,
  }, testInfo) => {
    const person = newcomer(testInfo);
    await reachSignUpForm(page, person, "every");
    // Another tab (the API directly) used this verification's token first.
    const journey = await page.evaluate(() => JSON.parse(window.sessionStorage.getItem("evsafe.accountJourney") ?? "null"));
    const first = await request.post(`${API_BASE}/auth/signup`, {
      data: {
        loginId: `${person.loginId}x`,
        password: STRONG_PASSWORD,
        userName: person.name,
        email: person.email,
        phone: person.phone,
        serviceToken: journey.verification.serviceToken,
        agrees: journey.terms.agrees,
      },
    });
    expect(first.ok(), await first.text()).toBe(true);
    await fillForm(page, { loginId: person.loginId, password: STRONG_PASSWORD, confirm: STRONG_PASSWORD, email: person.email });
    await page.getByRole("button", { name: "가입하기" }).click();
    await expect(formAlert(page)).toContainText("본인인증을 다시 진행해 주세요");
    await page.getByRole("link", { name: "본인인증 다시 하기" }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/auth/identity-verification");
    // The terms are kept: the verification form shows, not the terms page.
    await expect(field(page, "이름")).toBeVisible();
  });

  test("a signed-in member arriving at /signup/user is sent home", async ({ page }) => {
    await signIn(page, "demo");
    await page.goto("/signup/user");
    await expect(page).toHaveURL((url) => url.pathname === "/home");
  });
});
