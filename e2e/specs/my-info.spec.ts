import type { APIRequestContext, Page, TestInfo } from "@playwright/test";
import {
  apiPath,
  dialog,
  expect,
  readSession,
  recordRequests,
  shell,
  shellLog,
  signIn,
  signInForm,
  test,
  type ShellAnswer,
} from "../fixtures";
import { API_BASE } from "../env";
import { joinWithPromotionKey } from "../members";
import { FAKE_POSTCODE_WIDGET, POSTCODE_SCRIPT_URL, POSTCODE_UNAVAILABLE } from "../postcode";
import { digits, expectNoSeriousViolations, expectNoSidewaysScroll } from "../page-checks";

/**
 * The profile screen /my-info (docs/accounts.md "Profile"), each journey on a member created for it through the API:
 * password change, address with the postcode search (a fake of the widget; the widget unavailable → typed entry),
 * marketing consent, social accounts linked and unlinked through the shell simulator, withdrawal.
 */

const PASSWORD = "Start2026!";
const NEW_PASSWORD = "Renew2026#";
const SERVER_FAULT = { status: 503, code: "SERVICE_UNAVAILABLE", message: "일시적으로 처리하지 못했습니다. 잠시 후 다시 시도해 주세요." };

/** Replaces the simulated shell's answer to `auth.social` on this page (undefined: its default, the scripted account). */
async function scriptSocialAnswer(page: Page, answer: ShellAnswer | undefined) {
  await page.evaluate((a) => {
    const control = (window as unknown as { __EVSAFE_SHELL_CONTROL__: { setAnswer(type: string, answer: unknown): void } })
      .__EVSAFE_SHELL_CONTROL__;
    control.setAnswer("auth.social", a ?? undefined);
  }, answer ?? null);
}

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const section = (page: Page, name: string) => page.getByRole("region", { name });
/** A text field by its label (the 주소 section shares the name 주소 with its field). */
const textbox = (page: Page, label: string) => page.getByRole("textbox", { name: label, exact: true });

async function results<T>(res: Awaited<ReturnType<APIRequestContext["post"]>>, what: string): Promise<T> {
  if (!res.ok()) throw new Error(`${what}: ${res.status()} ${await res.text()}`);
  return ((await res.json()) as { results: T }).results;
}

/** A person of this test's own (no phone shared between projects and reruns: the per-phone verification limit). */
function person(testInfo: TestInfo) {
  const tag = testInfo.project.name === "iphone14" ? "i" : "p";
  return {
    name: "한지민",
    birthDate: "1991-03-08",
    phone: `010-6${digits(3)}-${digits(4)}`,
    loginId: `my${tag}${Date.now().toString(36)}${digits(3)}`,
  };
}

async function verify(request: APIRequestContext, who: ReturnType<typeof person>, purpose: "signup" | "oauth-signup") {
  const { serviceToken } = await results<{ serviceToken: string }>(
    await request.post(`${API_BASE}/identity-verification`, {
      data: { name: who.name, phone: who.phone, birthDate: who.birthDate, purpose },
    }),
    "identity-verification",
  );
  const terms = await results<{ agreeId: number }[]>(await request.get(`${API_BASE}/common/agree-list/signup`), "agree-list");
  return { serviceToken, agrees: terms.map((t) => ({ agreeId: t.agreeId, agreed: true })) };
}

/** A new member with an id and password (every sign-up term agreed, marketing included). */
async function newMember(request: APIRequestContext, testInfo: TestInfo) {
  const who = person(testInfo);
  const { serviceToken, agrees } = await verify(request, who, "signup");
  await results(
    await request.post(`${API_BASE}/auth/signup`, {
      data: {
        loginId: who.loginId,
        password: PASSWORD,
        userName: who.name,
        email: `${who.loginId}@example.com`,
        phone: who.phone,
        serviceToken,
        agrees,
      },
    }),
    "auth/signup",
  );
  return who;
}

async function tokenOf(request: APIRequestContext, loginId: string, password = PASSWORD) {
  return (
    await results<{ accessToken: string }>(await request.post(`${API_BASE}/auth/login`, { data: { loginId, password } }), "auth/login")
  ).accessToken;
}

/** Signs the member in and opens /my-info the way a member does: 메뉴 → 내 정보. */
async function openMyInfo(page: Page, loginId: string, password = PASSWORD) {
  await signIn(page, loginId, password);
  await page.goto("/menu");
  await page.getByRole("link", { name: /내 정보/ }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/my-info");
  await expect(page.getByRole("heading", { level: 1, name: "내 정보" })).toBeVisible();
  await expect(section(page, "회원 정보")).toBeVisible();
}

test.describe("profile /my-info", () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 640 });
  });

  test("a visitor is sent to sign in and back", async ({ page }) => {
    await page.goto("/my-info");
    await expect(page).toHaveURL((url) => url.pathname === "/signin" && url.searchParams.get("callbackUrl") === "/my-info");
  });

  test("change password @journey", async ({ page, request, faults }, testInfo) => {
    const who = await newMember(request, testInfo);
    await openMyInfo(page, who.loginId);
    const info = section(page, "회원 정보");
    await expect(info).toContainText(who.name);
    await expect(info).toContainText(who.loginId);
    await expect(info).toContainText(`${who.loginId}@example.com`);
    await expect(info).toContainText(`010-****-${who.phone.slice(-4)}`);
    await expect(info).not.toContainText(who.phone);
    await expectNoSeriousViolations(page);
    await expectNoSidewaysScroll(page);

    const sent = recordRequests(page, (url, req) => url.pathname === apiPath("users/set-password") && req.method() === "PUT");
    await page.getByRole("button", { name: "비밀번호 변경", exact: true }).click();
    const form = page.getByRole("form", { name: "비밀번호 변경" });
    await expect(field(page, "현재 비밀번호")).toHaveAttribute("autocomplete", "current-password");
    await expect(field(page, "새 비밀번호")).toHaveAttribute("autocomplete", "new-password");

    // A weak new password and a mismatched confirmation: refused beside their fields, nothing sent.
    await field(page, "현재 비밀번호").fill("Wrong2026!");
    await field(page, "새 비밀번호").fill("short");
    await field(page, "새 비밀번호 확인").fill("short");
    await form.getByRole("button", { name: "비밀번호 변경" }).click();
    await expect(form.getByText("비밀번호는 영문, 숫자, 특수문자를 모두 포함해 8~20자로 입력해 주세요.")).toBeVisible();
    await field(page, "새 비밀번호").fill(NEW_PASSWORD);
    await form.getByRole("button", { name: "비밀번호 변경" }).click();
    await expect(form.getByText("비밀번호가 일치하지 않습니다.")).toBeVisible();
    await field(page, "새 비밀번호 확인").fill(NEW_PASSWORD);
    await expectNoSeriousViolations(page);
    expect(sent).toHaveLength(0);

    // The wrong current password: the API's refusal beside that field, every value kept.
    await form.getByRole("button", { name: "비밀번호 변경" }).click();
    await expect(form.getByText("현재 비밀번호가 일치하지 않습니다.")).toBeVisible();
    await expect(field(page, "현재 비밀번호")).toHaveAttribute("aria-invalid", "true");
    await expect(field(page, "새 비밀번호")).toHaveValue(NEW_PASSWORD);

    // A server fault: the message at the top, values kept.
    await field(page, "현재 비밀번호").fill(PASSWORD);
    await faults.inject({ path: "users/set-password", method: "PUT", ...SERVER_FAULT });
    await form.getByRole("button", { name: "비밀번호 변경" }).click();
    await expect(form.getByRole("alert")).toHaveText(SERVER_FAULT.message);
    await expect(field(page, "현재 비밀번호")).toHaveValue(PASSWORD);

    // Sent once however fast the taps; then this device is signed in again with the new password.
    await form.getByRole("button", { name: "비밀번호 변경" }).dblclick();
    await expect(page.getByRole("status").filter({ hasText: "비밀번호를 변경했어요" })).toBeVisible();
    expect(sent).toHaveLength(3);
    expect((await readSession(page))?.user.userId).toBe(who.loginId);

    // Signed out, the old password is refused and the new one signs in from /signin.
    await page.context().clearCookies();
    const old = await request.post(`${API_BASE}/auth/login`, { data: { loginId: who.loginId, password: PASSWORD } });
    expect(old.status()).toBe(401);
    await page.goto("/signin?callbackUrl=%2Fmy-info");
    const signin = signInForm(page);
    await signin.fill(who.loginId, NEW_PASSWORD);
    await signin.submit.click();
    await expect(page).not.toHaveURL((url) => url.pathname === "/signin");
    expect((await readSession(page))?.user.userId).toBe(who.loginId);
  });

  test("change address @journey", async ({ page, request, faults }, testInfo) => {
    const who = await newMember(request, testInfo);
    await page.route(POSTCODE_SCRIPT_URL, (route) => route.fulfill({ contentType: "application/javascript", body: FAKE_POSTCODE_WIDGET }));
    const scriptLoads = recordRequests(page, (url) => url.href === POSTCODE_SCRIPT_URL);
    await openMyInfo(page, who.loginId);
    const address = section(page, "주소");
    await expect(address).toContainText("등록된 주소가 없어요.");

    // The widget's script loads only when the search is opened.
    await address.getByRole("button", { name: "주소 변경" }).click();
    await expect(textbox(page, "우편번호")).toBeVisible();
    expect(scriptLoads).toHaveLength(0);
    await expect(textbox(page, "우편번호")).toHaveAttribute("inputmode", "numeric");
    await expect(textbox(page, "우편번호")).toHaveAttribute("autocomplete", "postal-code");

    // A zip typed wrong is refused beside the field before anything is sent.
    await textbox(page, "우편번호").fill("123");
    await textbox(page, "주소").fill("서울");
    await page.getByRole("button", { name: "주소 저장" }).click();
    await expect(address.getByText("우편번호는 숫자 5자리로 입력해 주세요")).toBeVisible();

    await address.getByRole("button", { name: "우편번호 검색" }).click();
    await address.getByRole("button", { name: "서울특별시 중구 세종대로 110 선택" }).click();
    expect(scriptLoads).toHaveLength(1);
    await expect(textbox(page, "우편번호")).toHaveValue("04524");
    await expect(textbox(page, "주소")).toHaveValue("서울특별시 중구 세종대로 110 (서울특별시청)");
    await expect(textbox(page, "상세주소")).toBeFocused();
    await textbox(page, "상세주소").fill("3층");
    await expectNoSeriousViolations(page);
    await expectNoSidewaysScroll(page);
    await page.getByRole("button", { name: "주소 저장" }).click();
    await expect(page.getByRole("status").filter({ hasText: "주소를 저장했어요." })).toBeVisible();
    await expect(address).toContainText("(04524) 서울특별시 중구 세종대로 110 (서울특별시청) 3층");

    // The widget cannot load (offline, blocked): the form says so and takes the address typed by hand.
    await page.unroute(POSTCODE_SCRIPT_URL);
    await page.route(POSTCODE_SCRIPT_URL, (route) => route.abort("internetdisconnected"));
    await page.reload();
    await address.getByRole("button", { name: "주소 변경" }).click();
    await expect(textbox(page, "우편번호")).toHaveValue("04524");
    await address.getByRole("button", { name: "우편번호 검색" }).click();
    await expect(address.getByRole("status")).toHaveText(POSTCODE_UNAVAILABLE);
    await expect(textbox(page, "우편번호")).toBeFocused();
    await textbox(page, "우편번호").fill("48058");
    await textbox(page, "주소").fill("부산광역시 해운대구 센텀중앙로 79");
    await textbox(page, "상세주소").fill("101동 1203호");

    // A server fault keeps every typed value; then the save goes through.
    await faults.inject({ path: "users/set-addr", method: "PUT", ...SERVER_FAULT });
    await page.getByRole("button", { name: "주소 저장" }).click();
    await expect(address.getByRole("alert")).toHaveText(SERVER_FAULT.message);
    await expect(textbox(page, "주소")).toHaveValue("부산광역시 해운대구 센텀중앙로 79");
    await page.getByRole("button", { name: "주소 저장" }).click();
    await expect(address).toContainText("(48058) 부산광역시 해운대구 센텀중앙로 79 101동 1203호");
    const token = await tokenOf(request, who.loginId);
    const profile = await results<{ zip: string; daddr: string }>(
      await request.get(`${API_BASE}/users/my-profile`, { headers: { authorization: `Bearer ${token}` } }),
      "my-profile",
    );
    expect(profile).toMatchObject({ zip: "48058", daddr: "101동 1203호" });
  });

  test("marketing consent @journey", async ({ page, request, faults }, testInfo) => {
    const who = await newMember(request, testInfo);
    const today = new Intl.DateTimeFormat("ko-KR", { timeZone: "Asia/Seoul", year: "numeric", month: "long", day: "numeric" }).format(
      new Date(),
    );
    await openMyInfo(page, who.loginId);
    const marketing = section(page, "마케팅 정보 수신");
    const toggle = marketing.getByRole("switch", { name: "이벤트·혜택 정보 받기" });
    // Agreed at sign-up: on, with the day.
    await expect(toggle).toBeChecked();
    await expect(marketing).toContainText(`${today}에 동의했어요`);

    // A failed save says why and leaves the switch as it was.
    await faults.inject({ path: "users/agree-marketing", method: "PUT", ...SERVER_FAULT });
    await toggle.click();
    await expect(marketing.getByRole("alert")).toHaveText(SERVER_FAULT.message);
    await expect(toggle).toBeChecked();

    await toggle.click();
    await expect(toggle).not.toBeChecked();
    await expect(marketing).toContainText(`${today}에 동의하지 않았어요`);
    await page.reload();
    await expect(toggle).not.toBeChecked();
    await toggle.click();
    await expect(marketing).toContainText(`${today}에 동의했어요`);
    await expectNoSeriousViolations(page);
    const token = await tokenOf(request, who.loginId);
    const consent = await results<{ agreeMarketing: boolean }>(
      await request.get(`${API_BASE}/users/agree-marketing`, { headers: { authorization: `Bearer ${token}` } }),
      "agree-marketing",
    );
    expect(consent.agreeMarketing).toBe(true);
  });

  test("link and unlink a social account @journey", async ({ page, request }, testInfo) => {
    const who = await newMember(request, testInfo);
    const sub = `kakao-my-${who.loginId}`;
    await shell(page, { platform: "AOS", social: { sub, name: who.name, email: `${sub}@example.com` } });
    await openMyInfo(page, who.loginId);
    const social = section(page, "연결된 소셜 계정");
    // The member first closes the provider's screen: nothing is linked and nothing is said.
    await scriptSocialAnswer(page, { ok: false, error: { code: "CANCELLED", message: "로그인을 취소했습니다." } });
    await social.getByRole("button", { name: "카카오 연결하기" }).click();
    await expect.poll(async () => (await shellLog(page)).filter((e) => e.type === "auth.social").length).toBe(1);
    await expect(social.getByRole("button", { name: "카카오 연결하기" })).toBeEnabled();
    await expect(social.getByRole("alert")).toHaveCount(0);
    // Then the simulated shell signs in with the scripted account (a real oauthKey from the API's simulator).
    await scriptSocialAnswer(page, undefined);

    await social.getByRole("button", { name: "카카오 연결하기" }).click();
    await expect(social.getByRole("status")).toHaveText("카카오 계정을 연결했어요.");
    await expect(social).toContainText(`${sub}@example.com`);
    await expectNoSeriousViolations(page);

    // Signed out, the kakao account signs this member in.
    await page.context().clearCookies();
    await page.goto("/signin");
    await page.getByRole("button", { name: "카카오로 로그인" }).click();
    // Where the sign-in lands, not merely "off /signin": a goto before it lands would race its last redirect.
    await expect(page).toHaveURL((url) => url.pathname === "/home");
    expect((await readSession(page))?.user).toMatchObject({ userId: who.loginId, loginProvider: "kakao" });

    // Unlinking asks first; cancelled, nothing changes; confirmed, it is gone (the password remains a way in).
    await page.goto("/my-info");
    await social.getByRole("button", { name: "카카오 연결 해제" }).click();
    await dialog(page).getByRole("button", { name: "취소" }).click();
    await expect(social.getByRole("button", { name: "카카오 연결 해제" })).toBeVisible();
    await social.getByRole("button", { name: "카카오 연결 해제" }).click();
    await dialog(page).getByRole("button", { name: "연결 해제" }).click();
    await expect(social.getByRole("status")).toHaveText("카카오 계정 연결을 해제했어요.");
    await expect(social.getByRole("button", { name: "카카오 연결하기" })).toBeVisible();
  });

  test("an account without a password: unlinking its only way in refused, then a first password by identity verification @journey", async ({
    page,
    request,
  }, testInfo) => {
    // A member who signed up with a naver account only (no password).
    const who = person(testInfo);
    const sub = `naver-my-${who.loginId}`;
    const { oauthKey } = await results<{ oauthKey: string }>(
      await request.post(`${API_BASE}/sim/oauth-key`, { data: { provider: "naver", sub, name: who.name, email: `${sub}@example.com` } }),
      "sim/oauth-key",
    );
    const { serviceToken, agrees } = await verify(request, who, "oauth-signup");
    await results(
      await request.post(`${API_BASE}/auth/oauth/signup`, { data: { provider: "naver", oauthKey, sub, serviceToken, agrees } }),
      "auth/oauth/signup",
    );

    await shell(page, { platform: "iOS", social: { sub, name: who.name, email: `${sub}@example.com` } });
    await page.goto("/signin");
    await page.getByRole("button", { name: "네이버로 로그인" }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/home");
    await page.goto("/my-info");
    const social = section(page, "연결된 소셜 계정");
    await social.getByRole("button", { name: "네이버 연결 해제" }).click();
    await dialog(page).getByRole("button", { name: "연결 해제" }).click();
    const refusal = social.getByRole("alert");
    await expect(refusal).toContainText("다른 로그인 수단이 없어 연결을 해제할 수 없습니다.");
    await expect(refusal).toContainText("다른 소셜 계정을 먼저 연결한 뒤 해제해 주세요.");
    await expect(social.getByRole("button", { name: "네이버 연결 해제" })).toBeVisible();

    // A first password, proven by an identity verification instead of a current password: someone else's first.
    const password = section(page, "비밀번호");
    await password.getByRole("button", { name: "비밀번호 만들기" }).click();
    await expect(field(page, "현재 비밀번호")).toHaveCount(0);
    await field(page, "이름").fill("김다른");
    await field(page, "생년월일 8자리").fill("19800101");
    await field(page, "휴대폰 번호").fill(`010-6${digits(3)}-${digits(4)}`);
    await password.getByRole("button", { name: "본인인증" }).click();
    await field(page, "새 비밀번호").fill(NEW_PASSWORD);
    await field(page, "새 비밀번호 확인").fill(NEW_PASSWORD);
    await password.getByRole("button", { name: "비밀번호 변경" }).click();
    await expect(password.getByRole("alert")).toHaveText("본인인증 정보가 회원 정보와 일치하지 않습니다.");
    await expectNoSeriousViolations(page);
    await password.getByRole("button", { name: "본인인증 다시 하기" }).click();
    await field(page, "이름").fill(who.name);
    await field(page, "생년월일 8자리").fill(who.birthDate.replaceAll("-", ""));
    await field(page, "휴대폰 번호").fill(who.phone);
    await password.getByRole("button", { name: "본인인증" }).click();
    await field(page, "새 비밀번호").fill(NEW_PASSWORD);
    await field(page, "새 비밀번호 확인").fill(NEW_PASSWORD);
    await password.getByRole("button", { name: "비밀번호 변경" }).click();
    await expect(page.getByRole("status").filter({ hasText: "비밀번호를 만들었어요" })).toBeVisible();

    // With a password, the naver account is no longer the only way in: unlinking it goes through.
    await expect(password.getByRole("button", { name: "비밀번호 변경" })).toBeVisible();
    await social.getByRole("button", { name: "네이버 연결 해제" }).click();
    await dialog(page).getByRole("button", { name: "연결 해제" }).click();
    await expect(social.getByRole("status")).toHaveText("네이버 계정 연결을 해제했어요.");
  });

  test("withdraw then sign-in refused @journey", async ({ page, request }, testInfo) => {
    const who = await newMember(request, testInfo);
    await openMyInfo(page, who.loginId);
    const withdrawal = section(page, "회원 탈퇴");
    await withdrawal.getByRole("button", { name: "탈퇴하기" }).click();
    // What is deleted, what is kept and for how long.
    await expect(withdrawal).toContainText("탈퇴하면 바로 삭제돼요");
    await expect(withdrawal).toContainText("계약·청약철회, 대금 결제 기록");
    await expect(withdrawal).toContainText("5년 (전자상거래법)");
    await expectNoSeriousViolations(page);
    await expectNoSidewaysScroll(page);

    const form = page.getByRole("form", { name: "회원 탈퇴" });
    // Not ticked, and a wrong password: refused beside each.
    await field(page, "현재 비밀번호").fill("Wrong2026!");
    await form.getByRole("button", { name: "회원 탈퇴" }).click();
    await expect(form.getByText("탈퇴 안내를 확인하고 체크해 주세요.")).toBeVisible();
    await form.getByRole("checkbox", { name: "탈퇴 안내를 모두 확인했습니다" }).check();
    await form.getByRole("button", { name: "회원 탈퇴" }).click();
    await expect(form.getByText("현재 비밀번호가 일치하지 않습니다.")).toBeVisible();
    await expect(form.getByRole("checkbox", { name: "탈퇴 안내를 모두 확인했습니다" })).toBeChecked();

    await field(page, "현재 비밀번호").fill(PASSWORD);
    await form.getByRole("button", { name: "회원 탈퇴" }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/nonMemberMain");
    expect(await readSession(page)).toBeNull();

    // The closed account cannot sign in again.
    await page.goto("/signin");
    const signin = signInForm(page);
    await signin.fill(who.loginId, PASSWORD);
    await signin.submit.click();
    await expect(page.getByRole("main").getByRole("alert")).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === "/signin");
    expect(await readSession(page)).toBeNull();
  });

  test("a member in service cannot withdraw and is told why and where to go @journey", async ({ page, request }, testInfo) => {
    const who = await newMember(request, testInfo);
    const token = await tokenOf(request, who.loginId);
    await joinWithPromotionKey(request, { ...who, auth: { Authorization: `Bearer ${token}` } });

    await openMyInfo(page, who.loginId);
    const withdrawal = section(page, "회원 탈퇴");
    await withdrawal.getByRole("button", { name: "탈퇴하기" }).click();
    const form = page.getByRole("form", { name: "회원 탈퇴" });
    await form.getByRole("checkbox", { name: "탈퇴 안내를 모두 확인했습니다" }).check();
    await field(page, "현재 비밀번호").fill(PASSWORD);
    await form.getByRole("button", { name: "회원 탈퇴" }).click();
    const refusal = form.getByRole("alert");
    await expect(refusal).toContainText("탈퇴할 수 없습니다");
    await expect(refusal).toContainText("서비스를 해지하면");
    await expectNoSeriousViolations(page);
    await refusal.getByRole("link", { name: "내 서비스 상태 보기" }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/home");
    expect((await readSession(page))?.user.userId).toBe(who.loginId);
  });
});
