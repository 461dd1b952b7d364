// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { apiFrom, renderWithSwr, type Answers } from "@/testing/render";
import { resultScore } from "@/testing/factories";
import { ApiRequestError } from "@/shared/api-client";
import { SafetyIndexDetails } from "../components/safety-index-details";
import { monthlySummary } from "../components/score-history";

const mocks = vi.hoisted(() => ({ api: vi.fn() }));
vi.mock("@/shared/api-client", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/shared/api-client")>()),
  api: (...args: unknown[]) => mocks.api(...args),
}));
vi.mock("@/shared/chart/chart-canvas", () => ({ ChartCanvas: () => null }));

const month = (m: string, score: number, grade: "A" | "B" | "C", gradeName: string, severity: "01" | "02") => ({
  month: m,
  score,
  minScore: score - 4,
  maxScore: score + 3,
  grade,
  gradeName,
  status: severity === "01" ? "safe" : "caution",
  severity,
  days: 30,
});

const NOTICE = {
  title: "안전 지수는 이렇게 계산해요",
  description: "다섯 가지 항목의 점수를 비중대로 더해요.",
  metrics: [
    {
      key: "cellBalance",
      name: "셀 전압 편차",
      unit: "mV",
      weightPct: 35,
      description: "셀 사이 전압 차이",
      cautionFrom: 20,
      warningFrom: 30,
      seriousFrom: 45,
      direction: "lower",
    },
    {
      key: "insulation",
      name: "절연 저항",
      unit: "Ω/V",
      weightPct: 20,
      description: "누전 위험",
      cautionFrom: 300,
      warningFrom: 150,
      seriousFrom: 100,
      direction: "higher",
    },
  ],
  grades: [{ grade: "A", gradeName: "안전", minScore: 90, maxScore: 100, severity: "01", description: "모든 항목이 정상" }],
  notes: ["하루에 한 번 계산해요."],
};

const BASE: Answers = {
  getSdsScore: {
    startDate: "2026-10-25",
    endDate: "2026-11-23",
    items: [
      { day: "2026-11-22", score: 85, grade: "B", severity: "01" },
      { day: "2026-11-23", score: 83, grade: "C", severity: "02" },
    ],
    average: 84,
    min: 83,
    max: 85,
  },
  getSdsResultScoreMonth: { items: [month("2026-10", 88, "B", "안전", "01"), month("2026-11", 82, "C", "주의", "02")] },
  getNoticeSdsScore: NOTICE,
};

function show(answers: Answers = {}, score = resultScore()) {
  mocks.api.mockImplementation(apiFrom({ ...BASE, ...answers }));
  return renderWithSwr(<SafetyIndexDetails score={score} />);
}

beforeEach(() => {
  mocks.api.mockReset();
});
afterEach(cleanup);

describe("the safety index over time", () => {
  it("the last 30 days as a chart with its summary", async () => {
    show();
    const figure = await screen.findByRole("figure", { name: "일별 안전 점수" });
    expect(figure).toHaveTextContent("점수가 있는 2일의 평균 84점, 최저 83점, 최고 85점이에요.");
  });

  it("the months as a chart saying where the index went, and as a table newest first", async () => {
    show();
    const figure = await screen.findByRole("figure", { name: "월평균 안전 점수" });
    expect(figure).toHaveTextContent("2026년 10월 88점에서 2026년 11월 82점으로 6점 내려갔어요.");
    const table = screen.getByRole("table", { name: /월별 안전 점수: 평균/ });
    expect(
      within(table)
        .getAllByRole("row")
        .map((r) => r.textContent),
    ).toEqual(["월평균최저~최고등급일수", "2026.1182점78~85C 주의30일", "2026.1088점84~91B 안전30일"]);
    expect(monthlySummary([{ month: "2026-11", score: 90 }])).toBe("2026년 11월 평균 90점이에요.");
    expect(
      monthlySummary([
        { month: "2026-10", score: 80 },
        { month: "2026-11", score: 80 },
      ]),
    ).toContain("변함없어요");
  });

  it("how the index is computed: weights, the bands in the metric's direction, the grades", async () => {
    show();
    const how = await screen.findByTestId("how-computed");
    expect(within(how).getByRole("heading", { name: "안전 지수는 이렇게 계산해요" })).toBeInTheDocument();
    expect(how).toHaveTextContent("셀 전압 편차 · 비중 35%");
    expect(how).toHaveTextContent("주의 20mV 이상 · 경고 30mV 이상 · 심각 45mV 이상");
    expect(how).toHaveTextContent("주의 300Ω/V 미만 · 경고 150Ω/V 미만 · 심각 100Ω/V 미만");
    expect(how).toHaveTextContent("A등급 안전 · 90~100점");
    expect(how).toHaveTextContent("하루에 한 번 계산해요.");
  });

  it("a history that fails says so in place with 다시 시도, which reads it again and shows it; the score stays", async () => {
    let answer: unknown = new ApiRequestError(500, "INTERNAL", "x");
    show({ getSdsResultScoreMonth: () => answer });
    const line = await screen.findByRole("alert");
    expect(line).toHaveTextContent("월별 안전 점수를 불러오지 못했어요");
    expect(screen.getByTestId("index-card")).toBeInTheDocument();
    answer = BASE.getSdsResultScoreMonth;
    fireEvent.click(within(line).getByRole("button", { name: "다시 시도" }));
    expect(await screen.findByRole("figure", { name: "월평균 안전 점수" })).toBeInTheDocument();
    expect(screen.queryByRole("alert")).toBeNull();
    expect(mocks.api.mock.calls.filter((c) => c[0] === "getSdsResultScoreMonth")).toHaveLength(2);
  });

  it("the months loading: their skeleton, announced as loading", async () => {
    const { getSdsResultScoreMonth: _months, ...rest } = BASE;
    mocks.api.mockImplementation(apiFrom(rest));
    renderWithSwr(<SafetyIndexDetails score={resultScore()} />);
    expect(await screen.findByText("월별 안전 점수를 불러오는 중입니다")).toBeInTheDocument();
  });

  it("how it is computed: a skeleton while it loads, left out (no error line) when it cannot be read", async () => {
    const { getNoticeSdsScore: _notice, ...rest } = BASE;
    mocks.api.mockImplementation(apiFrom(rest));
    const first = renderWithSwr(<SafetyIndexDetails score={resultScore()} />);
    expect(await screen.findByText("안전 지수 계산 방법을 불러오는 중입니다")).toBeInTheDocument();
    first.unmount();
    show({ getNoticeSdsScore: () => new ApiRequestError(500, "INTERNAL", "x") });
    expect(await screen.findByRole("figure", { name: "월평균 안전 점수" })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText("안전 지수 계산 방법을 불러오는 중입니다")).toBeNull());
    expect(screen.queryByTestId("how-computed")).toBeNull();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("no months yet: says so instead of an empty chart", async () => {
    show({ getSdsResultScoreMonth: { items: [] } });
    expect(await screen.findByText("아직 한 달 치 안전 점수가 없어요.")).toBeInTheDocument();
    expect(screen.queryByRole("figure", { name: "월평균 안전 점수" })).toBeNull();
  });

  it("without data: no history is asked for, the explanation still is", async () => {
    show(
      {},
      resultScore({
        hasData: false,
        day: null,
        score: null,
        grade: null,
        gradeName: null,
        status: null,
        severity: null,
        level: null,
        metrics: [],
        summary: null,
      }),
    );
    expect(await screen.findByTestId("how-computed")).toBeInTheDocument();
    expect(mocks.api.mock.calls.map((c) => c[0])).not.toContain("getSdsScore");
  });
});
