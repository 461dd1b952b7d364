// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import { apiFrom, renderWithSwr, type Answers } from "@/testing/render";
import { STATUS_FIXTURES, resultScore } from "@/testing/factories";
import { ApiRequestError } from "@/shared/api-client";
import { SafetyIndexScreen } from "../safety-index-screen";

const mocks = vi.hoisted(() => ({ api: vi.fn() }));
vi.mock("@/shared/api-client", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/shared/api-client")>()),
  api: (...args: unknown[]) => mocks.api(...args),
}));
vi.mock("@/auth/client/client", () => ({ useSession: () => ({ status: "authenticated", data: { user: { userName: "김민준" } } }) }));

function show(answers: Answers) {
  mocks.api.mockImplementation(apiFrom(answers));
  return renderWithSwr(<SafetyIndexScreen />);
}
const calledNames = () => mocks.api.mock.calls.map((c) => c[0]);

beforeEach(() => {
  mocks.api.mockReset();
});
afterEach(cleanup);

describe("SafetyIndexScreen", () => {
  it("loading: a skeleton announced as loading, only the status call", async () => {
    show({});
    expect(screen.getByRole("heading", { level: 1, name: "안전 지수" })).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("서비스 상태를 불러오는 중입니다");
    // The fetcher loads the api-client lazily: the call goes out a moment after the first render.
    await waitFor(() => expect(calledNames()).toEqual(["getMyServiceStatus"]));
    expect(screen.getByRole("status")).toHaveTextContent("서비스 상태를 불러오는 중입니다");
  });

  it("in use: the score, grade, summary and each metric with its status, sub-score and weight", async () => {
    show({ getMyServiceStatus: STATUS_FIXTURES.inUse(), getSdsResultScore: resultScore() });
    const card = await screen.findByTestId("index-card");
    expect(card).toHaveTextContent("82점 / 100점");
    // One verdict: the grade's level is the day's level, named once.
    expect(card).toHaveTextContent("C등급 · 주의");
    expect(card).not.toHaveTextContent("상태 주의");
    expect(card).toHaveTextContent("셀 전압 편차에 주의가 필요해요.");
    expect(card).toHaveTextContent("2026년 11월 21일 데이터 기준");
    const cell = screen.getByTestId("metric-cellBalance");
    expect(within(cell).getByRole("heading", { level: 3, name: "셀 전압 편차" })).toBeInTheDocument();
    expect(cell).toHaveTextContent("주의");
    expect(cell).toHaveTextContent("측정값 12.5mV · 점수 60점 · 반영 비중 30%");
    expect(within(cell).getByRole("meter", { name: "셀 전압 편차 점수" })).toHaveAttribute("aria-valuenow", "60");
    expect(screen.getByTestId("metric-insulation")).toHaveTextContent("안전");
    expect(screen.getByRole("link", { name: /배터리 지표 자세히 보기/ })).toHaveAttribute("href", "/statistics");
  });

  it("in use without data: an empty state", async () => {
    show({
      getMyServiceStatus: STATUS_FIXTURES.inUse(),
      getSdsResultScore: resultScore({
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
    });
    expect(await screen.findByTestId("empty-state")).toHaveTextContent("아직 안전 점수를 계산할 데이터가 없어요");
  });

  it("not joined: 서비스 가입하기 and no score call", async () => {
    show({ getMyServiceStatus: STATUS_FIXTURES.notJoined() });
    expect(await screen.findByRole("link", { name: "서비스 가입하기" })).toHaveAttribute("href", "/service/signup/vehicle");
    expect(calledNames()).not.toContain("getSdsResultScore");
  });

  it("applying and cancelled: their next step, no score call", async () => {
    show({ getMyServiceStatus: STATUS_FIXTURES.applying(), getObd: new ApiRequestError(500, "X", "오류") });
    expect(await screen.findByTestId("next-step-applying")).toBeInTheDocument();
    cleanup();
    show({ getMyServiceStatus: STATUS_FIXTURES.cancelled() });
    expect(await screen.findByTestId("next-step-ended")).toBeInTheDocument();
    expect(calledNames()).not.toContain("getSdsResultScore");
  });

  it("cancellation requested: end date and the score", async () => {
    show({ getMyServiceStatus: STATUS_FIXTURES.cancelRequested(), getSdsResultScore: resultScore() });
    expect(await screen.findByTestId("next-step-cancel-requested")).toHaveTextContent("2026년 12월 12일");
    expect(await screen.findByTestId("index-card")).toBeInTheDocument();
  });

  it("score error: inline error with 다시 시도", async () => {
    show({
      getMyServiceStatus: STATUS_FIXTURES.inUse(),
      getSdsResultScore: () => new ApiRequestError(0, "TIMEOUT", "서버 응답이 지연되고 있습니다."),
    });
    const alert = await screen.findByTestId("error-state");
    expect(alert).toHaveTextContent("안전 지수를 불러오지 못했어요");
    expect(alert).toHaveTextContent("서버 응답이 지연되고 있습니다.");
    expect(within(alert).getByRole("button", { name: "다시 시도" })).toBeInTheDocument();
  });
});
