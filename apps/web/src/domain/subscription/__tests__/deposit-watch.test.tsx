// @vitest-environment jsdom
import type { Payment } from "@evsafe/contract";
import { act, cleanup, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { waitingPayment } from "@/testing/factories";
import { renderWithSwr } from "@/testing/render";

const calls = vi.hoisted(() => ({ api: vi.fn() }));
vi.mock("@/shared/api-client", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/shared/api-client")>()),
  api: (...args: unknown[]) => calls.api(...args),
}));

import { useApi } from "@/shared/fetcher";
import { DEPOSIT_POLL_MS, useDepositWatch } from "../deposit-watch";

const waiting = (over: Partial<Payment> = {}) => waitingPayment("2099-11-25T14:00:00+09:00", over);

/** The payment step's panel: watches the payment it settled. */
function Step({ payment }: { payment: Payment }) {
  const { payment: now } = useDepositWatch(payment);
  return <p data-testid="step">{now?.status}</p>;
}

/** The frame's 입금 대기 (/home, /menu): watches the sign-up status' last payment. */
function Frame() {
  const { data } = useApi("getStlmServiceStatus");
  const { payment: now } = useDepositWatch(data?.lastPayment);
  return <p data-testid="frame">{now?.status}</p>;
}

const readsOf = (name: string) => calls.api.mock.calls.filter(([call]) => call === name).length;
const tick = async (ms: number) => {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
};

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: false });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  calls.api.mockReset();
});

describe("the deposit watch: one poller for every screen that shows a waiting account", () => {
  it("two screens watching the same account make one read per interval; a deposit stops it and refreshes the sign-up's status", async () => {
    let status: Payment["status"] = "PENDING";
    calls.api.mockImplementation(async (name: string) =>
      name === "getPayment" ? waiting({ status }) : { lastPayment: waiting({ status: status === "PAID" ? "PAID" : "PENDING" }) },
    );
    renderWithSwr(
      <>
        <Step payment={waiting()} />
        <Frame />
      </>,
    );
    // The first read loads the api-client module: waited for, then the clock moves by the interval only.
    await vi.waitFor(() => expect(readsOf("getPayment")).toBe(1));
    expect(readsOf("getStlmServiceStatus")).toBe(1);
    await tick(DEPOSIT_POLL_MS);
    expect(readsOf("getPayment")).toBe(2);
    expect(readsOf("getStlmServiceStatus")).toBe(1);

    status = "PAID";
    await tick(DEPOSIT_POLL_MS);
    expect(readsOf("getPayment")).toBe(3);
    expect(screen.getByTestId("step").textContent).toBe("PAID");
    expect(screen.getByTestId("frame").textContent).toBe("PAID");
    expect(readsOf("getStlmServiceStatus")).toBe(2);
    await tick(DEPOSIT_POLL_MS * 3);
    expect(readsOf("getPayment")).toBe(3);
  });

  it("an account past its deadline is not read", async () => {
    calls.api.mockResolvedValue(waiting());
    renderWithSwr(<Step payment={waiting({ virtualAccount: { ...waiting().virtualAccount!, dueAt: "2020-01-01T00:00:00+09:00" } })} />);
    await tick(DEPOSIT_POLL_MS * 2);
    expect(calls.api).not.toHaveBeenCalled();
    expect(screen.getByTestId("step").textContent).toBe("PENDING");
  });
});
