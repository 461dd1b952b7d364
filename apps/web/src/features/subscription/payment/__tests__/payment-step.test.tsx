// @vitest-environment jsdom
import type { Payment } from "@evsafe/contract";
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { useSyncExternalStore } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { PaymentWindowProps } from "../payment-window";

// A router whose query is a small store: push/back/replace change it and re-render the step, as Next's shallow
// routing does.
const nav = vi.hoisted(() => {
  let query: Record<string, string> = {};
  const listeners = new Set<() => void>();
  const set = (next: Record<string, string>) => {
    query = next;
    listeners.forEach((l) => l());
  };
  return {
    get query() {
      return query;
    },
    set,
    subscribe: (l: () => void) => (listeners.add(l), () => listeners.delete(l)),
    push: vi.fn(async (to: { query: Record<string, string> }) => set(to.query)),
    back: vi.fn(() => set({})),
    replace: vi.fn(async (to: { query: Record<string, string> }) => set(to.query)),
  };
});
vi.mock("next/router", () => ({
  useRouter: () => {
    const query = useSyncExternalStore(nav.subscribe, () => nav.query);
    return { query, isReady: true, push: nav.push, back: nav.back, replace: nav.replace };
  },
}));

const reads = vi.hoisted(() => ({ lastPayment: null as Payment | null }));
vi.mock("@/shared/screen-data", () => ({
  useScreenData: (name: string) => {
    const data =
      name === "getServiceProductCode"
        ? [
            {
              srvcPrdtCcd: "01",
              productName: "배터리 안전 모니터링 12개월",
              months: 12,
              price: 118_800,
              monthlyPrice: 9_900,
              joinType: "01",
              joinTypeLabel: "서비스 가입",
            },
          ]
        : name === "getMyProfile"
          ? { userNo: 7 }
          : { lastPayment: reads.lastPayment };
    return { data, error: undefined, isLoading: false, retry: () => undefined, replace: () => undefined };
  },
}));

const api = vi.hoisted(() => ({ createOrder: vi.fn(), settleOrder: vi.fn(), readPayment: vi.fn(), checkPromotionKey: vi.fn() }));
vi.mock("../api", () => api);

// A stand-in window: answers with whatever button is pressed.
vi.mock("../payment-window", () => ({
  loadPaymentWindow: async () =>
    function FakeWindow({ settle, onDone }: PaymentWindowProps) {
      return (
        <div role="dialog" aria-label="결제 창">
          <button onClick={() => void settle().then((payment) => onDone({ kind: "settled", payment }))}>승인</button>
          <button onClick={() => onDone({ kind: "declined", reason: "결제에 실패했습니다: 한도 초과" })}>거절</button>
        </div>
      );
    },
}));

import { PaymentStep } from "../payment-step";
import { VBANK_EXPIRED_REASON, VirtualAccountPanel } from "../components/virtual-account-panel";

const ORDER = { tradeId: "EVS1", srvcPrdtCcd: "01", productName: "배터리 안전 모니터링 12개월", amount: 118_800 };
const paid = (over: Partial<Payment> = {}): Payment => ({
  tradeId: "EVS1",
  status: "PAID",
  statusLabel: "결제 완료",
  srvcPrdtCcd: "01",
  productName: "배터리 안전 모니터링 12개월",
  amount: 118_800,
  stlmDivCcd: "01",
  stlmDivLabel: "신용카드",
  approvalNo: "1",
  virtualAccount: null,
  failureReason: null,
  requestedAt: "2026-11-22T14:00:00+09:00",
  paidAt: "2026-11-22T14:00:00+09:00",
  failedAt: null,
  usedForService: false,
  ...over,
});

beforeEach(() => {
  nav.set({});
  reads.lastPayment = null;
  api.createOrder.mockResolvedValue(ORDER);
  api.settleOrder.mockResolvedValue(paid());
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const payButton = () => screen.getByRole("button", { name: "결제하기" });

describe("PaymentStep", () => {
  it("a double tap on 결제하기 makes one order; the window opens on its own history entry", async () => {
    render(<PaymentStep mode="demo" onPaid={vi.fn()} />);
    const button = payButton();
    fireEvent.click(button);
    fireEvent.click(button);
    expect(await screen.findByRole("dialog", { name: "결제 창" })).toBeTruthy();
    expect(api.createOrder).toHaveBeenCalledTimes(1);
    expect(nav.query).toEqual({ payWindow: "1" });
  });

  it("the back button closes the window: nothing paid, said so", async () => {
    const onPaid = vi.fn();
    render(<PaymentStep mode="demo" onPaid={onPaid} />);
    fireEvent.click(payButton());
    await screen.findByRole("dialog", { name: "결제 창" });
    act(() => nav.set({}));
    expect((await screen.findByRole("status")).textContent).toBe("결제 창을 닫았어요. 결제되지 않았어요.");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(api.settleOrder).not.toHaveBeenCalled();
    expect(onPaid).not.toHaveBeenCalled();
  });

  it("a decline shows the reason and keeps the step; an approval hands the trade id on", async () => {
    const onPaid = vi.fn();
    render(<PaymentStep mode="demo" onPaid={onPaid} />);
    fireEvent.click(payButton());
    fireEvent.click(await screen.findByRole("button", { name: "거절" }));
    expect((await screen.findByRole("alert")).textContent).toContain("결제에 실패했습니다: 한도 초과");
    expect(nav.back).toHaveBeenCalledTimes(1);
    fireEvent.click(payButton());
    fireEvent.click(await screen.findByRole("button", { name: "승인" }));
    await waitFor(() => expect(onPaid).toHaveBeenCalledWith({ tradeId: "EVS1" }));
    expect(api.settleOrder).toHaveBeenCalledWith({ userNo: 7, tradeId: "EVS1", stlmDivCcd: "01", srvcPrdtCcd: "01" });
  });

  it("a payment made earlier and not yet used is offered instead of paying again; a used one is not", async () => {
    reads.lastPayment = paid({ tradeId: "EVS0" });
    const onPaid = vi.fn();
    render(<PaymentStep mode="demo" onPaid={onPaid} />);
    fireEvent.click(screen.getByRole("button", { name: "이 결제로 계속하기" }));
    expect(onPaid).toHaveBeenCalledWith({ tradeId: "EVS0" });
    cleanup();
    reads.lastPayment = paid({ tradeId: "EVS0", usedForService: true });
    render(<PaymentStep mode="demo" onPaid={onPaid} />);
    expect(screen.queryByRole("button", { name: "이 결제로 계속하기" })).toBeNull();
  });

  it("a virtual account still waiting is shown again instead of the products", () => {
    reads.lastPayment = paid({
      status: "PENDING",
      stlmDivCcd: "02",
      virtualAccount: { bankName: "국민은행", accountNo: "123-456", holder: "(주)에버세이프", dueAt: "2099-11-25T14:00:00+09:00" },
    });
    render(<PaymentStep mode="demo" onPaid={vi.fn()} />);
    expect(screen.getByRole("region", { name: "입금 대기 중이에요" }).textContent).toContain("2099년 11월 25일 14:00까지");
    expect(screen.queryByRole("button", { name: "결제하기" })).toBeNull();
  });
});

describe("VirtualAccountPanel", () => {
  const account = (dueAt: string) =>
    paid({
      status: "PENDING",
      stlmDivCcd: "02",
      virtualAccount: { bankName: "국민은행", accountNo: "123-456", holder: "(주)에버세이프", dueAt },
    });

  it("moves on by itself once the payment reads PAID", async () => {
    api.readPayment.mockResolvedValue(paid());
    const onPaid = vi.fn();
    render(<VirtualAccountPanel payment={account("2099-11-25T14:00:00+09:00")} onPaid={onPaid} onFailed={vi.fn()} />);
    await waitFor(() => expect(onPaid).toHaveBeenCalledWith(paid()));
  });

  it("a deadline that has passed gives the account up without reading it", async () => {
    const onFailed = vi.fn();
    render(<VirtualAccountPanel payment={account("2020-01-01T00:00:00+09:00")} onPaid={vi.fn()} onFailed={onFailed} />);
    await waitFor(() => expect(onFailed).toHaveBeenCalledWith(VBANK_EXPIRED_REASON));
    expect(api.readPayment).not.toHaveBeenCalled();
  });
});
