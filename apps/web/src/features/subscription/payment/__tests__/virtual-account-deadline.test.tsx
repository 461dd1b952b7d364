// @vitest-environment jsdom
import { waitingPayment } from "@/testing/factories";
import { cleanup, render, screen } from "@testing-library/react";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";

// The deposit watch reads the payment every few seconds; here the read never answers, so only the deadline is drawn.
vi.mock("@/shared/fetcher", () => ({
  apiKey: (name: string) => [name, {}, {}],
  useApi: () => ({ data: undefined, mutate: () => new Promise(() => undefined) }),
}));

import { VirtualAccountPanel } from "../components/virtual-account-panel";

const waiting = (dueAt: string) => waitingPayment(dueAt, { requestedAt: "2099-11-20T10:00:00Z" });

const deadline = () => screen.getByText("입금 기한").nextElementSibling?.textContent;

const originalTz = process.env.TZ;
beforeAll(() => {
  process.env.TZ = "America/Los_Angeles";
});
afterAll(() => {
  process.env.TZ = originalTz;
});
afterEach(cleanup);

describe("VirtualAccountPanel's deadline is Seoul's day and time", () => {
  it("00:30 KST sent in UTC (15:30 the day before)", () => {
    render(<VirtualAccountPanel payment={waiting("2099-11-27T15:30:00Z")} onPaid={vi.fn()} onFailed={vi.fn()} onCancelled={vi.fn()} />);
    expect(deadline()).toBe("2099년 11월 28일 00:30까지");
  });

  it("23:30 KST sent in UTC", () => {
    render(<VirtualAccountPanel payment={waiting("2099-11-28T14:30:00.000Z")} onPaid={vi.fn()} onFailed={vi.fn()} onCancelled={vi.fn()} />);
    expect(deadline()).toBe("2099년 11월 28일 23:30까지");
  });

  it("sent in Korean time, as before", () => {
    render(
      <VirtualAccountPanel payment={waiting("2099-11-28T00:30:00+09:00")} onPaid={vi.fn()} onFailed={vi.fn()} onCancelled={vi.fn()} />,
    );
    expect(deadline()).toBe("2099년 11월 28일 00:30까지");
  });
});
