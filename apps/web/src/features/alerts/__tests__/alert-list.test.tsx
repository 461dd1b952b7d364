// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { apiFrom, renderWithSwr, type Answers } from "@/testing/render";
import { ApiRequestError } from "@/shared/api-client";
import { AlertList } from "../components/alert-list";
import { alim, alimPage } from "./fixtures";

const mocks = vi.hoisted(() => ({ api: vi.fn() }));
vi.mock("@/shared/api-client", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/shared/api-client")>()),
  api: (...args: unknown[]) => mocks.api(...args),
}));

/** 12 safety alerts, newest first: the cell warning reminded weekly (12, 11 on page 1; 2 on page 2) and other alerts. */
const ALL = [
  alim(12, { day: "2026-11-21" }),
  alim(11, { day: "2026-11-14", read: true }),
  ...Array.from({ length: 8 }, (_, i) =>
    alim(10 - i, {
      metric: `metric${i}`,
      metricName: null,
      title: `다른 항목 주의 ${i}`,
      severity: "02",
      day: `2026-10-${20 - i}`,
      read: true,
    }),
  ),
  alim(2, { day: "2026-10-10", read: true }),
  alim(1, { metric: "soh", metricName: "SoH", title: "배터리 수명 주의", severity: "02", day: "2026-10-01", read: true }),
];

function show(answers: Answers = {}) {
  mocks.api.mockImplementation(
    apiFrom({
      getAlim: () => {
        const query = mocks.api.mock.calls.at(-1)![1].query as { page: number; size: number };
        const items = ALL.slice((query.page - 1) * query.size, query.page * query.size);
        return alimPage(items, query.page, ALL.length, query.size);
      },
      ...answers,
    }),
  );
  return renderWithSwr(<AlertList call="getAlim" kind="safety" />);
}

const entries = () => screen.getAllByTestId("alert-entry");

beforeEach(() => {
  mocks.api.mockReset();
});
afterEach(cleanup);

describe("alert list", () => {
  it("lists newest first, a page at a time with 더 보기 (page/size), reminders of one condition as one entry", async () => {
    show();
    await waitFor(() => expect(entries()).toHaveLength(9)); // 10 alerts, 12 and 11 one entry
    expect(entries()[0]).toHaveAttribute("href", "/alerts/12");
    expect(within(entries()[0]!).getByTestId("reminders")).toHaveTextContent("같은 상태 2회 알림 · 처음 11월 14일 · 마지막 11월 21일");
    expect(within(entries()[0]!).getByTestId("unread-mark")).toHaveTextContent("새 알림");
    expect(within(entries()[1]!).queryByTestId("unread-mark")).toBeNull();
    expect(mocks.api).toHaveBeenCalledWith("getAlim", { params: {}, query: { page: 1, size: 10 } });

    fireEvent.click(screen.getByRole("button", { name: "더 보기" }));
    // The reminder on page 2 joins its condition's entry on page 1.
    await waitFor(() => expect(entries()).toHaveLength(10));
    expect(within(entries()[0]!).getByTestId("reminders")).toHaveTextContent("같은 상태 3회 알림 · 처음 10월 10일 · 마지막 11월 21일");
    expect(mocks.api).toHaveBeenCalledWith("getAlim", { params: {}, query: { page: 2, size: 10 } });
    expect(screen.queryByRole("button", { name: "더 보기" })).toBeNull();
  });

  it("each level as its label beside the title (colour is not the only sign)", async () => {
    show();
    await waitFor(() => expect(entries().length).toBeGreaterThan(1));
    expect(within(entries()[0]!).getByText("경고")).toBeInTheDocument();
    expect(within(entries()[1]!).getByText("주의")).toBeInTheDocument();
  });

  it("모두 읽음으로 표시 marks the tab's type read and reads the list again", async () => {
    let unread = true;
    show({
      getAlim: () => alimPage([alim(3, { read: !unread }), alim(2, { metric: "soh", read: true })]),
      putAlimReadAll: () => {
        unread = false;
        return { marked: 1, unreadCount: 0 };
      },
    });
    fireEvent.click(await screen.findByRole("button", { name: "모두 읽음으로 표시" }));
    await waitFor(() => expect(screen.getByText("모두 읽었어요")).toBeInTheDocument());
    expect(mocks.api).toHaveBeenCalledWith("putAlimReadAll", { query: { alimType: "01" } });
    expect(screen.queryByTestId("unread-mark")).toBeNull();
  });

  it("empty: 알림이 없어요; error: the inline error with 다시 시도", async () => {
    show({ getAlim: alimPage([]) });
    expect(await screen.findByRole("heading", { name: "알림이 없어요" })).toBeInTheDocument();
    cleanup();
    show({ getAlim: () => new ApiRequestError(500, "INTERNAL", "잠시 후 다시 시도해 주세요.") });
    expect(await screen.findByRole("heading", { name: "안전 알림을 불러오지 못했어요" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "다시 시도" })).toBeInTheDocument();
  });
});
