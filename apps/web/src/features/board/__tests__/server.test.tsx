// @vitest-environment jsdom
import { cleanup, render } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { GetServerSidePropsContext } from "next";
import { unstable_serialize } from "swr";
import type { FaqItem, NoticeDetail } from "@evsafe/contract";
import { ApiRequestError } from "@/shared/api-error";
import { apiKey } from "@/shared/fetcher";
import { TEST_SESSION as SESSION } from "@/testing/factories";

const getServerSession = vi.fn();
vi.mock("next-auth/next", () => ({ getServerSession: (...args: unknown[]) => getServerSession(...args) }));
const api = vi.hoisted(() => vi.fn());
vi.mock("@/shared/api-client", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/shared/api-client")>()),
  api: (...args: unknown[]) => api(...args),
}));
vi.mock("next/router", () => ({ useRouter: () => ({ replace: vi.fn(), asPath: "/board/notice/7" }) }));
vi.mock("@/session-frame/components/tab-bar", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/session-frame/components/tab-bar")>()),
  TabBar: () => null,
}));

const { getFaqBoardProps, getInquiryBoardProps, getNoticeDetailProps } = await import("../server");
const { NoticeDetailScreen } = await import("../notice/notice-detail-screen");

const ctx = (params: Record<string, string>, query: Record<string, string> = {}, dataRequest = false) =>
  ({
    req: dataRequest ? { cookies: {}, headers: { "x-nextjs-data": "1" }, url: "/_next/data/b/board.json" } : { cookies: {}, headers: {} },
    res: { getHeader: () => undefined, setHeader: () => {} },
    resolvedUrl: "/board",
    params,
    query,
  }) as unknown as GetServerSidePropsContext;

/** What a faulty or compromised API could send: every vector the web's own sanitiser must stop. */
const HOSTILE = [
  "<p>본문</p>",
  "<script>window.__pwned = 1</script>",
  '<img src="x" onerror="window.__pwned = 2">',
  '<a href="javascript:window.__pwned = 3">링크</a>',
  "<style>body{display:none}</style>",
  '<iframe src="https://ads.example/track"></iframe>',
  '<img src="https://track.example/pixel.gif" width="1" height="1">',
  '<form action="https://evil.example"><input name="pw"></form>',
  '<svg onload="window.__pwned = 4"><script>window.__pwned = 5</script></svg>',
  '<p style="position:fixed" onclick="window.__pwned = 6">글</p>',
].join("");

const notice = (contents: string): NoticeDetail => ({
  ntcSn: 7,
  ntcDivCcd: "01",
  ntcDivNm: "공지",
  title: "점검 안내",
  pinned: false,
  isNew: true,
  viewCount: 3,
  postedAt: "2026-11-24T01:00:00Z",
  contents,
  prev: null,
  next: null,
});

beforeEach(() => {
  getServerSession.mockReset().mockResolvedValue(SESSION);
  api.mockReset();
});
afterEach(() => {
  cleanup();
  delete (window as { __pwned?: number }).__pwned;
});

describe("getNoticeDetailProps", () => {
  it("hands the page the notice with hostile HTML sanitised, and the page runs and loads nothing of it", async () => {
    api.mockResolvedValue(notice(HOSTILE));
    const result = (await getNoticeDetailProps(ctx({ id: "7" }))) as { props: { data: NoticeDetail } };
    expect(api).toHaveBeenCalledWith("getNotice", expect.objectContaining({ params: { id: 7 }, token: "token-1" }));
    const html = result.props.data.contents;
    expect(html).not.toMatch(/<(script|style|iframe|svg|form|input)|on\w+=|javascript:|style=|<img/i);

    const { container } = render(<NoticeDetailScreen {...result.props} />);
    const article = container.querySelector("article")!;
    expect(article.textContent).toContain("본문");
    expect(article.querySelectorAll("script, style, iframe, svg, form, img").length).toBe(0);
    expect([...article.querySelectorAll("*")].some((el) => [...el.attributes].some((a) => /^on|^style$/i.test(a.name)))).toBe(false);
    expect(article.querySelector("a[href^='https://track.example']")?.textContent).toBe("이미지 보기");
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
  });

  it("answers 404 for an unknown or malformed id, and a Korean message for a failed read", async () => {
    expect(await getNoticeDetailProps(ctx({ id: "abc" }))).toEqual({ notFound: true });
    api.mockRejectedValueOnce(new ApiRequestError(404, "NOT_FOUND", "공지사항을 찾을 수 없습니다."));
    expect(await getNoticeDetailProps(ctx({ id: "99" }))).toEqual({ notFound: true });
    api.mockRejectedValueOnce(new ApiRequestError(0, "TIMEOUT", "서버 응답이 지연되고 있습니다. 잠시 후 다시 시도해 주세요."));
    expect(await getNoticeDetailProps(ctx({ id: "7" }))).toEqual({
      props: { failed: "서버 응답이 지연되고 있습니다. 잠시 후 다시 시도해 주세요.", session: SESSION },
    });
  });
});

describe("getFaqBoardProps", () => {
  it("reads the address's category and sanitises every answer", async () => {
    const faq: FaqItem = { faqSn: 1, faqDivCcd: "05", faqDivNm: "계정", question: "탈퇴는?", answer: HOSTILE };
    api.mockImplementation(async (name: string) =>
      name === "getFaqCategory" ? [{ groupCd: "FAQ_DIV", codeNo: "05", codeNm: "계정", contents: null }] : [faq],
    );
    const result = (await getFaqBoardProps(ctx({}, { category: "05" }))) as { props: { data: { items: FaqItem[]; category: string } } };
    expect(api).toHaveBeenCalledWith("getFaqs", expect.objectContaining({ query: { faqDivCcd: "05" } }));
    expect(result.props.data.category).toBe("05");
    expect(result.props.data.items[0]!.answer).not.toMatch(/<(script|style|iframe|svg|form)|on\w+=|javascript:/i);
  });
});

describe("getInquiryBoardProps", () => {
  it("prefetches the status codes and the filtered list for any signed-in member, keyed like the screen", async () => {
    api.mockImplementation(async (name: string) => (name === "getAskStatus" ? [] : []));
    const result = (await getInquiryBoardProps(ctx({}, { status: "02" }))) as { props: { fallback: Record<string, unknown> } };
    expect(Object.keys(result.props.fallback).sort()).toEqual(
      [unstable_serialize(apiKey("getAskStatus")), unstable_serialize(apiKey("getAsks", { query: { iqrSttsDivCcd: "02" } }))].sort(),
    );
    // No service status is read: the board is not gated on the service.
    expect(api).not.toHaveBeenCalledWith("getMyServiceStatus", expect.anything());
  });

  it("reads nothing on a tap (the browser reads) and ignores an unknown status", async () => {
    expect(await getInquiryBoardProps(ctx({}, {}, true))).toEqual({ props: { session: SESSION } });
    expect(api).not.toHaveBeenCalled();
    api.mockResolvedValue([]);
    await getInquiryBoardProps(ctx({}, { status: "99" }));
    expect(api).toHaveBeenCalledWith("getAsks", expect.objectContaining({ query: {} }));
  });
});
