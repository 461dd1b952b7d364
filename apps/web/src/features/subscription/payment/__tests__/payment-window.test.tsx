// @vitest-environment jsdom
import type { Payment } from "@evsafe/contract";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiRequestError } from "@/shared/api-error";
import type { PaymentOrder } from "../api";
import { GATEWAY_UNAVAILABLE_REASON } from "../gateway-payment-window";
import { paymentWindowModeFor } from "../payment-props";
import { loadPaymentWindow } from "../payment-window";

// Records whether the demo window's module was ever loaded (the seam must not load it outside demo mode).
const demoModuleLoaded = vi.hoisted(() => ({ count: 0 }));
vi.mock("../demo-payment-window", async (importOriginal) => {
  demoModuleLoaded.count += 1;
  return importOriginal();
});

afterEach(cleanup);

const ORDER: PaymentOrder = {
  tradeId: "EVS20261122140000ABCDEF01",
  srvcPrdtCcd: "01",
  productName: "배터리 안전 모니터링 12개월",
  amount: 118_800,
  currency: "KRW",
  deviceType: "N/A",
  expiresAt: "2026-11-22T14:30:00+09:00",
  pg: {
    mid: "INIpayTest",
    oid: "EVS20261122140000ABCDEF01",
    price: 118_800,
    goodname: "배터리 안전 모니터링 12개월",
    buyername: "박서준",
    buyertel: "010-0000-0000",
    buyeremail: "a@example.com",
    timestamp: "1",
    signature: "s",
    returnUrl: "https://example.com",
    payMethods: [],
  },
};

const PAID: Payment = {
  tradeId: ORDER.tradeId,
  status: "PAID",
  statusLabel: "결제 완료",
  srvcPrdtCcd: "01",
  productName: ORDER.productName,
  amount: 118_800,
  stlmDivCcd: "01",
  stlmDivLabel: "신용카드",
  approvalNo: "12345678",
  virtualAccount: null,
  failureReason: null,
  requestedAt: "2026-11-22T14:00:00+09:00",
  paidAt: "2026-11-22T14:00:00+09:00",
  failedAt: null,
  usedForService: false,
  refund: null,
};

describe("the payment window seam", () => {
  it("outside demo mode the gateway's window is chosen and the demo window's code is never loaded", async () => {
    expect(paymentWindowModeFor(false)).toBe("gateway");
    const Window = await loadPaymentWindow(paymentWindowModeFor(false));
    expect(demoModuleLoaded.count).toBe(0);
    const onDone = vi.fn();
    const settle = vi.fn();
    render(<Window order={ORDER} method="01" settle={settle} onDone={onDone} />);
    await waitFor(() => expect(onDone).toHaveBeenCalledWith({ kind: "declined", reason: GATEWAY_UNAVAILABLE_REASON }));
    expect(settle).not.toHaveBeenCalled();
  });

  it("demo mode (SIMULATORS=1 on the server) loads the demo window", async () => {
    expect(paymentWindowModeFor(true)).toBe("demo");
    const Window = await loadPaymentWindow("demo");
    expect(demoModuleLoaded.count).toBe(1);
    expect(Window.name).toBe("DemoPaymentWindow");
  });
});

describe("DemoPaymentWindow", () => {
  const open = async (settle: () => Promise<Payment>, method: "01" | "02" | "03" = "01") => {
    const Window = await loadPaymentWindow("demo");
    const onDone = vi.fn();
    render(<Window order={ORDER} method={method} settle={settle} onDone={onDone} />);
    return onDone;
  };

  it("shows merchant, product and amount; a double tap on 결제하기 settles once", async () => {
    let finish: (p: Payment) => void = () => undefined;
    const settle = vi.fn(() => new Promise<Payment>((resolve) => (finish = resolve)));
    const onDone = await open(settle);
    const dialog = screen.getByRole("dialog", { name: "KG이니시스 결제" });
    expect(dialog.textContent).toContain("(주)에버세이프");
    expect(dialog.textContent).toContain("118,800원");
    const pay = screen.getByRole("button", { name: "결제하기" });
    fireEvent.click(pay);
    fireEvent.click(pay);
    finish(PAID);
    await waitFor(() => expect(onDone).toHaveBeenCalledWith({ kind: "settled", payment: PAID }));
    expect(settle).toHaveBeenCalledTimes(1);
  });

  it("a decline shows the gateway's reason in the window, then hands it to the step", async () => {
    const reason = "결제에 실패했습니다: 카드사 승인이 거절되었습니다. (한도 초과)";
    const onDone = await open(() => Promise.reject(new ApiRequestError(422, "PAYMENT_FAILED", reason)));
    fireEvent.click(screen.getByRole("button", { name: "결제하기" }));
    expect((await screen.findByRole("alert")).textContent).toContain(reason);
    expect(onDone).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole("button", { name: "확인" }));
    expect(onDone).toHaveBeenCalledWith({ kind: "declined", reason });
  });

  it("취소 gives up without settling; a virtual account asks for a bank", async () => {
    const settle = vi.fn();
    const onDone = await open(settle, "02");
    expect(screen.getByRole("group", { name: "은행 선택" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "가상계좌 발급받기" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "취소" }));
    expect(onDone).toHaveBeenCalledWith({ kind: "cancelled" });
    expect(settle).not.toHaveBeenCalled();
  });
});
