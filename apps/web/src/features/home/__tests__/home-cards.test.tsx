// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { apiFrom, renderWithSwr, type Answers } from "@/testing/render";
import { diagnosisInfo, mainInfo, obdInfo } from "@/testing/factories";
import { ApiRequestError } from "@/shared/api-client";
import { DataFreshness } from "../components/data-freshness";
import { DiagnosisCard } from "../components/diagnosis-card";
import { DriveCard } from "../components/drive-card";
import { ScoreTrend } from "../components/score-trend";

const mocks = vi.hoisted(() => ({ api: vi.fn() }));
vi.mock("@/shared/api-client", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/shared/api-client")>()),
  api: (...args: unknown[]) => mocks.api(...args),
}));
vi.mock("@/shared/chart/chart-canvas", () => ({ ChartCanvas: () => null }));

const FAILED = () => new ApiRequestError(500, "INTERNAL", "잠시 후 다시 시도해 주세요.");

const summary = (distanceKm: number) => ({
  startDate: "2026-11-23",
  endDate: "2026-11-23",
  distanceKm,
  energyKwh: 5,
  efficiencyKmPerKwh: 6,
  chargedKwh: 10,
  tripCount: 2,
  chargeCount: 1,
  fastChargeCount: 0,
  drivingDays: 1,
  rapidAccelCount: 0,
  rapidDecelCount: 0,
});
const DRIVE = {
  hasData: true,
  latestDay: "2026-11-23",
  lastTrip: null,
  lastDay: summary(31.5),
  week: summary(120),
  month: summary(480),
  efficiency30: 5.8,
};

/** Each card alone, its read answered from `answers` (a read without an answer stays loading). */
function show(card: React.ReactElement, answers: Answers) {
  mocks.api.mockImplementation(apiFrom(answers));
  return renderWithSwr(card);
}
const calls = (name: string) => mocks.api.mock.calls.filter((c) => c[0] === name).length;

beforeEach(() => {
  mocks.api.mockReset();
});
afterEach(cleanup);

describe("the drive card", () => {
  it("data: the week, the month and the way to the driving log", async () => {
    show(<DriveCard />, { getMainDriveInfo: DRIVE });
    const card = await screen.findByTestId("drive-card");
    expect(card).toHaveTextContent("이번 주 주행120km");
    expect(within(card).getByRole("link", { name: /주행·충전 기록 보기/ })).toHaveAttribute("href", "/driving");
  });

  it("loading: its skeleton, announced as loading", () => {
    show(<DriveCard />, {});
    expect(screen.getByRole("status")).toHaveTextContent("주행 정보를 불러오는 중입니다");
  });

  it("error: one line and 다시 시도, which reads the drive again and shows the card", async () => {
    let answer: unknown = FAILED();
    show(<DriveCard />, { getMainDriveInfo: () => answer });
    const line = await screen.findByRole("alert");
    expect(line).toHaveTextContent("주행 정보를 불러오지 못했어요");
    // One line, not the screen's error block with the API's message.
    expect(line).not.toHaveTextContent("잠시 후 다시 시도해 주세요.");
    expect(screen.queryByTestId("error-state")).toBeNull();
    answer = DRIVE;
    fireEvent.click(within(line).getByRole("button", { name: "다시 시도" }));
    expect(await screen.findByTestId("drive-card")).toBeInTheDocument();
    expect(screen.queryByRole("alert")).toBeNull();
    expect(calls("getMainDriveInfo")).toBe(2);
  });

  it("before the first drive: nothing", async () => {
    show(<DriveCard />, { getMainDriveInfo: { ...DRIVE, hasData: false } });
    await waitFor(() => expect(screen.queryByRole("status")).toBeNull());
    expect(screen.queryByTestId("drive-card")).toBeNull();
    expect(screen.queryByRole("alert")).toBeNull();
  });
});

describe("the diagnosis card", () => {
  it("data: the latest diagnosis, opening /diagnosis", async () => {
    show(<DiagnosisCard />, { getMainDiagnosisInfo: diagnosisInfo() });
    const card = await screen.findByTestId("diagnosis-card");
    expect(card).toHaveTextContent("정밀 진단 점수 82점 · C등급 · 주의");
    expect(card).toHaveAttribute("href", "/diagnosis");
  });

  it("loading: its skeleton, announced as loading", () => {
    show(<DiagnosisCard />, {});
    expect(screen.getByRole("status")).toHaveTextContent("최근 진단을 불러오는 중입니다");
  });

  it("error: the card is left out (the links below open /diagnosis), no error line", async () => {
    show(<DiagnosisCard />, { getMainDiagnosisInfo: FAILED });
    await waitFor(() => expect(screen.queryByRole("status")).toBeNull());
    expect(screen.queryByTestId("diagnosis-card")).toBeNull();
    expect(screen.queryByRole("alert")).toBeNull();
  });
});

describe("the data freshness line", () => {
  // 2026-11-24 10:00 KST: the day after the data, so the line is fresh (no warning).
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date("2026-11-24T01:00:00Z"), shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("data: the device's last day and serial", async () => {
    show(<DataFreshness info={mainInfo()} />, { getObd: obdInfo({ obdSerial: "OBD-240001", lastDataDate: "2026-11-23" }) });
    expect(await screen.findByTestId("data-freshness")).toHaveTextContent(/마지막 수신 2026년 11월 23일.* · 단말기 OBD-240001/);
  });

  it("loading: a skeleton line, announced as loading", () => {
    show(<DataFreshness info={mainInfo()} />, {});
    expect(screen.getByRole("status")).toHaveTextContent("마지막 수신일을 불러오는 중입니다");
  });

  it("error: the line falls back to main/info's latest day, with no error line", async () => {
    show(<DataFreshness info={mainInfo({ latestDay: "2026-11-23" })} />, { getObd: FAILED });
    expect(await screen.findByTestId("data-freshness")).toHaveTextContent(/마지막 수신 2026년 11월 23일.* · OBD 단말기/);
    expect(screen.queryByTestId("card-error")).toBeNull();
  });
});

describe("the score trend", () => {
  const SCORE_INFO = { trendText: "어제보다 2점 올랐어요." };
  const SDS = { startDate: "2026-10-25", endDate: "2026-11-23", items: [], average: null, min: null, max: null };

  it("data: the sentence of change above the chart", async () => {
    show(<ScoreTrend />, { getMainScoreInfo: SCORE_INFO, getSdsScore: SDS });
    expect(await screen.findByText("어제보다 2점 올랐어요.")).toBeInTheDocument();
  });

  it("loading: a skeleton line, announced as loading", () => {
    show(<ScoreTrend />, { getSdsScore: SDS });
    expect(screen.getByText("점수 변화를 불러오는 중입니다")).toBeInTheDocument();
  });

  it("error: only the sentence is left out; the card and its title stay", async () => {
    show(<ScoreTrend />, { getMainScoreInfo: FAILED, getSdsScore: SDS });
    await waitFor(() => expect(screen.queryByText("점수 변화를 불러오는 중입니다")).toBeNull());
    expect(screen.getByRole("heading", { name: "안전 점수 추이" })).toBeInTheDocument();
    expect(screen.queryByTestId("card-error")).toBeNull();
  });
});
