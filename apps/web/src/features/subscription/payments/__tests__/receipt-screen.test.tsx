// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { apiFrom, renderWithSwr } from "@/testing/render";
import { ApiRequestError } from "@/shared/api-error";
import { ReceiptScreen } from "../receipt-screen";
import { SaveReceipt } from "../components/save-receipt";
import { VA_RECEIPT } from "./fixtures";

const mocks = vi.hoisted(() => ({ api: vi.fn(), query: { id: "EVS20261119103012345678" } as Record<string, unknown> }));
vi.mock("@/shared/api-client", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/shared/api-client")>()),
  api: (...args: unknown[]) => mocks.api(...args),
}));
vi.mock("next/router", () => ({ useRouter: () => ({ query: mocks.query, asPath: "/service/payments/x" }) }));
vi.mock("@/session-frame/components/tab-bar", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/session-frame/components/tab-bar")>()),
  TabBar: () => null,
}));
const bridge = vi.hoisted(() => ({
  hasBridge: vi.fn(() => true),
  request: vi.fn(),
  bridgeErrorMessage: vi.fn(() => "앱을 최신 버전으로 업데이트해 주세요."),
}));
vi.mock("@/shared/bridge", () => ({ ...bridge, bridgeReady: () => Promise.resolve() }));
vi.mock("@/shared/session-token", () => ({ getAccessToken: () => "access-token-1" }));

beforeEach(() => {
  mocks.query = { id: VA_RECEIPT.tradeId };
  mocks.api.mockReset();
  bridge.hasBridge.mockReturnValue(true);
  bridge.request.mockReset();
});
afterEach(cleanup);

describe("the receipt screen", () => {
  it("shows the seller, the buyer, the VAT split, the bank and the approval number of this payment", async () => {
    mocks.api.mockImplementation(apiFrom({ getPaymentReceipt: VA_RECEIPT }));
    renderWithSwr(<ReceiptScreen />);
    const receipt = await screen.findByTestId("receipt", {}, { timeout: 10_000 });
    for (const text of [
      "(주)에버세이프",
      "220-81-62517",
      "박지호",
      "118,800원",
      "108,000원",
      "10,800원",
      "가상계좌 · 신한은행",
      "48213377",
    ]) {
      expect(receipt).toHaveTextContent(text);
    }
    expect(receipt).toHaveTextContent("2026년 11월 20일 00:30");
    expect(mocks.api).toHaveBeenCalledWith("getPaymentReceipt", expect.objectContaining({ params: { id: VA_RECEIPT.tradeId } }));
    expect(await screen.findByRole("form", { name: "현금영수증 신청" }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "뒤로" })).toHaveAttribute("href", "/service/payments");
  });

  it("a refunded payment's receipt says so, with the amount refunded", async () => {
    const refunded = { ...VA_RECEIPT, statusLabel: "환불 완료", refund: { kind: "FULL", amount: 118_800 } } as const;
    mocks.api.mockImplementation(apiFrom({ getPaymentReceipt: refunded }));
    renderWithSwr(<ReceiptScreen />);
    const receipt = await screen.findByTestId("receipt", {}, { timeout: 10_000 });
    expect(receipt).toHaveTextContent("상태환불 완료");
    expect(receipt).toHaveTextContent("환불 금액118,800원");
  });

  it("a card payment offers no cash receipt", async () => {
    mocks.api.mockImplementation(
      apiFrom({ getPaymentReceipt: { ...VA_RECEIPT, stlmDivCcd: "01", stlmDivLabel: "신용카드", canRequestCashReceipt: false } }),
    );
    renderWithSwr(<ReceiptScreen />);
    await screen.findByTestId("receipt", {}, { timeout: 10_000 });
    expect(screen.queryByRole("heading", { name: "현금영수증 신청" })).toBeNull();
  });

  it("someone else's or an unknown payment: not found, with the way back to the list", async () => {
    mocks.api.mockImplementation(apiFrom({ getPaymentReceipt: new ApiRequestError(404, "NOT_FOUND", "결제 거래를 찾을 수 없습니다.") }));
    renderWithSwr(<ReceiptScreen />);
    expect(await screen.findByText("영수증을 찾을 수 없어요", {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "결제 내역으로" })).toHaveAttribute("href", "/service/payments");
  });

  it("an address that is no trade id asks nothing", async () => {
    mocks.query = { id: "../../users" };
    mocks.api.mockImplementation(apiFrom({}));
    renderWithSwr(<ReceiptScreen />);
    expect(await screen.findByText("영수증을 찾을 수 없어요", {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(mocks.api).not.toHaveBeenCalledWith("getPaymentReceipt", expect.anything());
  });
});

describe("saving a receipt", () => {
  it("in the app: the shell downloads this payment's receipt file with the member's token, then says where it went", async () => {
    let answer!: (v: { saved: boolean }) => void;
    bridge.request.mockReturnValueOnce(new Promise((r) => (answer = r)));
    renderWithSwr(<SaveReceipt tradeId="EVS1" />);
    fireEvent.click(screen.getByRole("button", { name: "영수증 저장·인쇄" }));
    await waitFor(() => expect(bridge.request).toHaveBeenCalledOnce());
    expect(bridge.request).toHaveBeenCalledWith("file.download", {
      url: `${window.location.origin}/evsafe/api/kg/stlm/EVS1/receipt/file`,
      fileName: "영수증-EVS1.html",
      headers: { authorization: "Bearer access-token-1", token: "access-token-1" },
    });
    expect(screen.getByRole("button", { name: "저장하는 중" })).toBeDisabled();
    answer({ saved: true });
    expect(await screen.findByText("휴대폰에 저장했어요 (영수증-EVS1.html)")).toBeInTheDocument();
  });

  it("in the app, a failed download says why", async () => {
    bridge.request.mockRejectedValueOnce(new Error("unsupported"));
    renderWithSwr(<SaveReceipt tradeId="EVS1" />);
    fireEvent.click(screen.getByRole("button", { name: "영수증 저장·인쇄" }));
    expect(await screen.findByText("앱을 최신 버전으로 업데이트해 주세요.")).toBeInTheDocument();
  });

  it("in a browser: the print dialog, no download", async () => {
    bridge.hasBridge.mockReturnValue(false);
    const print = vi.spyOn(window, "print").mockImplementation(() => {});
    renderWithSwr(<SaveReceipt tradeId="EVS1" />);
    fireEvent.click(screen.getByRole("button", { name: "영수증 저장·인쇄" }));
    await waitFor(() => expect(print).toHaveBeenCalledOnce());
    expect(bridge.request).not.toHaveBeenCalled();
  });
});
