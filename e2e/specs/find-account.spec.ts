import type { APIRequestContext, Page, TestInfo } from "@playwright/test";
import { expect, readSession, signIn, signInForm, test } from "../fixtures";
import { API_BASE } from "../env";
import { digits, expectNoSeriousViolations, expectNoSidewaysScroll } from "../page-checks";

/**
 * Find id and find password (docs/accounts.md): /find/id → verification → /find/id/result, and /find/password →
 * verification → new password → /find/password/result, with the mistakes a user makes on the way. Each test
 * creates a member of its own through the API (a password change on a shared demo account would break other specs).
 */

const INITIAL_PASSWORD = "First2026!";
const NEW_PASSWORD = "Second2026?";
const WRONG_PASSWORD_TEXT = "아이디 또는 비밀번호가 일치하지 않습니다. 다시 확인해 주세요.";
/** More reads of one verification than the API allows (docs/security.md "Abuse limits"). */
const READS_TRIED = 15;
/** The identity simulator's carrier knows no 010-0000-xxxx number (docs/simulators.md). */
const UNKNOWN_TO_CARRIER = "010-0000-4321";

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
/** The page's own message (Next's route announcer is an alert too). */
const mainAlert = (page: Page) => page.getByRole("main").getByRole("alert");
interface Person {
  name: string;
  /** As typed: 8 digits. */
  birthDate: string;
  phone: string;
}

/** A person of this test's own: the projects and reruns never share a phone (per-phone limit) or an id. */
function stranger(testInfo: TestInfo, name: string): Person & { loginId: string } {
  const tag = testInfo.project.name === "iphone14" ? "i" : "p";
  return {
    name,
    birthDate: "19880512",
    phone: `010-8${digits(3)}-${digits(4)}`,
    loginId: `find${tag}${Date.now().toString(36)}${digits(2)}`,
  };
}

/** `maskLoginId` of the API: the first half (at most three characters) stays visible. */
function masked(loginId: string): string {
  const keep = Math.min(3, Math.ceil(loginId.length / 2));
  return loginId.slice(0, keep) + "*".repeat(Math.max(loginId.length - keep, 1));
}

/** Signs `person` up through the API: identity verification, the sign-up terms (all agreed), auth/signup. */
async function createMember(request: APIRequestContext, person: Person & { loginId: string }) {
  const birthDate = `${person.birthDate.slice(0, 4)}-${person.birthDate.slice(4, 6)}-${person.birthDate.slice(6)}`;
  const verified = await request.post(`${API_BASE}/sim/identity-verification`, {
    data: { name: person.name, phone: person.phone, birthDate, purpose: "signup" },
  });
  expect(verified.ok(), await verified.text()).toBe(true);
  const { serviceToken } = ((await verified.json()) as { results: { serviceToken: string } }).results;
  const terms = ((await (await request.get(`${API_BASE}/common/agree-list/signup`)).json()) as { results: { agreeId: number }[] }).results;
  const signUp = await request.post(`${API_BASE}/auth/signup`, {
    data: {
      loginId: person.loginId,
      password: INITIAL_PASSWORD,
      userName: person.name,
      email: `${person.loginId}@example.com`,
      phone: person.phone,
      serviceToken,
      agrees: terms.map((t) => ({ agreeId: t.agreeId, agreed: true })),
    },
  });
  expect(signUp.ok(), await signUp.text()).toBe(true);
}

async function verify(page: Page, person: Person) {
  await field(page, "이름").fill(person.name);
  await field(page, "생년월일 8자리").fill(person.birthDate);
  await field(page, "휴대폰 번호").fill(person.phone);
  await page.getByRole("button", { name: "본인인증" }).click();
}

async function setNewPassword(page: Page, password: string, confirm = password) {
  await field(page, "새 비밀번호").fill(password);
  await field(page, "새 비밀번호 확인").fill(confirm);
  await page.getByRole("button", { name: "비밀번호 변경" }).click();
}

/** Signs in through the form; the caller checks where it lands. */
async function signInWith(page: Page, loginId: string, password: string) {
  const form = signInForm(page);
  await form.fill(loginId, password);
  await form.submit.click();
}

test.describe("find id and find password (SPEC §2 /find/*)", () => {
  test("find id @journey", async ({ page, request, faults }, testInfo) => {
    const member = stranger(testInfo, "한예준");
    const nobody = { ...stranger(testInfo, "오하린"), birthDate: "19910203" };
    await createMember(request, member);
    await page.setViewportSize({ width: 360, height: 640 });

    // The result without a verification: back to the start.
    await page.goto("/find/id/result");
    await expect(page).toHaveURL((url) => url.pathname === "/find/id");

    // From the sign-in page's link.
    await page.goto("/signin");
    await page.getByRole("link", { name: "아이디 찾기" }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/find/id");
    await expect(page.getByRole("heading", { level: 1, name: "아이디 찾기" })).toBeVisible();
    await expectNoSeriousViolations(page);
    await expectNoSidewaysScroll(page);

    // A birth date one digit short is refused beside its field before anything is sent.
    await verify(page, { ...nobody, birthDate: "1991023" });
    await expect(field(page, "생년월일 8자리")).toHaveAttribute("aria-invalid", "true");
    await expect(page).toHaveURL((url) => url.pathname === "/find/id");

    // Nobody with these details is a member: said, with a way to sign up or verify again.
    await verify(page, nobody);
    await expect(page).toHaveURL((url) => url.pathname === "/find/id/result");
    await expect(mainAlert(page)).toContainText("가입된 아이디가 없어요");
    await expect(page.getByRole("link", { name: "회원가입" })).toHaveAttribute("href", "/terms-onboarding");
    await expectNoSeriousViolations(page);
    await page.getByRole("button", { name: "다시 인증하기" }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/find/id");
    await expect(field(page, "이름")).toHaveValue("");

    // The member: the masked id, the join date and the sign-in method.
    await verify(page, member);
    await expect(page).toHaveURL((url) => url.pathname === "/find/id/result");
    const found = page.getByRole("list", { name: "찾은 아이디" });
    await expect(found).toContainText(masked(member.loginId));
    await expect(found).toContainText(/\d{4}년 \d{1,2}월 \d{1,2}일/);
    await expect(found).toContainText("아이디·비밀번호");
    expect(await page.content()).not.toContain(member.loginId);
    await expectNoSeriousViolations(page);
    await expectNoSidewaysScroll(page);

    // The API failing on a reload: the inline error with 다시 시도, which reads again.
    await faults.inject({ path: "auth/find-id", method: "GET", status: 500, code: "INTERNAL", message: "일시적인 오류가 발생했습니다." });
    await page.reload();
    await expect(mainAlert(page)).toContainText("아이디를 찾지 못했어요");
    await page.getByRole("button", { name: "다시 시도" }).click();
    await expect(found).toContainText(masked(member.loginId));

    // Back: the verification is kept, and 다음 shows the result again.
    await page.goBack();
    await expect(page).toHaveURL((url) => url.pathname === "/find/id");
    await expect(page.getByRole("main").getByRole("status")).toContainText("본인인증을 마쳤어요");
    await page.getByRole("button", { name: "다음" }).click();
    await expect(found).toContainText(masked(member.loginId));

    // Reset the password from here with the same verification, then sign in with it.
    await page.getByRole("link", { name: "비밀번호 재설정" }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/find/password" && url.searchParams.get("step") === "new-password");
    await expect(page.getByRole("heading", { level: 1, name: "새 비밀번호 설정" })).toBeVisible();
    await expect(page.getByLabel("본인인증 정보")).toContainText(member.name);
    await setNewPassword(page, NEW_PASSWORD);
    await expect(page).toHaveURL((url) => url.pathname === "/find/password/result");
    await expect(page.getByRole("heading", { level: 1, name: "비밀번호를 변경했어요" })).toBeVisible();
    await page.getByRole("link", { name: "로그인" }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/signin");
    await signInWith(page, member.loginId, NEW_PASSWORD);
    await expect(page).not.toHaveURL((url) => url.pathname === "/signin");
    expect((await readSession(page))?.user.userId).toBe(member.loginId);
  });

  test("find password then sign in with the new password @journey", async ({ page, request, faults }, testInfo) => {
    const member = stranger(testInfo, "서지안");
    await createMember(request, member);
    await page.setViewportSize({ width: 360, height: 640 });

    // The later steps without the earlier ones: back to the start.
    await page.goto("/find/password?step=new-password");
    await expect(page).toHaveURL((url) => url.pathname === "/find/password" && !url.searchParams.has("step"));
    await page.goto("/find/password/result");
    await expect(page).toHaveURL((url) => url.pathname === "/find/password");

    // From the sign-in page's link.
    await page.goto("/signin");
    await page.getByRole("link", { name: "비밀번호 찾기" }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/find/password");
    await expect(page.getByRole("heading", { level: 1, name: "비밀번호 찾기" })).toBeVisible();
    await expectNoSeriousViolations(page);
    await expectNoSidewaysScroll(page);

    // Details the carrier does not know together: said at the top, values kept.
    await verify(page, { ...member, phone: UNKNOWN_TO_CARRIER });
    await expect(mainAlert(page)).toContainText("휴대폰 가입 정보와 일치하지 않습니다");
    await expect(field(page, "이름")).toHaveValue(member.name);

    await verify(page, member);
    await expect(page).toHaveURL((url) => url.pathname === "/find/password" && url.searchParams.get("step") === "new-password");
    await expect(page.getByRole("heading", { level: 1, name: "새 비밀번호 설정" })).toBeVisible();
    await expect(field(page, "새 비밀번호")).toHaveAttribute("autocomplete", "new-password");
    await expectNoSeriousViolations(page);
    await expectNoSidewaysScroll(page);

    // Too weak: the rule beside the field and in the checklist, nothing sent.
    await setNewPassword(page, "abcdefgh");
    await expect(field(page, "새 비밀번호")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText("비밀번호는 영문, 숫자, 특수문자를 모두 포함해 8~20자로 입력해 주세요.")).toBeVisible();
    await expect(page.getByRole("list", { name: "비밀번호 조건" })).toContainText("특수문자 미충족");

    // The confirmation differs.
    await setNewPassword(page, NEW_PASSWORD, `${NEW_PASSWORD}x`);
    await expect(page.getByText("비밀번호가 일치하지 않습니다.")).toBeVisible();
    await expect(field(page, "새 비밀번호 확인")).toHaveAttribute("aria-invalid", "true");

    // The API refuses a password that contains the id (the form cannot know the id): beside the field, values kept.
    const withId = `${member.loginId}1!`;
    await setNewPassword(page, withId);
    await expect(page.getByText("비밀번호에 아이디를 포함할 수 없습니다.")).toBeVisible();
    await expect(field(page, "새 비밀번호")).toHaveValue(withId);

    // The API failing: said at the top, values kept, nothing changed.
    await faults.inject({
      path: "auth/set-password",
      method: "PUT",
      status: 500,
      code: "INTERNAL",
      message: "일시적인 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.",
    });
    await setNewPassword(page, NEW_PASSWORD);
    await expect(mainAlert(page)).toContainText("일시적인 오류가 발생했습니다");
    await expect(field(page, "새 비밀번호")).toHaveValue(NEW_PASSWORD);
    await expect(field(page, "새 비밀번호 확인")).toHaveValue(NEW_PASSWORD);

    // Back keeps the verification; 다음 returns to the new password.
    await page.goBack();
    await expect(page).toHaveURL((url) => url.pathname === "/find/password" && !url.searchParams.has("step"));
    await expect(page.getByRole("main").getByRole("status")).toContainText("본인인증을 마쳤어요");
    await page.getByRole("button", { name: "다음" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "새 비밀번호 설정" })).toBeVisible();

    await setNewPassword(page, NEW_PASSWORD);
    await expect(page).toHaveURL((url) => url.pathname === "/find/password/result");
    await expect(page.getByRole("heading", { level: 1, name: "비밀번호를 변경했어요" })).toBeVisible();
    await expect(page.getByLabel("변경한 계정")).toContainText(masked(member.loginId));
    await expectNoSeriousViolations(page);
    await expectNoSidewaysScroll(page);
    // A reload keeps the result.
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: "비밀번호를 변경했어요" })).toBeVisible();

    // The old password is refused; the new one signs in.
    await page.getByRole("link", { name: "로그인" }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/signin");
    await signInWith(page, member.loginId, INITIAL_PASSWORD);
    await expect(page.getByText(WRONG_PASSWORD_TEXT)).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === "/signin");
    await signInForm(page).password.fill(NEW_PASSWORD);
    await signInForm(page).submit.click();
    await expect(page).not.toHaveURL((url) => url.pathname === "/signin");
    expect((await readSession(page))?.user.userId).toBe(member.loginId);
  });

  test("find id: one verification read too often is refused with the API's wait message", async ({ page, request }, testInfo) => {
    const member = stranger(testInfo, "배도현");
    await createMember(request, member);
    await page.goto("/find/id");
    await verify(page, member);
    const found = page.getByRole("list", { name: "찾은 아이디" });
    await expect(found).toContainText(masked(member.loginId));
    // Each reload reads again (the result may be reloaded); the API counts the reads of one token.
    const refused = mainAlert(page).filter({ hasText: "아이디 찾기 시도가 너무 많습니다" });
    for (let reloads = 0; reloads < READS_TRIED && !(await refused.isVisible()); reloads += 1) {
      await page.reload();
      await expect(found.or(refused)).toBeVisible();
    }
    await expect(refused).toContainText("이후에 다시 시도해 주세요");
    await expect(mainAlert(page)).toContainText("아이디를 찾지 못했어요");
  });

  test("a signed-in member is sent home from the recovery pages", async ({ page, request }, testInfo) => {
    const member = stranger(testInfo, "문서윤");
    await createMember(request, member);
    await signIn(page, member.loginId, INITIAL_PASSWORD);
    for (const path of ["/find/id", "/find/id/result", "/find/password", "/find/password?step=new-password", "/find/password/result"]) {
      const res = await page.goto(path);
      expect(res?.status(), path).toBe(200);
      await expect(page, path).toHaveURL((url) => url.pathname === "/home");
    }
  });
});
