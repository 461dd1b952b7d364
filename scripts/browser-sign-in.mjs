// Signs a member in through the web app's /signin form in a browser page (the production smoke run and the
// several-instances run): true once the page has left /signin, false when it stays there past `timeoutMs`.
export async function signInThroughForm(page, origin, { loginId, password, timeoutMs }) {
  await page.goto(`${origin}/signin`, { waitUntil: "domcontentloaded", timeout: timeoutMs });
  await page.getByRole("textbox", { name: "아이디", exact: true }).fill(loginId);
  await page.getByLabel("비밀번호", { exact: true }).fill(password);
  await page.getByRole("button", { name: "로그인", exact: true }).click();
  return page
    .waitForURL((u) => !u.pathname.startsWith("/signin"), { timeout: timeoutMs })
    .then(
      () => true,
      () => false,
    );
}
