import { request as httpRequest } from "node:http";
import type { ConsoleMessage, Page } from "@playwright/test";
import { dialog, expect, hydrated, signInForm, test } from "../fixtures";
import { DEMO_PASSWORD, ONE_PHONE_TAG, PRODUCT, WEB_PORT } from "../env";

/**
 * The web tier (docs/web-shell.md, docs/security.md "The web tier"): over-limit bodies are refused with 413 by the
 * web origin itself, redirects stay on the origin the user is on, the error pages and the prerendered landing page
 * run their scripts under the CSP.
 */

const MB = 1024 * 1024;
const TOO_LARGE = /^요청 크기가 허용 한도를 넘었습니다/;

interface RawAnswer {
  status: number;
  body: { error?: { code: string; message: string } };
}

/**
 * Sends `size` bytes to the web origin with Node's http client: with `Content-Length` or chunked, optionally
 * waiting for `100 Continue` before the body as clients that send `Expect: 100-continue` do.
 */
function sendBody(
  path: string,
  contentType: string,
  size: number,
  opts: { expectContinue?: boolean; chunked?: boolean } = {},
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { "content-type": contentType };
    if (!opts.chunked) headers["content-length"] = String(size);
    if (opts.expectContinue) headers.expect = "100-continue";
    const req = httpRequest({ host: "127.0.0.1", port: WEB_PORT, path, method: "POST", headers });
    const chunk = Buffer.alloc(256 * 1024, 0x61);
    let left = size;
    let answered = false;
    const pump = () => {
      while (left > 0 && !answered) {
        const n = Math.min(left, chunk.length);
        left -= n;
        if (!req.write(chunk.subarray(0, n))) {
          req.once("drain", pump);
          return;
        }
      }
      req.end();
    };
    if (opts.expectContinue) req.once("continue", pump);
    else pump();
    req.on("response", (res) => {
      answered = true;
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (c: string) => (text += c));
      res.on("end", () => {
        req.destroy();
        resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) as RawAnswer["body"] });
      });
    });
    req.on("error", (err) => {
      if (!answered) reject(err);
    });
  });
}

test.describe("over-limit bodies through the web origin", { tag: ONE_PHONE_TAG }, () => {
  const upload = `/${PRODUCT}/api/files/upload?fileType=INQUIRY`;
  const login = `/${PRODUCT}/api/auth/login`;

  test("a 70 MB upload is answered 413 with the Korean message, not 502", async () => {
    const res = await sendBody(upload, "multipart/form-data; boundary=x", 70 * MB);
    expect(res.status).toBe(413);
    expect(res.body.error?.code).toBe("PAYLOAD_TOO_LARGE");
    expect(res.body.error?.message).toMatch(TOO_LARGE);
  });

  test("an over-limit JSON body and upload sent with Expect: 100-continue are answered 413", async () => {
    const json = await sendBody(login, "application/json", 2 * MB, { expectContinue: true });
    expect(json.status).toBe(413);
    expect(json.body.error?.message).toMatch(TOO_LARGE);
    const multipart = await sendBody(upload, "multipart/form-data; boundary=x", 70 * MB, { expectContinue: true });
    expect(multipart.status).toBe(413);
    expect(multipart.body.error?.message).toMatch(TOO_LARGE);
  });

  test("a chunked JSON body is cut off with 413 once it passes the limit", async () => {
    const res = await sendBody(login, "application/json", 2 * MB, { chunked: true });
    expect(res.status).toBe(413);
    expect(res.body.error?.message).toMatch(TOO_LARGE);
  });

  test("a body within the limit still reaches the API", async () => {
    const res = await sendBody(login, "application/json", 16, { expectContinue: true });
    // The API's own answer to 16 bytes of "a": not JSON.
    expect(res.status).toBe(400);
    expect(res.body.error?.code).toBe("VALIDATION_ERROR");
  });
});

test.describe("redirects stay on the origin the user is on", { tag: ONE_PHONE_TAG }, () => {
  for (const host of ["127.0.0.1", "localhost"]) {
    test(`sign in and sign out on http://${host}`, async ({ page }) => {
      const origin = `http://${host}:${WEB_PORT}`;
      await page.goto(`${origin}/signin?callbackUrl=%2Fmenu`);
      const form = signInForm(page);
      await form.fill("demo", DEMO_PASSWORD);
      await form.submit.click();
      await expect(page).toHaveURL(`${origin}/menu`);

      // The sign-in loads /menu afresh: its 로그아웃 answers once the page has hydrated.
      await hydrated(page);
      await page.getByRole("button", { name: "로그아웃" }).click();
      await dialog(page).getByRole("button", { name: "로그아웃" }).click();
      await expect(page).toHaveURL(`${origin}/nonMemberMain`);
    });
  }
});

/** Console errors and CSP violations of a page (Chromium reports a blocked script both ways). */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (m: ConsoleMessage) => {
    if (m.type() === "error" || /Content Security Policy/i.test(m.text())) errors.push(`${m.text()} ${m.location().url}`);
  });
  page.on("pageerror", (e) => errors.push(e.message));
  return errors;
}

/**
 * Links to screens not built yet (`/board/qna`, `/diagnosis/trial`) are prefetched when idle
 * and their data answers 404 until those pages exist: a missing page, not a script error.
 */
const isPrefetchOfMissingPage = (e: string) => /Failed to load resource: .*404.* \S+\/_next\/data\/\S+\.json$/.test(e);

test.describe("pages under the CSP", { tag: ONE_PHONE_TAG }, () => {
  test("the 404 page runs its scripts: no console error, no CSP violation, its buttons work", async ({ page }) => {
    // (The 500 page is pages/_error.tsx, rendered per request with the failing route's nonce: unit-tested.)
    const errors = watchErrors(page);
    const res = await page.goto("/no-such-page-here");
    expect(res?.status()).toBe(404);
    // Prerendered, served without the proxy: the static policy with the hashes of its inline scripts.
    const csp = res?.headers()["content-security-policy"];
    expect(csp).not.toMatch(/nonce-/);
    expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/]{43}=')+;/);
    await expect(page.getByRole("heading", { level: 1, name: "페이지를 찾을 수 없습니다" })).toBeVisible();
    // Hydrated: Next's client router is up, which only its (nonce'd) scripts can have started.
    await expect.poll(() => page.evaluate(() => typeof (window as { next?: { router?: unknown } }).next?.router)).toBe("object");
    // The 404 itself is logged by Chromium as a failed resource load: not a script error.
    expect(
      errors.filter((e) => !isPrefetchOfMissingPage(e) && !/Failed to load resource: .*404.* \S+\/no-such-page-here$/.test(e)),
    ).toEqual([]);

    await page.getByRole("link", { name: "홈으로 가기" }).click();
    // /home needs a session: the guard sends a visitor to the sign-in page.
    await expect(page).toHaveURL((url) => url.pathname === "/signin");
  });

  test("the landing page is prerendered: the same nonce-free CSP on every response, no console or CSP error", async ({ page, request }) => {
    const first = await request.get("/nonMemberMain");
    const second = await request.get("/nonMemberMain");
    const csp = first.headers()["content-security-policy"]!;
    expect(csp).toBeTruthy();
    // What a shared cache may replay: no nonce, the same policy every time, with the page's inline script by hash.
    expect(csp).not.toMatch(/nonce-/);
    expect(second.headers()["content-security-policy"]).toBe(csp);
    expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/]{43}=')+;/);
    expect(await first.text()).not.toContain("nonce=");
    expect(first.headers()["cache-control"]).toMatch(/^public, .*s-maxage=\d+/);

    const errors = watchErrors(page);
    await page.goto("/nonMemberMain");
    await expect(page.getByTestId("service-status")).toContainText("서비스 정상 운영 중");
    await page.getByTestId("fire-guide").locator("summary").first().click();
    await expect(page.getByTestId("fire-guide").locator("details").first()).toHaveAttribute("open", "");
    expect(errors.filter((e) => !isPrefetchOfMissingPage(e))).toEqual([]);
  });
});
