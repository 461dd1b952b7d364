// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, screen, within } from "@testing-library/react";
import { apiFrom, renderWithSwr } from "@/testing/render";
import { ApiRequestError } from "@/shared/api-error";
import { PaymentHistoryScreen } from "../payment-history-screen";
import { FAILED_CARD, VA_PAYMENT } from "./fixtures";

const mocks = vi.hoisted(() => ({ api: vi.fn() }));
vi.mock("@/shared/api-client", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/shared/api-client")>()),
  api: (...args: unknown[]) => mocks.api(...args),
}));
vi.mock("@/session-frame/components/tab-bar", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/session-frame/components/tab-bar")>()),
  TabBar: () => null,
}));

afterEach(cleanup);

describe("/service/payments", () => {
  it("lists the payments in the API's order with what, when (Seoul), amount, method, status and approval number", async () => {
    mocks.api.mockImplementation(apiFrom({ getPaymentHistory: [VA_PAYMENT, FAILED_CARD] }));
    renderWithSwr(<PaymentHistoryScreen />);
    const items = within(await screen.findByTestId("payment-list")).getAllByRole("listitem");
    expect(items).toHaveLength(2);
    const paid = items[0]!;
    expect(paid).toHaveTextContent("배터리 안전 모니터링 12개월");
    expect(paid).toHaveTextContent("결제 완료");
    expect(paid).toHaveTextContent("118,800원");
    expect(paid).toHaveTextContent("가상계좌");
    expect(paid).toHaveTextContent("48213377");
    expect(paid).toHaveTextContent("2026년 11월 20일 00:30");
    expect(within(paid).getByRole("link", { name: "영수증 보기" })).toHaveAttribute("href", `/service/payments/${VA_PAYMENT.tradeId}`);
    expect(paid).toHaveTextContent("현금영수증을 신청할 수 있어요");
    // A failed attempt says why and has no receipt.
    expect(items[1]).toHaveTextContent("결제 실패");
    expect(items[1]).toHaveTextContent("한도 초과");
    expect(within(items[1]!).queryByRole("link", { name: "영수증 보기" })).toBeNull();
    expect(screen.getByRole("link", { name: "뒤로" })).toHaveAttribute("href", "/service");
  });

  it("a refunded payment shows the API's refund state and amount, not 결제 완료", async () => {
    const partly = { ...VA_PAYMENT, statusLabel: "부분 환불", refund: { kind: "PARTIAL", amount: 89_100 } } as const;
    mocks.api.mockImplementation(apiFrom({ getPaymentHistory: [partly] }));
    renderWithSwr(<PaymentHistoryScreen />);
    const [item] = within(await screen.findByTestId("payment-list")).getAllByRole("listitem");
    expect(item).toHaveTextContent("부분 환불");
    expect(item).toHaveTextContent("환불 금액89,100원");
    expect(item).not.toHaveTextContent("결제 완료");
  });

  it("a requested cash receipt shows in the list", async () => {
    const issued = {
      ...VA_PAYMENT,
      canRequestCashReceipt: false,
      cashReceipt: {
        purpose: "EXPENSE_PROOF",
        purposeLabel: "지출증빙",
        identityMasked: "123-45-*****",
        approvalNo: "123456789",
        requestedAt: "2026-11-22T14:00:00+09:00",
      },
    } as const;
    mocks.api.mockImplementation(apiFrom({ getPaymentHistory: [issued] }));
    renderWithSwr(<PaymentHistoryScreen />);
    expect(await screen.findByText("지출증빙 · 123-45-***** (발급)")).toBeInTheDocument();
  });

  it("no payment: the empty state says why", async () => {
    mocks.api.mockImplementation(apiFrom({ getPaymentHistory: [] }));
    renderWithSwr(<PaymentHistoryScreen />);
    expect(await screen.findByText("결제 내역이 없어요")).toBeInTheDocument();
    expect(screen.getByText(/프로모션 키나 회사 계약/)).toBeInTheDocument();
  });

  it("a failed read: the inline error with 다시 시도", async () => {
    mocks.api.mockImplementation(apiFrom({ getPaymentHistory: new ApiRequestError(500, "INTERNAL", "잠시 후 다시 시도해 주세요.") }));
    renderWithSwr(<PaymentHistoryScreen />);
    expect(await screen.findByText("결제 내역을 불러오지 못했어요")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "다시 시도" })).toBeInTheDocument();
  });
});
