// @vitest-environment jsdom
import type { Payment } from "@evsafe/contract";
import { act, cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
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

const api = vi.hoisted(() => ({
  createOrder: vi.fn(),
  settleOrder: vi.fn(),
  readPayment: vi.fn(),
  checkPromotionKey: vi.fn(),
  cancelWaitingPayment: vi.fn(),
}));
vi.mock("../api", async (importOriginal) => ({ ...(await importOriginal<typeof import("../api")>()), ...api }));
// The deposit watch reads GET kg/stlm/{id} through SWR and the api-client: answered by `api.readPayment`.
vi.mock("@/shared/api-client", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/shared/api-client")>()),
  api: (name: string, opts: { params: { id: string } }) =>
    name === "getPayment" ? api.readPayment(opts.params.id) : Promise.reject(new Error(`unexpected call ${name}`)),
}));

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

import { renderWithSwr } from "@/testing/render";
import { PaymentStep, TERMS_REQUIRED_MESSAGE } from "../payment-step";
import { PAYMENT_ATTEMPT_STORAGE_KEY } from "../attempt-store";
import { VBANK_EXPIRED_REASON, VirtualAccountPanel } from "../components/virtual-account-panel";

const ORDER = {
  tradeId: "EVS1",
  srvcPrdtCcd: "01",
  productName: "배터리 안전 모니터링 12개월",
  amount: 118_800,
  expiresAt: "2099-01-01T00:00:00+09:00",
};
const TERMS = [
  { agreeId: 11, termsCd: "SERVICE", title: "서비스 이용약관", required: true },
  { agreeId: 12, termsCd: "EFT", title: "전자금융거래 이용약관", required: true },
  { agreeId: 13, termsCd: "PRIVACY", title: "개인정보 수집·이용 동의", required: true },
];
const ALL_AGREED = TERMS.map((t) => ({ agreeId: t.agreeId, agreed: true }));
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
  refund: null,
  ...over,
});

beforeEach(() => {
  sessionStorage.clear();
  nav.set({});
  reads.lastPayment = null;
  api.createOrder.mockResolvedValue(ORDER);
  api.settleOrder.mockResolvedValue(paid());
  api.readPayment.mockReturnValue(new Promise(() => undefined));
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const payButton = () => screen.getByRole("button", { name: "결제하기" });
const agreeAll = () => fireEvent.click(screen.getByRole("checkbox", { name: /전체 동의/ }));
const renderStep = (onPaid = vi.fn()) => renderWithSwr(<PaymentStep mode="demo" terms={TERMS} onPaid={onPaid} />);

describe("PaymentStep", () => {
  it("결제하기 waits for the required terms: a tap before them says why and orders nothing", async () => {
    renderStep();
    expect(payButton().getAttribute("aria-disabled")).toBe("true");
    fireEvent.click(payButton());
    expect((await screen.findByRole("alert")).textContent).toBe(TERMS_REQUIRED_MESSAGE);
    expect(api.createOrder).not.toHaveBeenCalled();
    agreeAll();
    expect(payButton().getAttribute("aria-disabled")).toBeNull();
    expect(screen.queryByText(TERMS_REQUIRED_MESSAGE)).toBeNull();
    fireEvent.click(payButton());
    await screen.findByRole("dialog", { name: "결제 창" });
    expect(api.createOrder).toHaveBeenCalledWith("01", ALL_AGREED);
  });

  it("says the paid period counts from the installation", () => {
    renderStep();
    expect(screen.getByTestId("period-line").textContent).toContain("이용 기간은 단말기 설치일부터 12개월");
  });

  it("says the paid period counts from the sign-up day when the member keeps the device of an earlier period", () => {
    renderWithSwr(<PaymentStep mode="demo" terms={TERMS} keptDevice onPaid={vi.fn()} />);
    const line = screen.getByTestId("period-line").textContent;
    expect(line).toContain("이용 기간은 가입하신 날부터 12개월");
    expect(line).not.toContain("설치일부터");
  });

  it("a double tap on 결제하기 makes one order; the window opens on its own history entry", async () => {
    renderStep();
    agreeAll();
    const button = payButton();
    fireEvent.click(button);
    fireEvent.click(button);
    expect(await screen.findByRole("dialog", { name: "결제 창" })).toBeTruthy();
    expect(api.createOrder).toHaveBeenCalledTimes(1);
    expect(nav.query).toEqual({ payWindow: "1" });
  });

  it("the back button closes the window: nothing paid, said so", async () => {
    const onPaid = vi.fn();
    renderStep(onPaid);
    agreeAll();
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
    renderStep(onPaid);
    agreeAll();
    fireEvent.click(payButton());
    fireEvent.click(await screen.findByRole("button", { name: "거절" }));
    expect((await screen.findByRole("alert")).textContent).toContain("결제에 실패했습니다: 한도 초과");
    expect(nav.back).toHaveBeenCalledTimes(1);
    fireEvent.click(payButton());
    fireEvent.click(await screen.findByRole("button", { name: "승인" }));
    await waitFor(() => expect(onPaid).toHaveBeenCalledWith({ tradeId: "EVS1" }));
    expect(api.settleOrder).toHaveBeenCalledWith({
      userNo: 7,
      tradeId: "EVS1",
      stlmDivCcd: "01",
      srvcPrdtCcd: "01",
      idempotencyKey: expect.stringMatching(/^[A-Za-z0-9_-]{16,64}$/),
    });
    // The declined order was spent: the second try was a new order.
    expect(api.createOrder).toHaveBeenCalledTimes(2);
  });

  it("a reload keeps the attempt: the same order settles under the same key, so a lost answer is never paid twice", async () => {
    renderStep();
    agreeAll();
    fireEvent.click(payButton());
    fireEvent.click(await screen.findByRole("button", { name: "승인" }));
    await waitFor(() => expect(api.settleOrder).toHaveBeenCalledTimes(1));
    const firstKey = api.settleOrder.mock.calls[0]![0].idempotencyKey as string;
    expect(JSON.parse(sessionStorage.getItem(PAYMENT_ATTEMPT_STORAGE_KEY) ?? "null")).toBeNull();
    // The answer was lost on the way (the page reloaded before it came): the kept attempt is there again.
    sessionStorage.setItem(PAYMENT_ATTEMPT_STORAGE_KEY, JSON.stringify({ order: ORDER, method: "01", idempotencyKey: firstKey }));
    cleanup();
    nav.set({});
    renderStep();
    fireEvent.click(payButton());
    fireEvent.click(await screen.findByRole("button", { name: "승인" }));
    await waitFor(() => expect(api.settleOrder).toHaveBeenCalledTimes(2));
    expect(api.createOrder).toHaveBeenCalledTimes(1);
    expect(api.settleOrder.mock.calls[1]![0]).toMatchObject({ tradeId: "EVS1", idempotencyKey: firstKey });
  });

  it("closing the window keeps the order and key for the next 결제하기", async () => {
    renderStep();
    agreeAll();
    fireEvent.click(payButton());
    await screen.findByRole("dialog", { name: "결제 창" });
    act(() => nav.set({}));
    await screen.findByRole("status");
    const kept = JSON.parse(sessionStorage.getItem(PAYMENT_ATTEMPT_STORAGE_KEY)!);
    fireEvent.click(payButton());
    fireEvent.click(await screen.findByRole("button", { name: "승인" }));
    await waitFor(() => expect(api.settleOrder).toHaveBeenCalledTimes(1));
    expect(api.createOrder).toHaveBeenCalledTimes(1);
    expect(api.settleOrder.mock.calls[0]![0].idempotencyKey).toBe(kept.idempotencyKey);
  });

  it("an order refused because another tab paid shows the API's reason and reads the earlier payment again", async () => {
    const { ApiRequestError } = await import("@/shared/api-error");
    api.createOrder.mockRejectedValueOnce(
      new ApiRequestError(409, "PAYMENT_UNUSED", "결제가 완료된 주문이 있습니다. 그 결제로 가입을 이어서 진행해 주세요."),
    );
    renderStep();
    agreeAll();
    fireEvent.click(payButton());
    expect((await screen.findByRole("alert")).textContent).toContain("결제가 완료된 주문이 있습니다");
    expect(api.settleOrder).not.toHaveBeenCalled();
  });

  it("a payment made earlier and not yet used is offered instead of paying again; a used one is not", async () => {
    reads.lastPayment = paid({ tradeId: "EVS0" });
    const onPaid = vi.fn();
    renderStep(onPaid);
    // No second 결제하기 beside a paid order.
    expect(screen.queryByRole("button", { name: "결제하기" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "이 결제로 계속하기" }));
    expect(onPaid).toHaveBeenCalledWith({ tradeId: "EVS0" });
    cleanup();
    reads.lastPayment = paid({ tradeId: "EVS0", usedForService: true });
    renderStep(onPaid);
    expect(screen.queryByRole("button", { name: "이 결제로 계속하기" })).toBeNull();
  });

  it("a virtual account still waiting is shown again instead of the products", () => {
    reads.lastPayment = paid({
      status: "PENDING",
      stlmDivCcd: "02",
      virtualAccount: { bankName: "국민은행", accountNo: "123-456", holder: "(주)에버세이프", dueAt: "2099-11-25T14:00:00+09:00" },
    });
    renderStep();
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
    renderWithSwr(
      <VirtualAccountPanel payment={account("2099-11-25T14:00:00+09:00")} onPaid={onPaid} onFailed={vi.fn()} onCancelled={vi.fn()} />,
    );
    await waitFor(() => expect(onPaid).toHaveBeenCalledWith(paid()));
  });

  it("while waiting: 다른 결제 수단으로 결제 and 주문 취소 give the account up through the API", async () => {
    api.readPayment.mockResolvedValue(account("2099-11-25T14:00:00+09:00"));
    api.cancelWaitingPayment.mockResolvedValue(paid({ status: "CANCELLED" }));
    const onCancelled = vi.fn();
    renderWithSwr(
      <VirtualAccountPanel payment={account("2099-11-25T14:00:00+09:00")} onPaid={vi.fn()} onFailed={vi.fn()} onCancelled={onCancelled} />,
    );
    fireEvent.click(screen.getByRole("button", { name: "다른 결제 수단으로 결제" }));
    await waitFor(() => expect(onCancelled).toHaveBeenCalledWith(true));
    expect(api.cancelWaitingPayment).toHaveBeenCalledWith("EVS1");
    cleanup();
    renderWithSwr(
      <VirtualAccountPanel payment={account("2099-11-25T14:00:00+09:00")} onPaid={vi.fn()} onFailed={vi.fn()} onCancelled={onCancelled} />,
    );
    fireEvent.click(screen.getByRole("button", { name: "주문 취소" }));
    await waitFor(() => expect(onCancelled).toHaveBeenCalledWith(false));
  });

  it("an account the API reads as EXPIRED is given up with the deadline's reason", async () => {
    api.readPayment.mockResolvedValue(paid({ status: "EXPIRED" }));
    const onFailed = vi.fn();
    renderWithSwr(
      <VirtualAccountPanel payment={account("2099-11-25T14:00:00+09:00")} onPaid={vi.fn()} onFailed={onFailed} onCancelled={vi.fn()} />,
    );
    await waitFor(() => expect(onFailed).toHaveBeenCalledWith(VBANK_EXPIRED_REASON));
  });

  it("a deadline that has passed gives the account up without reading it", async () => {
    const onFailed = vi.fn();
    renderWithSwr(
      <VirtualAccountPanel payment={account("2020-01-01T00:00:00+09:00")} onPaid={vi.fn()} onFailed={onFailed} onCancelled={vi.fn()} />,
    );
    await waitFor(() => expect(onFailed).toHaveBeenCalledWith(VBANK_EXPIRED_REASON));
    expect(api.readPayment).not.toHaveBeenCalled();
  });
});
