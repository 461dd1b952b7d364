// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import type { DiagnosisFinding, DiagnosisItems, DiagnosisResult, DiagnosisStepResult } from "@evsafe/contract";
import { apiFrom, renderWithSwr, type Answers } from "@/testing/render";
import { STATUS_FIXTURES, diagnosisInfo } from "@/testing/factories";
import { ApiRequestError } from "@/shared/api-client";

const mocks = vi.hoisted(() => ({ api: vi.fn(), callWithPolicy: vi.fn() }));
vi.mock("@/shared/api-client", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/shared/api-client")>()),
  api: (...args: unknown[]) => mocks.api(...args),
  callWithPolicy: (...args: unknown[]) => mocks.callWithPolicy(...args),
}));
// The catalogue's service-centre number of the result's brand (whatever the catalogue holds today).
vi.mock("@evsafe/contract/vehicle-catalog", async (importOriginal) => {
  const actual = await importOriginal<typeof import("@evsafe/contract/vehicle-catalog")>();
  return {
    ...actual,
    CAR_BRANDS: actual.CAR_BRANDS.map((b) => ({ ...b, serviceCenterTel: b.brandDcd === "HYUNDAI" ? "1588-0000" : undefined })),
  };
});
vi.mock("@/auth/client/client", () => ({ useSession: () => ({ status: "authenticated", data: { user: { userName: "김민준" } } }) }));

/** A router whose address the test (and the screen's push/replace) changes; the screen re-renders on each change. */
const nav = vi.hoisted(() => {
  const listeners = new Set<() => void>();
  const state = { query: {} as Record<string, string>, history: [] as string[] };
  const parse = (href: string) => Object.fromEntries(new URLSearchParams(href.split("?")[1] ?? ""));
  const go = (href: string) => {
    state.query = parse(href);
    listeners.forEach((l) => l());
    return Promise.resolve(true);
  };
  return {
    state,
    listeners,
    push: vi.fn((href: string) => {
      state.history.push(href);
      return go(href);
    }),
    replace: vi.fn((href: string) => {
      state.history[state.history.length - 1] = href;
      return go(href);
    }),
    go,
  };
});
vi.mock("next/router", async () => {
  const { useSyncExternalStore } = await import("react");
  const subscribe = (l: () => void) => {
    nav.listeners.add(l);
    return () => nav.listeners.delete(l);
  };
  return {
    useRouter: () => {
      const query = useSyncExternalStore(subscribe, () => nav.state.query);
      return { query, push: nav.push, replace: nav.replace, back: vi.fn(), pathname: "/diagnosis" };
    },
    default: { push: nav.push, prefetch: vi.fn(() => Promise.resolve()) },
  };
});

const { DiagnosisScreen } = await import("../diagnosis-screen");
const { resetSteps } = await import("../wizard");

function show(answers: Answers, href = "/diagnosis") {
  nav.state.query = Object.fromEntries(new URLSearchParams(href.split("?")[1] ?? ""));
  nav.state.history = [href];
  mocks.api.mockImplementation(apiFrom(answers));
  return renderWithSwr(<DiagnosisScreen />);
}
const calledNames = () => mocks.api.mock.calls.map((c) => c[0]);
const firstTime = () => diagnosisInfo({ hasDiagnosis: false, latest: null, recommendNew: true, message: "아직 받은 진단이 없어요." });
const inUse = { getMyServiceStatus: STATUS_FIXTURES.inUse() };

const ITEMS: DiagnosisItems = {
  intro: {
    step: 0,
    title: "배터리 안전 진단",
    description: "최근 30일의 데이터로 4단계에 걸쳐 진단합니다.",
    requiredDays: 7,
    windowDays: 30,
  },
  types: [
    { diagnosisType: "01", diagnosisTypeNm: "배터리 상태", title: "배터리 상태 진단", description: "배터리 자체의 안전 상태" },
    { diagnosisType: "02", diagnosisTypeNm: "효율", title: "효율 진단", description: "에너지 효율" },
    { diagnosisType: "03", diagnosisTypeNm: "사용성", title: "사용성 진단", description: "충전·운전 습관" },
  ],
  steps: [1, 2, 3, 4].map((step) => ({
    step,
    diagnosisType: step <= 2 ? "01" : step === 3 ? "02" : "03",
    diagnosisTypeNm: step <= 2 ? "배터리 상태" : step === 3 ? "효율" : "사용성",
    title: `점검 ${step}`,
    description: `${step}단계 설명`,
    metrics: [{ metric: "soh", name: `지표 ${step}`, description: `지표 ${step} 설명` }],
  })),
  resultStep: 5,
};

const finding = (over: Partial<DiagnosisFinding> = {}): DiagnosisFinding => ({
  metric: "cell-voltage-balance",
  name: "셀 전압 편차",
  value: 12.3,
  unit: "mV",
  severity: "01",
  severityNm: "안전",
  score: 90,
  explanation: "셀 전압이 고르게 유지되고 있습니다.",
  action: "현재 상태를 유지하세요.",
  threshold: "20 mV 이상 주의, 30 mV 이상 경고, 45 mV 이상 심각",
  daysAtRisk: 0,
  ...over,
});

const RESULT: DiagnosisResult = {
  diagnosisId: 42,
  diagnosisDate: "2026-11-22",
  completedAt: "2026-11-22T01:00:00.000Z",
  dataFrom: "2026-10-23",
  dataTo: "2026-11-21",
  dataDays: 30,
  vehicle: { carNo: "12가3456", brandNm: "현대", mdlNm: "아이오닉 5", dtlMdlNm: "롱레인지" },
  score: 62,
  grade: "D",
  gradeName: "경고",
  severity: "03",
  severityNm: "경고",
  summary: "경고 단계의 항목이 있습니다.",
  types: [
    {
      diagnosisType: "01",
      diagnosisTypeNm: "배터리 상태",
      score: 60,
      grade: "D",
      gradeName: "경고",
      severity: "03",
      severityNm: "경고",
      summary: "셀 전압 편차가 경고 기준을 넘었습니다.",
      findings: [
        finding({ name: "절연 저항", metric: "insulation", value: 800, unit: "Ω/V", severity: "01" }),
        finding({ name: "셀 전압 편차", value: 31.3, severity: "03", daysAtRisk: 9 }),
      ],
    },
    {
      diagnosisType: "02",
      diagnosisTypeNm: "효율",
      score: 90,
      grade: "A",
      gradeName: "안전",
      severity: "01",
      severityNm: "안전",
      summary: "정상",
      findings: [finding({ name: "에너지 사용 효율", metric: "energy-use-efficiency", value: null, severity: null, unit: "%" })],
    },
    {
      diagnosisType: "03",
      diagnosisTypeNm: "사용성",
      score: 80,
      grade: "C",
      gradeName: "주의",
      severity: "02",
      severityNm: "주의",
      summary: "주의",
      findings: [finding({ name: "급가속·급감속", metric: "rapid-acceleration", value: 11, unit: "회/100km", severity: "02" })],
    },
  ],
  recommendations: [],
};

const stepAnswer = (step: number, over: Partial<DiagnosisStepResult> = {}): DiagnosisStepResult => ({
  diagnosisId: 42,
  step,
  diagnosisType: step <= 2 ? "01" : step === 3 ? "02" : "03",
  diagnosisTypeNm: "배터리 상태",
  title: `점검 ${step}`,
  findings: [finding({ name: `지표 ${step}` })],
  completed: step === 4,
  nextStep: step + 1,
  result: step === 4 ? RESULT : null,
  ...over,
});

beforeEach(() => {
  mocks.api.mockReset();
  mocks.callWithPolicy.mockReset();
  nav.push.mockClear();
  nav.replace.mockClear();
  resetSteps();
});
afterEach(cleanup);

describe("/diagnosis intro (step 0)", () => {
  it("loading: announced, only the status call", async () => {
    show({});
    expect(screen.getByRole("heading", { level: 1, name: "안전 진단" })).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("서비스 상태를 불러오는 중입니다");
    await waitFor(() => expect(calledNames()).toEqual(["getMyServiceStatus"]));
  });

  it("the latest result with its three types and links, what is checked with which data, and a way to run it again", async () => {
    show({ ...inUse, getMainDiagnosisInfo: diagnosisInfo(), getDiagnosisItems: ITEMS });
    const latest = await screen.findByTestId("latest-diagnosis");
    expect(latest).toHaveTextContent("82점");
    expect(latest).toHaveTextContent("C등급 · 주의");
    expect(latest).toHaveTextContent("2026년 11월 10일 진단 · 12일 전");
    expect(within(latest).getByRole("link", { name: "결과 자세히 보기" })).toHaveAttribute("href", "/diagnosis?step=result&id=7");
    expect(within(latest).getByRole("link", { name: "진단 이력" })).toHaveAttribute("href", "/diagnosis?view=history");
    const intro = await screen.findByTestId("diagnosis-intro");
    expect(await within(intro).findByText(/배터리 상태 · 배터리 상태 진단/)).toBeInTheDocument();
    expect(intro).toHaveTextContent("최근 30일의 운행·충전 데이터로 진단해요. 그중 7일 이상의 데이터가 있어야 해요.");
    expect(intro).toHaveTextContent("4단계로 나누어 점검하고, 보통 1분이 채 걸리지 않아요.");
    expect(screen.getByRole("heading", { name: "최신 데이터로 다시 진단할 수 있어요" })).toBeInTheDocument();
  });

  it("진단 시작하기 sends step 1 of a new diagnosis once and opens step 1, whose address then names the diagnosis", async () => {
    show({ ...inUse, getMainDiagnosisInfo: firstTime(), getDiagnosisItems: ITEMS });
    let answer!: (v: DiagnosisStepResult) => void;
    mocks.callWithPolicy.mockImplementation(() => new Promise((r) => (answer = r)));
    const start = await screen.findByRole("button", { name: "진단 시작하기" });
    fireEvent.click(start);
    fireEvent.click(start);
    expect(nav.push).toHaveBeenCalledWith("/diagnosis?step=1", undefined, { shallow: true });
    expect(await screen.findByText("1/4단계 · 배터리 상태")).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("1단계를 점검하는 중입니다: 지표 1");
    expect(mocks.callWithPolicy).toHaveBeenCalledTimes(1);
    expect(mocks.callWithPolicy.mock.calls[0]![1]).toEqual({ params: { a: "new", b: 1 } });
    await act(async () => answer(stepAnswer(1)));
    await waitFor(() => expect(nav.replace).toHaveBeenCalledWith("/diagnosis?step=1&id=42", undefined, { shallow: true }));
    expect(await screen.findByRole("heading", { name: "1단계 점검을 마쳤어요" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "점검 1" })).toHaveFocus();
    expect(mocks.callWithPolicy).toHaveBeenCalledTimes(1);
  });

  it("a diagnosis in progress: 이어서 진단하기 leads to its next step", async () => {
    show({
      ...inUse,
      getMainDiagnosisInfo: diagnosisInfo({ inProgress: { diagnosisId: 9, currentStep: 2 }, message: "진행 중인 진단이 있습니다." }),
      getDiagnosisItems: ITEMS,
    });
    expect(await screen.findByRole("link", { name: "이어서 진단하기" })).toHaveAttribute("href", "/diagnosis?step=3&id=9");
    expect(screen.getByTestId("diagnosis-prompt")).toHaveTextContent("2단계까지 마쳤어요. 3단계부터 이어서 진단해요.");
    expect(screen.getByRole("button", { name: "처음부터 새로 진단하기" })).toBeEnabled();
  });

  it("cannot diagnose: the reason, the days still needed and, for the device, the way to the OBD screen", async () => {
    show({
      ...inUse,
      getDiagnosisItems: ITEMS,
      getMainDiagnosisInfo: diagnosisInfo({
        hasDiagnosis: false,
        latest: null,
        canDiagnose: false,
        impossibleReasonCode: "INSTALLED_EMPTY_DATA",
        message: "데이터가 없어요.",
      }),
      isImpossibleDiagnosis: {
        result: true,
        reasonCode: "INSTALLED_EMPTY_DATA",
        reason: "단말기는 설치되었지만 아직 수집된 데이터가 없습니다.",
        dataDays: 3,
        requiredDays: 7,
      },
    });
    const panel = await screen.findByTestId("diagnosis-impossible");
    await waitFor(() => expect(calledNames()).toContain("isImpossibleDiagnosis"));
    expect(panel).toHaveTextContent("지금은 진단할 수 없어요");
    expect(await within(panel).findByText("단말기는 설치되었지만 아직 수집된 데이터가 없습니다.")).toBeInTheDocument();
    expect(panel).toHaveTextContent("최근 30일 데이터 3일 / 필요 7일 · 4일 더 운행하면 진단할 수 있어요");
    expect(within(panel).getByRole("link", { name: "단말기 상태 확인하기" })).toHaveAttribute("href", "/obd");
    expect(screen.queryByRole("button", { name: "진단 시작하기" })).toBeNull();
  });

  it("not joined, applying, cancelled: next step only, no diagnosis calls", async () => {
    for (const fixture of ["notJoined", "applying", "cancelled"] as const) {
      show({ getMyServiceStatus: STATUS_FIXTURES[fixture](), getObd: new ApiRequestError(500, "X", "오류") });
      await screen.findByTestId(
        fixture === "notJoined" ? "next-step-not-joined" : fixture === "applying" ? "next-step-applying" : "next-step-ended",
      );
      cleanup();
    }
    expect(calledNames()).not.toContain("getMainDiagnosisInfo");
  });

  it("diagnosis-info error: inline error", async () => {
    show({ ...inUse, getMainDiagnosisInfo: () => new ApiRequestError(500, "INTERNAL", "잠시 후 다시 시도해 주세요.") });
    expect(await screen.findByTestId("error-state")).toHaveTextContent("진단 정보를 불러오지 못했어요");
  });
});

describe("steps 1–4", () => {
  it("walks 2 → 4 with the id in each address, then the result from step 4's answer without another call", async () => {
    show({ ...inUse, getDiagnosisItems: ITEMS }, "/diagnosis?step=2&id=42");
    mocks.callWithPolicy.mockImplementation(async (_n: string, o: { params: { b: number } }) => stepAnswer(o.params.b));
    expect(await screen.findByText("2/4단계 · 배터리 상태")).toBeInTheDocument();
    fireEvent.click(await screen.findByRole("button", { name: "다음 단계로 (3/4)" }));
    expect(nav.push).toHaveBeenLastCalledWith("/diagnosis?step=3&id=42", undefined, { shallow: true });
    fireEvent.click(await screen.findByRole("button", { name: "다음 단계로 (4/4)" }));
    fireEvent.click(await screen.findByRole("button", { name: "진단 결과 보기" }));
    expect(nav.push).toHaveBeenLastCalledWith("/diagnosis?step=result&id=42", undefined, { shallow: true });
    expect(await screen.findByRole("heading", { name: "진단 결과" })).toHaveFocus();
    expect(mocks.callWithPolicy.mock.calls.map((c) => c[1])).toEqual([
      { params: { a: "42", b: 2 } },
      { params: { a: "42", b: 3 } },
      { params: { a: "42", b: 4 } },
    ]);
    expect(calledNames()).not.toContain("getDiagnosisResult");

    // Back to step 4 and 3: their answers come from this tab, nothing runs again.
    await act(() => nav.go("/diagnosis?step=4&id=42"));
    expect(await screen.findByRole("button", { name: "진단 결과 보기" })).toBeInTheDocument();
    await act(() => nav.go("/diagnosis?step=3&id=42"));
    expect(await screen.findByRole("button", { name: "다음 단계로 (4/4)" })).toBeInTheDocument();
    expect(mocks.callWithPolicy).toHaveBeenCalledTimes(3);
  });

  it("a failed step: the message and 재시도, which runs that step again", async () => {
    show({ ...inUse, getDiagnosisItems: ITEMS }, "/diagnosis?step=3&id=42");
    mocks.callWithPolicy.mockRejectedValueOnce(new ApiRequestError(500, "INTERNAL", "일시적인 오류입니다."));
    expect(await screen.findByTestId("step-failed")).toHaveTextContent("3단계 점검을 마치지 못했어요.");
    expect(screen.queryByRole("button", { name: /다음 단계로/ })).toBeNull();
    mocks.callWithPolicy.mockResolvedValueOnce(stepAnswer(3));
    fireEvent.click(screen.getByRole("button", { name: "재시도" }));
    expect(await screen.findByRole("button", { name: "다음 단계로 (4/4)" })).toBeInTheDocument();
    expect(mocks.callWithPolicy.mock.calls.map((c) => c[1])).toEqual([{ params: { a: "42", b: 3 } }, { params: { a: "42", b: 3 } }]);
    expect(screen.queryByTestId("step-failed")).toBeNull();
  });

  it("resume: a step address without a diagnosis continues the one in progress (max-id), never starting one", async () => {
    show(
      { ...inUse, getDiagnosisItems: ITEMS, getDiagnosisMaxId: { diagnosisId: 9, status: "IN_PROGRESS", currentStep: 2 } },
      "/diagnosis?step=4",
    );
    await waitFor(() => expect(nav.replace).toHaveBeenCalledWith("/diagnosis?step=3&id=9", undefined, { shallow: true }));
    mocks.callWithPolicy.mockResolvedValue(stepAnswer(3, { diagnosisId: 9 }));
    await waitFor(() => expect(mocks.callWithPolicy).toHaveBeenCalledWith("doDiagnosisStep", { params: { a: "9", b: 3 } }));
    expect(mocks.callWithPolicy.mock.calls.some((c) => c[1].params.a === "new")).toBe(false);
  });

  it("resume: step 1 after a reload with nothing in progress goes back to the intro", async () => {
    show(
      { ...inUse, getDiagnosisItems: ITEMS, getDiagnosisMaxId: { diagnosisId: 5, status: "COMPLETED", currentStep: 4 } },
      "/diagnosis?step=1",
    );
    await waitFor(() => expect(nav.replace).toHaveBeenCalledWith("/diagnosis", undefined, { shallow: true }));
    expect(mocks.callWithPolicy).not.toHaveBeenCalled();
  });

  it("an address that skips ahead (the API's 409) goes to the step to do next", async () => {
    show(
      { ...inUse, getDiagnosisItems: ITEMS, getDiagnosisMaxId: { diagnosisId: 42, status: "IN_PROGRESS", currentStep: 1 } },
      "/diagnosis?step=4&id=42",
    );
    mocks.callWithPolicy.mockRejectedValueOnce(new ApiRequestError(409, "DIAGNOSIS_STEP_ORDER", "2단계를 먼저 진행해 주세요."));
    await waitFor(() => expect(nav.replace).toHaveBeenCalledWith("/diagnosis?step=2&id=42", undefined, { shallow: true }));
  });
});

describe("result (step 5) and history", () => {
  it("the newest result (no id) when none was ever completed: says so and leads to the intro, without a 404", async () => {
    show({ ...inUse, isDiagnosed: { result: false }, isDiagnosisCompleted: { result: false } }, "/diagnosis?step=result");
    const empty = await screen.findByTestId("no-result");
    expect(empty).toHaveTextContent("아직 완료된 진단이 없어요");
    expect(within(empty).getByRole("link", { name: "진단하러 가기" })).toHaveAttribute("href", "/diagnosis");
    expect(calledNames()).not.toContain("getDiagnosisResult");
  });

  it("the newest result while a newer diagnosis is unfinished: the last completed one, and the way to continue", async () => {
    show(
      { ...inUse, isDiagnosed: { result: true }, isDiagnosisCompleted: { result: false }, getDiagnosisResult: RESULT },
      "/diagnosis?step=result",
    );
    expect(await screen.findByTestId("diagnosis-result")).toHaveTextContent("62점");
    const note = await screen.findByTestId("newer-in-progress");
    expect(note).toHaveTextContent("마치지 않은 새 진단이 있어요");
    expect(within(note).getByRole("link", { name: "이어서 진단하기" })).toHaveAttribute("href", "/diagnosis");
  });

  it("a result named by id does not ask whether one exists", async () => {
    show({ ...inUse, getDiagnosisResult: RESULT }, "/diagnosis?step=result&id=42");
    await screen.findByTestId("diagnosis-result");
    expect(calledNames()).not.toContain("isDiagnosed");
    expect(calledNames()).not.toContain("isDiagnosisCompleted");
  });

  it("scores and every finding worst first (04 → 01, no data last), with value, bands, meaning and action", async () => {
    show({ ...inUse, getDiagnosisResult: RESULT }, "/diagnosis?step=result&id=42");
    const result = await screen.findByTestId("diagnosis-result");
    expect(result).toHaveTextContent("62점");
    expect(result).toHaveTextContent("D등급 · 경고");
    expect(result).not.toHaveTextContent("D등급 경고 · 경고");
    expect(mocks.api.mock.calls.find((c) => c[0] === "getDiagnosisResult")![1]).toMatchObject({ query: { id: 42 } });
    const cards = within(result).getAllByTestId("finding-card");
    expect(cards.map((c) => within(c).getByRole("heading").textContent)).toEqual([
      "셀 전압 편차",
      "급가속·급감속",
      "절연 저항",
      "에너지 사용 효율",
    ]);
    expect(cards[0]).toHaveTextContent("경고 · 점검을 받아 보세요");
    expect(cards[0]).toHaveTextContent("측정값31.3 mV");
    expect(cards[0]).toHaveTextContent("판정 기준20 mV 이상 주의, 30 mV 이상 경고, 45 mV 이상 심각");
    expect(cards[0]).toHaveTextContent("최근 30일 중 9일이 주의 이상이었어요.");
    expect(cards[3]).toHaveTextContent("측정값데이터 없음");
    expect(result).toHaveTextContent("4개 항목 중 2개에 살펴볼 점이 있어요.");
    expect(within(result).getByRole("link", { name: "홈으로" })).toHaveAttribute("href", "/home");
    const print = vi.spyOn(window, "print").mockImplementation(() => {});
    fireEvent.click(within(result).getByRole("button", { name: "결과 저장·인쇄하기" }));
    await waitFor(() => expect(print).toHaveBeenCalledOnce()); // in a browser (no app shell): the printable page
  });

  it("history: months newest first, each diagnosis linking to its result; none is an empty state", async () => {
    show(
      {
        ...inUse,
        getDiagnosisHistory: [
          {
            month: "2026-11",
            items: [
              {
                diagnosisId: 42,
                diagnosisDate: "2026-11-22",
                score: 62,
                grade: "D",
                gradeName: "경고",
                severity: "03",
                severityNm: "경고",
                summary: "경고",
                types: [{ diagnosisType: "01", diagnosisTypeNm: "배터리 상태", score: 60, severity: "03" }],
              },
            ],
          },
        ],
      },
      "/diagnosis?view=history",
    );
    const item = await screen.findByTestId("history-item");
    expect(screen.getByRole("heading", { name: "2026년 11월" })).toBeInTheDocument();
    expect(item).toHaveAttribute("href", "/diagnosis?step=result&id=42");
    expect(item).toHaveTextContent("2026년 11월 22일62점D등급 · 경고");
    cleanup();
    show({ ...inUse, getDiagnosisHistory: null }, "/diagnosis?view=history");
    expect(await screen.findByText("아직 받은 진단이 없어요")).toBeInTheDocument();
  });
});

describe("after an ended service", () => {
  const HISTORY = [
    {
      month: "2026-10",
      items: [
        {
          diagnosisId: 31,
          diagnosisDate: "2026-10-19",
          score: 88,
          grade: "B",
          gradeName: "양호",
          severity: "01",
          severityNm: "안전",
          summary: "안전",
          types: [{ diagnosisType: "01", diagnosisTypeNm: "배터리 상태", score: 88, severity: "01" }],
        },
      ],
    },
  ];

  it("the ended panel, then the paid period's history leading to its results; nothing starts a diagnosis", async () => {
    show({ getMyServiceStatus: STATUS_FIXTURES.cancelled(), getDiagnosisHistory: HISTORY });
    expect(await screen.findByTestId("next-step-ended")).toBeInTheDocument();
    const paid = await screen.findByTestId("paid-period");
    expect(paid).toHaveTextContent("진단 기록과 배터리 지표는 계속 볼 수 있어요");
    expect(await within(paid).findByTestId("history-item")).toHaveAttribute("href", "/diagnosis?step=result&id=31");
    expect(within(paid).getByRole("link", { name: "이용 기간의 배터리 지표 보기" })).toHaveAttribute("href", "/statistics");
    expect(calledNames().every((n) => n === "getMyServiceStatus" || n === "getDiagnosisHistory")).toBe(true);
  });

  it("a member in service gets no second copy of the history", async () => {
    show({ ...inUse, getDiagnosisHistory: HISTORY }, "/diagnosis?view=history");
    expect(await screen.findByTestId("history-item")).toBeInTheDocument();
    expect(screen.queryByTestId("paid-period")).toBeNull();
  });
});

describe("result: acting on 경고 and 심각", () => {
  it("a 경고 result says what to do next and offers the brand's service centre as a call; no 119", async () => {
    show({ ...inUse, getDiagnosisResult: RESULT }, "/diagnosis?step=result&id=42");
    const next = await screen.findByTestId("result-next");
    expect(within(next).getByRole("heading", { name: "다음에 할 일" })).toBeInTheDocument();
    expect(next).toHaveTextContent("가까운 서비스센터에서 점검을 받고");
    expect(within(next).getByRole("link", { name: "현대 서비스센터 전화하기 (1588-0000)" })).toHaveAttribute("href", "tel:1588-0000");
    expect(within(next).queryByTestId("call-119")).toBeNull();
  });

  it("a 심각 result adds the fire-safety guide and a 119 call", async () => {
    show({ ...inUse, getDiagnosisResult: { ...RESULT, severity: "04", severityNm: "심각" } }, "/diagnosis?step=result&id=42");
    const next = await screen.findByTestId("result-next");
    expect(within(next).getByRole("link", { name: "연기·불꽃이 보이면 119 전화하기" })).toHaveAttribute("href", "tel:119");
    expect(within(next).getByRole("link", { name: "배터리 화재 대처법 보기" })).toHaveAttribute("href", "/fire-safety");
    expect(within(next).getByTestId("service-centre-call")).toHaveAttribute("href", "tel:1588-0000");
  });

  it("a brand without a number: the neutral sentence; 주의 and 안전 results have no call section", async () => {
    show({ ...inUse, getDiagnosisResult: { ...RESULT, vehicle: { ...RESULT.vehicle, brandNm: "기아" } } }, "/diagnosis?step=result&id=42");
    expect(await screen.findByTestId("service-centre-fallback")).toHaveTextContent("가까운 브랜드 서비스센터에 문의하세요.");
    cleanup();
    show({ ...inUse, getDiagnosisResult: { ...RESULT, severity: "02", severityNm: "주의" } }, "/diagnosis?step=result&id=42");
    await screen.findByTestId("diagnosis-result");
    expect(screen.queryByTestId("result-next")).toBeNull();
  });
});
