// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, cleanup, fireEvent, screen, within } from "@testing-library/react";
import type { AlimItem } from "@evsafe/contract";
import { apiFrom, renderWithSwr, type Answers } from "@/testing/render";
import { mainInfo, obdInfo } from "@/testing/factories";
import { ApiRequestError } from "@/shared/api-client";
import { MainInfoSummary } from "../components/main-info-summary";
import { mostSevereUnread } from "../components/unread-alerts";
import { scoreFloor } from "@/shared/chart/score-chart";

const mocks = vi.hoisted(() => ({ api: vi.fn() }));
vi.mock("@/shared/api-client", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/shared/api-client")>()),
  api: (...args: unknown[]) => mocks.api(...args),
}));
vi.mock("@/shared/chart/chart-canvas", () => ({ ChartCanvas: () => null }));

// 2026-11-24 10:00 KST.
const NOW = new Date("2026-11-24T01:00:00Z");

const alim = (id: number, severity: AlimItem["severity"], read: boolean, title: string): AlimItem => ({
  id,
  alimType: "01",
  alimTypeName: "안전 알림",
  severity,
  severityName: "",
  level: `lv${severity}`,
  metric: null,
  metricName: null,
  day: "2026-11-23",
  title,
  message: "",
  createdAt: "2026-11-23T10:00:00+09:00",
  read,
  readAt: null,
});

const BASE: Answers = {
  getMainIsEmpty: { result: false },
  getObd: obdInfo({ obdStatus: "INSTALLED_OK", obdSerial: "OBD-240001", lastDataDate: "2026-11-23" }),
  getMainFlicker: { flickerPeriod: 5 },
  getAlim: {
    items: [alim(3, "02", false, "셀 전압 편차 주의"), alim(2, "03", false, "절연 저항 경고"), alim(1, "04", true, "지난 심각 알림")],
    page: 1,
    size: 20,
    totalCount: 3,
    totalPages: 1,
    unreadCount: 2,
  },
  getMainScoreInfo: {
    hasData: true,
    day: "2026-11-23",
    score: 87,
    grade: "B",
    gradeName: "안전",
    severity: "01",
    previousDay: "2026-11-22",
    previousScore: 85,
    change: 2,
    trend: "up",
    average30: 86,
    trendText: "어제보다 2점 올랐어요.",
  },
  getSdsScore: {
    startDate: "2026-10-25",
    endDate: "2026-11-23",
    items: [
      { day: "2026-11-22", score: 85, grade: "B", severity: "01" },
      { day: "2026-11-23", score: 87, grade: "B", severity: "01" },
    ],
    average: 86,
    min: 85,
    max: 87,
  },
  getMainDriveInfo: () => new ApiRequestError(500, "INTERNAL", "잠시 후 다시 시도해 주세요."),
  getMainDiagnosisInfo: () => new ApiRequestError(500, "INTERNAL", "잠시 후 다시 시도해 주세요."),
};

function show(info = mainInfo(), answers: Answers = {}) {
  mocks.api.mockImplementation(apiFrom({ ...BASE, ...answers }));
  return renderWithSwr(<MainInfoSummary info={info} />);
}

const reducedMotion = (reduce: boolean) =>
  vi.stubGlobal("matchMedia", (q: string) => ({
    matches: reduce && q.includes("reduce"),
    media: q,
    addEventListener() {},
    removeEventListener() {},
  }));

beforeEach(() => {
  vi.useFakeTimers({ now: NOW, shouldAdvanceTime: true });
  mocks.api.mockReset();
  reducedMotion(false);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("home dashboard", () => {
  it("caution: the indicator flickers for the member's 5 s, then is steady; no fire alert at caution", async () => {
    show();
    const indicator = await screen.findByRole("button", { name: /상태 주의.*눌러서 강조 멈추기/ });
    expect(indicator).toHaveAttribute("data-flicker", "flicker");
    expect(indicator).toHaveClass("status-flicker");
    await act(async () => void vi.advanceTimersByTime(5_000));
    expect(screen.getByTestId("status-indicator")).toHaveAttribute("data-flicker", "off");
    expect(screen.queryByRole("button", { name: /상태 주의/ })).toBeNull();
    expect(screen.queryByTestId("fire-alert")).toBeNull();
  });

  it("continuous (999): still flickering a minute later, until tapped", async () => {
    show(mainInfo(), { getMainFlicker: { flickerPeriod: 999 } });
    const indicator = await screen.findByRole("button", { name: /눌러서 깜빡임 멈추기/ });
    await act(async () => void vi.advanceTimersByTime(60_000));
    expect(indicator).toHaveAttribute("data-flicker", "flicker");
    fireEvent.click(indicator);
    expect(screen.getByTestId("status-indicator")).toHaveAttribute("data-flicker", "off");
  });

  it("reduced motion: a steady highlight for the period instead of the flicker", async () => {
    reducedMotion(true);
    show();
    const indicator = await screen.findByRole("button", { name: /상태 주의/ });
    expect(indicator).toHaveAttribute("data-flicker", "highlight");
    expect(indicator).not.toHaveClass("status-flicker");
  });

  it("safe: no flicker and the flicker setting is not even read", async () => {
    show(mainInfo({ severity: "01", status: "safe", level: "lv01" }));
    expect(await screen.findByTestId("status-indicator")).toHaveAttribute("data-flicker", "off");
    expect(mocks.api.mock.calls.map((c) => c[0])).not.toContain("getMainFlicker");
  });

  it("the setting cannot be read: the warning still flickers (for the fallback period)", async () => {
    show(mainInfo(), { getMainFlicker: () => new ApiRequestError(500, "INTERNAL", "x") });
    expect(await screen.findByRole("button", { name: /상태 주의/ })).toHaveAttribute("data-flicker", "flicker");
  });

  it.each([
    ["03", "배터리 경고 신호가 있어요"],
    ["04", "배터리 상태가 심각해요"],
  ] as const)("severity %s: the fire alert comes first, with 119 as a tel: link and the guide", async (severity, title) => {
    show(mainInfo({ severity, level: `lv${severity}`, status: severity === "03" ? "warning" : "serious" }));
    const alert = await screen.findByRole("region", { name: title });
    expect(within(alert).getByRole("link", { name: "119에 전화하기" })).toHaveAttribute("href", "tel:119");
    expect(within(alert).getByRole("link", { name: "화재 대처법 보기" })).toHaveAttribute("href", "/fire-safety");
    expect(alert.compareDocumentPosition(screen.getByTestId("score-card")) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("fresh data: when and from which device, no warning", async () => {
    show();
    expect(await screen.findByTestId("data-freshness")).toHaveTextContent("마지막 수신 2026년 11월 23일(어제) · 단말기 OBD-240001");
    expect(screen.queryByTestId("data-stale")).toBeNull();
  });

  it("data older than a full day: a warning with what to check and the OBD screen", async () => {
    show(mainInfo(), { getObd: obdInfo({ obdStatus: "INSTALLED_OK", obdSerial: "OBD-240001", lastDataDate: "2026-11-21" }) });
    const stale = await screen.findByRole("alert", { name: "3일 동안 새 데이터가 없어요" });
    expect(stale).toHaveTextContent("마지막 수신 2026년 11월 21일(3일 전) · 단말기 OBD-240001");
    expect(stale).toHaveTextContent("단말기가 OBD 포트에 끝까지 꽂혀 있는지");
    expect(stale).toHaveTextContent("앱의 블루투스·위치 권한");
    expect(within(stale).getByRole("link", { name: "단말기 상태 확인하기" })).toHaveAttribute("href", "/obd");
  });

  it("unread alerts: one entry to the alert list, headed by the most severe unread one", async () => {
    show();
    const entry = await screen.findByRole("link", { name: /확인하지 않은 알림 3건/ });
    expect(entry).toHaveAttribute("href", "/alerts");
    expect(await within(entry).findByTestId("worst-alert")).toHaveTextContent("[경고] 절연 저항 경고");
    expect(mostSevereUnread([alim(1, "02", false, "a"), alim(2, "02", false, "b")])?.title).toBe("a");
    expect(mostSevereUnread([alim(1, "04", true, "read")])).toBeNull();
  });

  it("the 30-day trend with the change since the day before, as a figure with its table", async () => {
    show();
    const trend = await screen.findByTestId("score-trend");
    expect(await within(trend).findByText("어제보다 2점 올랐어요.")).toBeInTheDocument();
    const figure = await within(trend).findByRole("figure", { name: "최근 30일 안전 점수" });
    expect(figure).toHaveTextContent("점수가 있는 2일의 평균 86점, 최저 85점, 최고 87점이에요.");
    expect(within(figure).getAllByRole("row")).toHaveLength(3);
    expect([scoreFloor(85), scoreFloor(4), scoreFloor(null)]).toEqual([70, 0, 0]);
  });

  it("the drive card's failure is said in its place with 다시 시도 and the rest of the screen stays", async () => {
    show();
    const line = await screen.findByTestId("card-error");
    expect(line).toHaveTextContent("주행 정보를 불러오지 못했어요");
    expect(within(line).getByRole("button", { name: "다시 시도" })).toBeInTheDocument();
    // The diagnosis card, which failed too, is left out by design: one error line, not two.
    expect(screen.getAllByTestId("card-error")).toHaveLength(1);
    expect(screen.queryByTestId("diagnosis-card")).toBeNull();
    expect(screen.getByTestId("score-card")).toBeInTheDocument();
  });

  it.each([
    [{ hasVehicle: false, obdStatus: "NOT_INSTALLED" as const }, "내 서비스 보기", "/service"],
    [{ obdStatus: "NOT_INSTALLED" as const }, "단말기 설치 안내", "/obd"],
    [{ obdStatus: "INSTALLED_EMPTY_DATA" as const }, "단말기 상태 확인하기", "/obd"],
    [{ obdStatus: "REMOVED" as const }, "단말기 상태 확인하기", "/obd"],
  ])("no data (%o): the API's empty text and the screen that moves it on; nothing charted", async (state, label, href) => {
    show(mainInfo({ ...state, hasData: false, safetyScore: null, emptyTitle: "데이터가 없어요", emptyMessage: "안내 문장" }), {
      getMainIsEmpty: { result: true },
    });
    expect(await screen.findByTestId("empty-state")).toHaveTextContent("데이터가 없어요안내 문장");
    expect(screen.getByRole("link", { name: label })).toHaveAttribute("href", href);
    expect(screen.queryByTestId("score-trend")).toBeNull();
  });
});
