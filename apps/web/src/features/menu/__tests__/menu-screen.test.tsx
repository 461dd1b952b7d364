// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import type { RefundQuote } from "@evsafe/contract";
import { apiFrom, renderWithSwr, type Answers } from "@/testing/render";
import { STATUS_FIXTURES } from "@/testing/factories";
import { ApiRequestError } from "@/shared/api-client";
import { resetAppState, setAppState } from "@/shared/app-state";
import { MenuScreen, type MenuScreenDeps } from "../menu-screen";

const mocks = vi.hoisted(() => ({ api: vi.fn(), activity: vi.fn() }));
vi.mock("@/shared/api-client", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/shared/api-client")>()),
  api: (...args: unknown[]) => mocks.api(...args),
}));
vi.mock("@/domain/use-activity-report", () => ({ useActivityReport: (opts: unknown) => mocks.activity(opts) }));
vi.mock("@/auth/client/client", () => ({
  useSession: () => ({ status: "authenticated", data: { user: { userName: "김민준" } } }),
}));
vi.mock("@/auth/client/actions", () => ({ signOut: vi.fn() }));

/** The API's refund quote for a 12-month pass in its 3rd month. */
const QUOTE: RefundQuote = {
  action: "CANCEL",
  allowed: true,
  reason: null,
  productName: "배터리 안전 모니터링 12개월",
  paidAmount: 118800,
  periodMonths: 12,
  usedMonths: 3,
  remainingMonths: 9,
  serviceEndDate: "2026-12-18",
  refundAmount: 89100,
  deviceFee: 33000,
  refundIfDeviceKept: 56100,
  deviceReturnRequired: true,
  deviceReturnDeadline: "2027-01-01",
};

function show(answers: Answers, deps: Partial<MenuScreenDeps> = {}) {
  mocks.api.mockImplementation(apiFrom(answers));
  const full: MenuScreenDeps = {
    cancelService: vi.fn(),
    getRefundQuote: vi.fn(async () => QUOTE),
    signOut: vi.fn(async () => undefined),
    confirm: vi.fn(async () => true),
    ...deps,
  };
  renderWithSwr(<MenuScreen deps={full} />);
  return full;
}

beforeEach(() => {
  mocks.api.mockReset();
  mocks.activity.mockReset();
  resetAppState();
});
afterEach(cleanup);

describe("MenuScreen", () => {
  it("the menu links, 로그아웃 and the activity report, even while the status loads", () => {
    show({});
    expect(mocks.activity).toHaveBeenCalledWith({ screen: "/menu" });
    expect(screen.getByRole("heading", { level: 1, name: "메뉴" })).toBeInTheDocument();
    const menu = within(screen.getByRole("navigation", { name: "내 메뉴" }));
    const links = [
      ["내 서비스", "/service"],
      ["내 정보", "/my-info"],
      ["단말기 관리", "/obd"],
      ["내 차와 배터리", "/vehicle"],
      ["배터리 지표", "/statistics"],
      ["주행·충전 통계", "/driving"],
      ["배터리 화재 대처법", "/fire-safety"],
      ["알림 설정", "/settings/alim"],
      ["공지사항", "/board/notice"],
      ["자주 묻는 질문", "/board/faq"],
      ["1:1 문의", "/board/qna"],
      ["서비스 리뷰", "/review"],
      ["설정", "/settings"],
    ];
    expect(menu.getAllByRole("link")).toHaveLength(links.length);
    for (const [name, href] of links) expect(menu.getByRole("link", { name })).toHaveAttribute("href", href);
    expect(menu.getByRole("link", { name: "알림 설정" })).toHaveAccessibleDescription("배터리 안전 알림과 알림 종류");
    expect(screen.getByRole("button", { name: "로그아웃" })).toBeInTheDocument();
    expect(screen.getByText("서비스 상태를 불러오는 중입니다")).toBeInTheDocument();
  });

  it("the app version from the shell, and an available update", () => {
    setAppState({ version: "1.4.2", apiVersion: "1.5.0", isUpdate: true });
    show({});
    expect(screen.getByTestId("app-version")).toHaveTextContent("앱 버전1.4.2최신 1.5.0 업데이트 가능");
  });

  it("in a browser (no shell): says so instead of a version", () => {
    show({});
    expect(screen.getByTestId("app-version")).toHaveTextContent("앱 버전웹 브라우저");
  });

  it("in use: the user and status, and 서비스 해지 after a confirmation naming the end date, the refund and the device return", async () => {
    const deps = show(
      { getMyServiceStatus: STATUS_FIXTURES.inUse() },
      { cancelService: vi.fn(async () => STATUS_FIXTURES.cancelRequested()) },
    );
    const summary = await screen.findByTestId("service-status-summary");
    expect(summary).toHaveTextContent("김민준님");
    expect(summary).toHaveTextContent("이용중");
    fireEvent.click(screen.getByRole("button", { name: "서비스 해지" }));
    await waitFor(() => expect(deps.cancelService).toHaveBeenCalledTimes(1));
    expect(deps.confirm).toHaveBeenCalledWith(
      expect.objectContaining({
        type: "remove",
        yes: "해지 신청",
        message: expect.stringContaining(
          "2026년 12월 18일까지 이용할 수 있고, 환불 예정 금액은 89,100원이에요. 단말기는 2027년 1월 1일까지 반납해 주세요(반납하지 않으면 56,100원).",
        ),
      }),
    );
    expect(await screen.findByTestId("next-step-cancel-requested")).toHaveTextContent("2026년 12월 12일");
    expect(screen.getByText("해지 신청이 접수되었어요.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "서비스 해지" })).toBeNull();
  });

  it("서비스 해지 declined: nothing is sent", async () => {
    const deps = show({ getMyServiceStatus: STATUS_FIXTURES.inUse() }, { confirm: vi.fn(async () => false) });
    fireEvent.click(await screen.findByRole("button", { name: "서비스 해지" }));
    await waitFor(() => expect(deps.confirm).toHaveBeenCalled());
    expect(deps.cancelService).not.toHaveBeenCalled();
  });

  it("서비스 해지 failing outside the policy: a Korean line", async () => {
    show({ getMyServiceStatus: STATUS_FIXTURES.inUse() }, { cancelService: vi.fn(async () => Promise.reject(new Error("boom"))) });
    fireEvent.click(await screen.findByRole("button", { name: "서비스 해지" }));
    expect(await screen.findByText("해지 신청을 처리하지 못했어요. 잠시 후 다시 시도해 주세요.")).toBeInTheDocument();
  });

  it("로그아웃 after confirmation, to the public landing page", async () => {
    const deps = show({ getMyServiceStatus: STATUS_FIXTURES.inUse() });
    fireEvent.click(screen.getByRole("button", { name: "로그아웃" }));
    await waitFor(() => expect(deps.signOut).toHaveBeenCalledWith({ callbackUrl: "/nonMemberMain" }));
  });

  it.each([
    ["notJoined", "next-step-not-joined", "미가입"],
    ["applying", "next-step-applying", "신청중"],
    ["cancelRequested", "next-step-cancel-requested", "해지신청"],
    ["cancelled", "next-step-ended", "해지"],
  ] as const)("%s: the status and its next step; no 서비스 해지", async (fixture, testId, label) => {
    show({ getMyServiceStatus: STATUS_FIXTURES[fixture](), getObd: new ApiRequestError(500, "X", "오류") });
    expect(await screen.findByTestId(testId)).toBeInTheDocument();
    expect(screen.getByTestId("service-status-summary")).toHaveTextContent(label);
    expect(screen.queryByRole("button", { name: "서비스 해지" })).toBeNull();
  });

  it("status error: inline error, and the menu and 로그아웃 still work", async () => {
    show({ getMyServiceStatus: () => new ApiRequestError(0, "NETWORK_ERROR", "서버에 연결할 수 없습니다.") });
    expect(await screen.findByTestId("error-state")).toHaveTextContent("서비스 상태를 불러오지 못했어요");
    expect(screen.getByRole("button", { name: "로그아웃" })).toBeEnabled();
    expect(screen.getByRole("link", { name: "1:1 문의" })).toHaveAttribute("href", "/board/qna");
  });
});
