// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { apiFrom, renderWithSwr, type Answers } from "@/testing/render";
import { STATUS_FIXTURES } from "@/testing/factories";
import type { RefundQuote } from "@evsafe/contract";
import { ApiRequestError } from "@/shared/api-error";
import { ServiceOverviewScreen, type ServiceOverviewDeps } from "../service-overview-screen";

const mocks = vi.hoisted(() => ({ api: vi.fn() }));
vi.mock("@/shared/api-client", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/shared/api-client")>()),
  api: (...args: unknown[]) => mocks.api(...args),
}));
vi.mock("@/auth/client/client", () => ({ useSession: () => ({ status: "authenticated", data: { user: { userName: "김민준" } } }) }));

const PAID_CARD = {
  tradeId: "EVS20260920103011090080",
  status: "PAID",
  statusLabel: "결제 완료",
  srvcPrdtCcd: "01",
  productName: "배터리 안전 모니터링 12개월",
  amount: 118800,
  stlmDivCcd: "01",
  stlmDivLabel: "신용카드",
  approvalNo: "20432605",
  virtualAccount: null,
  failureReason: null,
  requestedAt: "2026-09-20T10:30:00+09:00",
  paidAt: "2026-09-20T10:32:00+09:00",
  failedAt: null,
  usedForService: true,
};

function billing(overrides: Record<string, unknown> = {}) {
  return {
    serviceStatus: "02",
    serviceStatusLabel: "이용중",
    subscription: "02",
    subscriptionLabel: "구독",
    joinType: "02",
    joinTypeLabel: "월 구독",
    srvcPrdtCcd: "01",
    productName: "배터리 안전 모니터링 12개월",
    lastPayment: PAID_CARD,
    nextBillingDate: "2026-12-20",
    nextBillingAmount: 9900,
    serviceExpirationDate: "2026-12-20",
    promotionExpirationDate: null,
    totalPaidAmount: 118800,
    periodMonths: 12,
    ...overrides,
  };
}

/** What the API quotes for demo's 12-month pass in its 3rd month (docs/subscription.md "Refund rule"). */
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

function show(answers: Answers, deps: Partial<ServiceOverviewDeps> = {}) {
  mocks.api.mockImplementation(apiFrom(answers));
  const full: ServiceOverviewDeps = {
    cancelService: vi.fn(),
    getRefundQuote: vi.fn(async () => QUOTE),
    undoCancelService: vi.fn(),
    withdrawApplication: vi.fn(),
    confirm: vi.fn(async () => true),
    ...deps,
  };
  renderWithSwr(<ServiceOverviewScreen deps={full} />);
  return full;
}

const region = (name: string) => screen.findByRole("region", { name });

beforeEach(() => {
  mocks.api.mockReset();
});
afterEach(cleanup);

describe("ServiceOverviewScreen (/service)", () => {
  it("applying, the device shipped: no cancel button, no withdrawal, why not, and the inquiry board", async () => {
    show({
      getMyServiceStatus: STATUS_FIXTURES.applying(),
      getStlmServiceStatus: billing({ serviceStatus: "01" }),
      getObd: new Promise(() => {}),
      getRefundQuote: { ...QUOTE, action: "WITHDRAW", allowed: false, reason: "단말기가 이미 발송되어 앱에서 신청을 철회할 수 없어요." },
    });
    const cancellation = within(await region("서비스 해지"));
    expect(cancellation.getByText(/서비스 신청이 진행 중이라 지금은 해지할 수 없어요/)).toBeInTheDocument();
    expect(await cancellation.findByText("단말기가 이미 발송되어 앱에서 신청을 철회할 수 없어요.")).toBeInTheDocument();
    expect(cancellation.queryByRole("button", { name: "신청 철회" })).toBeNull();
    expect(cancellation.getByRole("link", { name: "1:1 문의하기" })).toHaveAttribute("href", "/board/qna");
    expect(screen.queryByRole("button", { name: "서비스 해지" })).not.toBeInTheDocument();
    expect(await region("결제 내역")).toBeInTheDocument();
  });

  it("applying, not installed yet: the period line says it starts at the installation", async () => {
    show({
      getMyServiceStatus: { ...STATUS_FIXTURES.applying(), serviceStartDate: null, serviceExpirationDate: null, daysLeft: null },
      getStlmServiceStatus: billing({ serviceStatus: "01", serviceExpirationDate: null, nextBillingDate: null }),
      getObd: new Promise(() => {}),
    });
    const details = within(await region("이용 정보"));
    expect(details.getByText("이용 기간").nextSibling).toHaveTextContent("설치일부터 12개월");
  });

  it("in use: product, period with D-day, next payment of the monthly subscription, payment state and method, the receipt", async () => {
    show({ getMyServiceStatus: STATUS_FIXTURES.inUse(), getStlmServiceStatus: billing() });
    expect(screen.getByRole("heading", { level: 1, name: "내 서비스" })).toBeInTheDocument();
    const details = within(await region("이용 정보"));
    expect(details.getByText("배터리 안전 모니터링 12개월")).toBeInTheDocument();
    expect(details.getByText("월 구독 · 구독")).toBeInTheDocument();
    expect(details.getByText(/2026년 1월 1일 ~ 2027년 9월 18일/)).toHaveTextContent("D-300");
    expect(details.getByText("2026년 12월 20일 · 9,900원")).toBeInTheDocument();
    expect(details.getByText("결제 완료")).toBeInTheDocument();
    expect(details.getByText("신용카드")).toBeInTheDocument();
    const receipt = within(await region("결제 내역"));
    expect(receipt.getByText("118,800원")).toBeInTheDocument();
    expect(receipt.getByText("EVS2026 0920 1030 1109 0080")).toBeInTheDocument();
    expect(receipt.getByText("2026년 9월 20일 10:32")).toBeInTheDocument();
    // The page is the details: its status line does not link to itself.
    expect(screen.queryByRole("link", { name: "내 서비스" })).not.toBeInTheDocument();
  });

  it("in use: 서비스 해지 shows the API's refund and the device return first; 해지 신청 confirms, then 해지신청", async () => {
    const deps = show(
      { getMyServiceStatus: STATUS_FIXTURES.inUse(), getStlmServiceStatus: billing() },
      { cancelService: vi.fn(async () => STATUS_FIXTURES.cancelRequested()) },
    );
    fireEvent.click(await screen.findByRole("button", { name: "서비스 해지" }));
    const quote = within(await region("환불 예정 금액"));
    expect(deps.getRefundQuote).toHaveBeenCalledOnce();
    expect(quote.getByText("서비스 종료일").nextSibling).toHaveTextContent("2026년 12월 18일");
    expect(quote.getByText("환불 금액").nextSibling).toHaveTextContent("89,100원 (남은 9개월분)");
    expect(quote.getByText("단말기 미반납 시").nextSibling).toHaveTextContent("56,100원 (단말기 비용 33,000원 공제)");
    expect(quote.getByRole("heading", { name: "단말기 반납 방법" })).toBeInTheDocument();
    expect(quote.getByText(/2027년 1월 1일까지 가까운 편의점 택배로 보내 주세요/)).toBeInTheDocument();
    // Nothing is asked or sent before the member has seen the amount and taps 해지 신청.
    expect(deps.confirm).not.toHaveBeenCalled();
    expect(deps.cancelService).not.toHaveBeenCalled();
    fireEvent.click(within(await region("서비스 해지")).getByRole("button", { name: "해지 신청" }));
    await waitFor(() => expect(deps.cancelService).toHaveBeenCalledOnce());
    expect(deps.confirm).toHaveBeenCalledWith(
      expect.objectContaining({
        type: "remove",
        message: expect.stringContaining("2026년 12월 18일까지 이용할 수 있고, 환불 예정 금액은 89,100원이에요"),
      }),
    );
    expect(await screen.findByText("해지 신청이 접수되었어요.")).toBeInTheDocument();
    expect(await screen.findByTestId("next-step-cancel-requested")).toHaveTextContent("2026년 12월 12일까지");
  });

  it("in use: 그만두기 closes the quote and sends nothing", async () => {
    const deps = show({ getMyServiceStatus: STATUS_FIXTURES.inUse(), getStlmServiceStatus: billing() });
    fireEvent.click(await screen.findByRole("button", { name: "서비스 해지" }));
    await region("환불 예정 금액");
    fireEvent.click(screen.getByRole("button", { name: "그만두기" }));
    expect(screen.queryByRole("region", { name: "환불 예정 금액" })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "서비스 해지" })).toBeInTheDocument();
    expect(deps.confirm).not.toHaveBeenCalled();
    expect(deps.cancelService).not.toHaveBeenCalled();
  });

  it("cancellation requested: the quote of the request and 해지 신청 취소 (confirmed) back to 이용중", async () => {
    const deps = show(
      {
        getMyServiceStatus: STATUS_FIXTURES.cancelRequested(),
        getStlmServiceStatus: billing({ serviceStatus: "03" }),
        getRefundQuote: { ...QUOTE, action: "CANCEL_REQUESTED", allowed: false },
      },
      { undoCancelService: vi.fn(async () => STATUS_FIXTURES.inUse()) },
    );
    expect(within(await region("환불 예정 금액")).getByText("환불 금액").nextSibling).toHaveTextContent("89,100원");
    fireEvent.click(within(await region("서비스 해지")).getByRole("button", { name: "해지 신청 취소" }));
    await waitFor(() => expect(deps.undoCancelService).toHaveBeenCalledOnce());
    expect(deps.confirm).toHaveBeenCalledWith(expect.objectContaining({ type: "confirm", title: "해지 신청 취소", yes: "해지 신청 취소" }));
    expect(await screen.findByText("해지 신청이 취소되었어요. 서비스를 계속 이용할 수 있어요.")).toBeInTheDocument();
    expect(await screen.findByRole("button", { name: "서비스 해지" })).toBeInTheDocument();
  });

  it("해지 신청 취소 declined sends nothing; refused (the service ended) is explained", async () => {
    const refusal = new ApiRequestError(
      422,
      "SERVICE_ENDED",
      "서비스가 이미 종료되어 해지 신청을 취소할 수 없어요. 서비스에 다시 가입해 주세요.",
    );
    const answers = {
      getMyServiceStatus: STATUS_FIXTURES.cancelRequested(),
      getStlmServiceStatus: billing({ serviceStatus: "03" }),
      getRefundQuote: { ...QUOTE, action: "CANCEL_REQUESTED", allowed: false },
    };
    const declined = show(answers, { confirm: vi.fn(async () => false) });
    fireEvent.click(await screen.findByRole("button", { name: "해지 신청 취소" }));
    await waitFor(() => expect(declined.confirm).toHaveBeenCalled());
    expect(declined.undoCancelService).not.toHaveBeenCalled();
    cleanup();
    show(answers, { undoCancelService: vi.fn(async () => Promise.reject(refusal)) });
    fireEvent.click(await screen.findByRole("button", { name: "해지 신청 취소" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("서비스가 이미 종료되어 해지 신청을 취소할 수 없어요");
  });

  it("applying before shipping: 신청 철회 with the full refund, confirmed; then the notice stays", async () => {
    const deps = show(
      {
        getMyServiceStatus: STATUS_FIXTURES.applying(),
        getStlmServiceStatus: billing({ serviceStatus: "01" }),
        getObd: new Promise(() => {}),
        getRefundQuote: { ...QUOTE, action: "WITHDRAW", refundAmount: 118800, deviceReturnRequired: false },
      },
      { withdrawApplication: vi.fn(async () => STATUS_FIXTURES.notJoined()) },
    );
    const cancellation = within(await region("서비스 해지"));
    expect(
      await cancellation.findByText(/단말기 발송 전이라 신청을 철회할 수 있어요. 결제 금액 118,800원을 전액 환불해 드려요./),
    ).toBeInTheDocument();
    fireEvent.click(cancellation.getByRole("button", { name: "신청 철회" }));
    await waitFor(() => expect(deps.withdrawApplication).toHaveBeenCalledOnce());
    expect(deps.confirm).toHaveBeenCalledWith(expect.objectContaining({ title: "서비스 신청 철회", yes: "신청 철회" }));
    expect(
      await screen.findByText("서비스 신청이 철회되었어요. 118,800원은 영업일 3~5일 안에 결제한 수단으로 환불돼요."),
    ).toBeInTheDocument();
  });

  it("a business member in use: no 서비스 해지 — the company manages it; no payment is theirs", async () => {
    const deps = show({
      getMyServiceStatus: { ...STATUS_FIXTURES.inUse(), canCancel: false },
      getStlmServiceStatus: billing({ lastPayment: null }),
    });
    const cancellation = await region("서비스 해지");
    expect(cancellation).toHaveTextContent("회사에서 관리하는 서비스라 직접 해지할 수 없어요");
    expect(within(cancellation).queryByRole("button")).toBeNull();
    expect(deps.cancelService).not.toHaveBeenCalled();
  });

  it("declining the confirmation sends nothing", async () => {
    const deps = show(
      { getMyServiceStatus: STATUS_FIXTURES.inUse(), getStlmServiceStatus: billing() },
      { confirm: vi.fn(async () => false) },
    );
    fireEvent.click(await screen.findByRole("button", { name: "서비스 해지" }));
    fireEvent.click(await screen.findByRole("button", { name: "해지 신청" }));
    await waitFor(() => expect(deps.confirm).toHaveBeenCalled());
    expect(deps.cancelService).not.toHaveBeenCalled();
  });

  it("the API's CANNOT_CANCEL is explained with the inquiry board", async () => {
    const refusal = new ApiRequestError(422, "CANNOT_CANCEL", "이미 해지 신청이 접수되었습니다.");
    show(
      { getMyServiceStatus: STATUS_FIXTURES.inUse(), getStlmServiceStatus: billing() },
      { cancelService: vi.fn(async () => Promise.reject(refusal)) },
    );
    fireEvent.click(await screen.findByRole("button", { name: "서비스 해지" }));
    fireEvent.click(await screen.findByRole("button", { name: "해지 신청" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("이미 해지 신청이 접수되었습니다.");
    expect(within(await region("서비스 해지")).getByRole("link", { name: "1:1 문의하기" })).toHaveAttribute("href", "/board/qna");
  });

  it("cancellation requested: when it ends; ended: no billing read, the way to join again", async () => {
    show({ getMyServiceStatus: STATUS_FIXTURES.cancelRequested(), getStlmServiceStatus: billing({ serviceStatus: "03" }) });
    expect(within(await region("서비스 해지")).getByText(/2026년 12월 12일에 서비스가 해지되고/)).toBeInTheDocument();
    cleanup();
    mocks.api.mockReset();
    show({ getMyServiceStatus: STATUS_FIXTURES.cancelled() });
    expect(await screen.findByTestId("next-step-ended")).toBeInTheDocument();
    expect(mocks.api).not.toHaveBeenCalledWith("getStlmServiceStatus", expect.anything());
    expect(screen.queryByRole("region", { name: "서비스 해지" })).not.toBeInTheDocument();
  });
});
