import type { Page } from "@playwright/test";
import type { CodeItem, InquiryItem, NoticeItem } from "@evsafe/contract";
import { apiGet, apiPath, dialog, expect, recordRequests, shell, shellLog, signIn, test } from "../fixtures";
import { digits, expectNoSeriousViolations, expectNoSidewaysScroll } from "../page-checks";

/**
 * The customer centre: notices (/board/notice), the FAQ (/board/faq) and 1:1 inquiries (/board/qna). Journeys that
 * write make an inquiry of their own (a random title) and delete it, so projects and reruns never meet; the seeded
 * inquiries are only read (the failed delete is failed by fault injection).
 */

const SMALL_PHONE = { width: 360, height: 640 };
/** A 1×1 PNG: the API decides the type by these bytes. */
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==", "base64");
const png = (name: string) => ({ name, mimeType: "image/png", buffer: PNG });
const DEFAULT_ERROR_TEXT = "서비스 접속이 원활하지 않습니다. 잠시 후 다시 시도해 주세요.";

async function checkScreen(page: Page) {
  await expectNoSeriousViolations(page);
  await expectNoSidewaysScroll(page);
}

const heading = (page: Page, name: string) => page.getByRole("heading", { level: 1, name });

async function fillInquiry(page: Page, title: string) {
  await page.getByLabel("문의 분류").selectOption({ label: "단말기·설치" });
  await page.getByLabel("제목").fill(title);
  await page.getByLabel("문의 내용").fill("단말기를 꽂았는데 앱에 연결 상태가 바뀌지 않아요. 확인 부탁드립니다.");
}

test.describe("customer centre", () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize(SMALL_PHONE);
  });

  test("a driver reads a notice of each category, with the way back keeping the category @journey", async ({ page, request }) => {
    await signIn(page, "demo");
    const categories = await apiGet<CodeItem[]>(request, "notice/category");
    await page.goto("/board/notice");
    await expect(heading(page, "공지사항")).toBeVisible();
    await checkScreen(page);
    for (const category of categories) {
      const [first] = await apiGet<NoticeItem[]>(request, `notice?ntcDivCcd=${category.codeNo}`);
      if (!first) continue;
      await page.getByRole("group", { name: "공지 분류" }).getByRole("button", { name: category.codeNm }).click();
      await expect(page).toHaveURL(new RegExp(`category=${category.codeNo}`));
      await page
        .getByTestId("notice-list")
        .getByRole("link", { name: new RegExp(escape(first.title)) })
        .click();
      await expect(page.getByRole("heading", { level: 2, name: first.title })).toBeVisible();
      await page.goBack();
      await expect(page).toHaveURL(new RegExp(`/board/notice\\?category=${category.codeNo}$`));
      await expect(page.getByRole("button", { name: category.codeNm, pressed: true })).toBeVisible();
    }
  });

  test("notices with hostile HTML run nothing and load nothing from elsewhere; links leave through the shell @journey", async ({
    page,
    request,
  }) => {
    await shell(page, { platform: "AOS" });
    await signIn(page, "demo");
    const dialogs: string[] = [];
    page.on("dialog", (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    const foreign = recordRequests(page, (url) => url.hostname !== "127.0.0.1" && url.hostname !== "localhost");
    // The seed's notices hold a script, an onerror handler, a javascript: link, an iframe and remote images. The walk
    // goes through 다음글 (client-side navigations, each read and sanitised on the web server) from the newest.
    const notices = await apiGet<NoticeItem[]>(request, "notice");
    await page.goto(`/board/notice/${notices[0]!.ntcSn}`);
    for (const [i, notice] of notices.entries()) {
      const article = page.locator("article");
      await expect(article.getByRole("heading", { level: 2, name: notice.title })).toBeVisible();
      expect(await article.locator("script, style, iframe, object, embed, svg, form, img:not([src^='/'])").count()).toBe(0);
      expect(await article.locator("[onerror], [onclick], [onload], [style], a[href^='javascript' i]").count()).toBe(0);
      if (i < notices.length - 1)
        await page
          .getByRole("navigation", { name: "이전글·다음글" })
          .getByRole("link", { name: /다음글/ })
          .click();
    }
    expect(dialogs).toEqual([]);
    expect(foreign.map((r) => r.url())).toEqual([]);

    // The winter guide's remote image is a link, not a picture; its links open through link.open.
    const guide = notices.find((n) => n.title.includes("겨울철"))!;
    await page.goto(`/board/notice/${guide.ntcSn}`);
    await expect(page.getByRole("link", { name: "이미지 보기: 겨울철 배터리 관리 수칙" })).toBeVisible();
    await checkScreen(page);
    await page.getByRole("link", { name: "겨울철 안전 가이드" }).click();
    await expect
      .poll(async () => (await shellLog(page)).filter((e) => e.type === "link.open").map((e) => e.payload))
      .toEqual([{ url: "https://www.evsafe.example/guide/winter" }]);
    await expect(page).toHaveURL(new RegExp(`/board/notice/${guide.ntcSn}$`));
  });

  test("the FAQ finds a question by the middle of a word, opens it as an accordion, and points to 1:1 문의 @journey", async ({ page }) => {
    await signIn(page, "demo");
    await page.goto("/board/faq");
    await expect(heading(page, "자주 묻는 질문")).toBeVisible();
    await checkScreen(page);
    const search = page.getByRole("searchbox", { name: "질문 검색" });
    await search.fill("카오");
    const question = page.getByRole("button", { name: /카카오·네이버 계정을 연결할 수 있나요/ });
    await expect(question).toBeVisible();
    await expect(page.getByTestId("faq-list").getByRole("listitem")).toHaveCount(1);
    await expect(question).toHaveAttribute("aria-expanded", "false");
    await question.click();
    await expect(question).toHaveAttribute("aria-expanded", "true");
    await checkScreen(page);
    await search.fill("없는낱말입니다");
    await expect(page.getByText("찾는 질문이 없어요")).toBeVisible();
    // A category narrows the list; the search keeps working over it.
    await search.fill("");
    await page.getByRole("group", { name: "질문 분류" }).getByRole("button", { name: "계정" }).click();
    await expect(page).toHaveURL(/category=05/);
    await expect(page.getByRole("button", { name: /회원 탈퇴는 어떻게 하나요/ })).toBeVisible();
    await expect(page.getByRole("button", { name: /서비스는 어떻게 가입하나요/ })).toHaveCount(0);
    await page.getByRole("link", { name: "1:1 문의하기" }).click();
    await expect(heading(page, "1:1 문의")).toBeVisible();
  });

  test("a driver writes an inquiry with two photos, sees it 답변대기, opens a photo and deletes it @journey", async ({ page }) => {
    await signIn(page, "demo");
    const title = `단말기 연결 문의 ${digits(6)}`;
    await page.goto("/board/qna");
    await page.getByRole("link", { name: "문의하기", exact: true }).click();
    await expect(heading(page, "문의하기")).toBeVisible();
    await fillInquiry(page, title);
    await page.getByTestId("photo-input").setInputFiles([png("설치1.png"), png("설치2.png")]);
    await expect(page.getByRole("img", { name: /첨부 사진/ })).toHaveCount(2);
    await checkScreen(page);
    const uploads = recordRequests(page, (url) => url.pathname.startsWith(apiPath("files/")));
    const posts = recordRequests(page, (url, req) => url.pathname === apiPath("ask") && req.method() === "POST");
    const submit = page.getByRole("button", { name: "문의 등록" });
    await submit.click();
    await expect(page).toHaveURL((url) => url.pathname === "/board/qna");
    expect(posts).toHaveLength(1);
    expect(uploads.map((r) => new URL(r.url()).pathname.replace(/\d+$/, "N"))).toEqual([
      apiPath("files/upload/encrypted"),
      apiPath("files/add/encrypted/N"),
    ]);

    const entry = page.getByTestId("inquiry-list").getByRole("link", { name: new RegExp(title) });
    await expect(entry.getByTestId("inquiry-status")).toHaveText("답변대기");
    await entry.click();
    await expect(page.getByRole("heading", { level: 2, name: title })).toBeVisible();
    await expect(page.getByRole("heading", { name: "첨부한 사진 2장" })).toBeVisible();
    await checkScreen(page);
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: /설치1\.png/ }).click();
    expect((await download).suggestedFilename()).toBe("설치1.png");

    await page.getByRole("button", { name: "문의 삭제" }).click();
    const confirm = dialog(page);
    await expect(confirm).toContainText("이 문의를 삭제할까요?");
    await confirm.getByRole("button", { name: "삭제" }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/board/qna");
    await expect(page.getByTestId("inquiry-list")).toBeVisible();
    await expect(page.getByRole("link", { name: new RegExp(title) })).toHaveCount(0);
  });

  test("a seeded answered inquiry shows its answer and cannot be deleted @journey", async ({ page }) => {
    await signIn(page, "demo");
    await page.goto("/board/qna");
    await page.getByRole("group", { name: "답변 상태" }).getByRole("button", { name: "답변완료" }).click();
    await expect(page).toHaveURL(/status=02/);
    await page.getByRole("link", { name: /결제 영수증은 어디서 받나요/ }).click();
    const answer = page.getByTestId("inquiry-answer");
    await expect(answer).toContainText("결제 영수증은 내 서비스 > 결제 내역에서");
    await expect(page.getByRole("button", { name: "문의 삭제" })).toHaveCount(0);
    await checkScreen(page);
  });

  test("photo mistakes are said beside the field before anything is sent, and the form keeps its text @journey", async ({ page }) => {
    await signIn(page, "demo");
    await page.goto("/board/qna/new");
    const title = `사진 오류 문의 ${digits(6)}`;
    await fillInquiry(page, title);
    const uploads = recordRequests(page, (url) => url.pathname.startsWith(apiPath("files/")));
    const input = page.getByTestId("photo-input");
    await input.setInputFiles([
      { name: "큰사진.png", mimeType: "image/png", buffer: Buffer.alloc(10 * 1024 * 1024 + 1, 1) },
      { name: "메모.txt", mimeType: "text/plain", buffer: Buffer.from("hello") },
    ]);
    const errors = page.getByTestId("photo-errors");
    await expect(errors).toContainText("큰사진.png: 사진 한 장은 10MB까지 첨부할 수 있어요.");
    await expect(errors).toContainText("메모.txt: 사진 파일(JPG, PNG, GIF, WEBP, HEIC)만 첨부할 수 있어요.");
    await expect(page.getByRole("img", { name: /첨부 사진/ })).toHaveCount(0);
    // A picture that is not one (the API reads its first bytes): refused by the API, shown beside the photos.
    await input.setInputFiles([{ name: "가짜.png", mimeType: "image/png", buffer: Buffer.from("<svg onload=alert(1)>") }]);
    await page.getByRole("button", { name: "문의 등록" }).click();
    await expect(errors).toBeVisible();
    await expect(errors).not.toBeEmpty();
    expect(uploads).toHaveLength(1);
    await expect(page).toHaveURL(/\/board\/qna\/new$/);
    await expect(page.getByLabel("제목")).toHaveValue(title);
    await expect(page.getByRole("img", { name: /첨부 사진/ })).toHaveCount(1);
    await checkScreen(page);
  });

  test("Back from a typed inquiry asks first: 계속 작성 keeps it, 나가기 leaves @journey", async ({ page }) => {
    await signIn(page, "demo");
    await page.goto("/board/qna");
    await page.getByRole("link", { name: "문의하기", exact: true }).click();
    await page.getByLabel("제목").fill("아직 쓰는 중");
    await page.goBack();
    const ask = dialog(page);
    await expect(ask).toContainText("작성 중인 문의가 사라져요");
    await ask.getByRole("button", { name: "계속 작성" }).click();
    await expect(dialog(page)).toHaveCount(0);
    await expect(page).toHaveURL(/\/board\/qna\/new$/);
    await expect(page.getByLabel("제목")).toHaveValue("아직 쓰는 중");
    await page.goBack();
    await dialog(page).getByRole("button", { name: "나가기" }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/board/qna");
    await expect(heading(page, "1:1 문의")).toBeVisible();
  });

  test("in the app, photos need the gallery permission; refused, the form says how to allow it @journey", async ({ page }) => {
    await shell(page, { platform: "iOS", permissions: { READ_MEDIA_IMAGES: false } });
    await signIn(page, "demo");
    await page.goto("/board/qna/new");
    await page.getByRole("button", { name: "사진 추가" }).click();
    await expect(page.getByTestId("photo-errors")).toContainText("사진 접근을 허용해 주세요");
    const asked = (await shellLog(page)).filter((e) => e.type === "permission.request").map((e) => e.payload);
    expect(asked).toEqual([{ permission: "READ_MEDIA_IMAGES" }]);
  });

  test("the default error dialog's 문의하기 reaches the inquiry board @journey", async ({ page, faults }) => {
    const session = await signIn(page, "demo");
    const [processing] = await apiGet<InquiryItem[]>(page.request, "ask?iqrSttsDivCcd=06", session.accessToken);
    await page.goto(`/board/qna/${processing!.iqrSn}`);
    await faults.inject({ path: `ask/${processing!.iqrSn}`, method: "DELETE", status: 503, code: "INTERNAL_ERROR", message: "" });
    await page.getByRole("button", { name: "문의 삭제" }).click();
    await dialog(page).getByRole("button", { name: "삭제" }).click();
    const error = dialog(page);
    await expect(error).toContainText(DEFAULT_ERROR_TEXT);
    await error.getByRole("link", { name: "문의하기" }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/board/qna");
    await expect(page.getByRole("link", { name: /셀 전압 편차/ })).toBeVisible();
  });

  test("a member without a service has no inquiries yet; unknown or malformed addresses are 404s @journey", async ({ page }) => {
    await signIn(page, "demo00");
    await page.goto("/board/qna");
    await expect(page.getByTestId("empty-state")).toContainText("남긴 문의가 없어요");
    await page.getByRole("group", { name: "답변 상태" }).getByRole("button", { name: "답변완료" }).click();
    await expect(page.getByTestId("empty-state")).toContainText("이 상태의 문의가 없어요");
    await checkScreen(page);
    for (const path of ["/board/qna/abc", "/board/notice/0", "/board/notice/999999"]) {
      const res = await page.goto(path);
      expect(res?.status(), path).toBe(404);
    }
    // Someone else's inquiry: the API does not say it exists.
    await page.goto("/board/qna/1");
    await expect(page.getByText("문의를 찾을 수 없어요")).toBeVisible();
  });

  test("no link of the menu, /home, /service-pause or the customer centre leads to a 404 @journey", async ({ page }) => {
    await signIn(page, "demo");
    const hrefs = new Set<string>();
    for (const path of [
      "/menu",
      "/board/notice",
      "/board/faq",
      "/board/qna",
      "/board/qna/new",
      "/home",
      "/service-pause?callbackUrl=/home",
    ]) {
      await page.goto(path);
      await expect(page.locator("main")).toBeVisible();
      for (const href of await page.locator("a[href^='/']").evaluateAll((as) => as.map((a) => a.getAttribute("href") ?? ""))) {
        if (!href.startsWith("//") && !href.startsWith("/api/")) hrefs.add(href);
      }
    }
    expect(hrefs.size).toBeGreaterThan(10);
    const missing: string[] = [];
    for (const href of hrefs) {
      const res = await page.request.get(href);
      if (res.status() === 404) missing.push(href);
    }
    expect(missing).toEqual([]);
  });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
