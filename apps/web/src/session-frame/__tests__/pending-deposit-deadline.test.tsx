// @vitest-environment jsdom
import type { Payment } from "@evsafe/contract";
import { waitingPayment } from "@/testing/factories";
import { cleanup, render, screen } from "@testing-library/react";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";

const read = vi.hoisted(() => ({ lastPayment: null as Payment | null }));
// The frame's status read answers with the payment; the deposit watch's own read never answers.
vi.mock("@/shared/fetcher", () => ({
  apiKey: (name: string) => [name, {}, {}],
  useApi: (name: string) =>
    name === "getStlmServiceStatus"
      ? { data: { lastPayment: read.lastPayment } }
      : { data: undefined, mutate: () => new Promise(() => undefined) },
}));

import { PendingDeposit } from "../components/pending-deposit";

const waiting = (dueAt: string) => waitingPayment(dueAt, { requestedAt: "2026-11-20T10:00:00Z" });

const originalTz = process.env.TZ;
beforeAll(() => {
  process.env.TZ = "UTC";
});
afterAll(() => {
  process.env.TZ = originalTz;
});
afterEach(cleanup);

describe("PendingDeposit's deadline is Seoul's day and time", () => {
  it("00:30 KST sent in UTC (15:30 the day before)", () => {
    read.lastPayment = waiting("2026-11-27T15:30:00Z");
    render(<PendingDeposit />);
    expect(screen.getByTestId("pending-deposit").textContent).toContain("2026년 11월 28일 00:30까지 입금해 주세요");
  });

  it("23:30 KST sent in UTC", () => {
    read.lastPayment = waiting("2026-11-28T14:30:00Z");
    render(<PendingDeposit />);
    expect(screen.getByTestId("pending-deposit").textContent).toContain("2026년 11월 28일 23:30까지 입금해 주세요");
  });
});
