// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { apiFrom, renderWithSwr, type Answers } from "@/testing/render";
import { STATUS_FIXTURES, diagnosisInfo } from "@/testing/factories";
import { ApiRequestError } from "@/shared/api-client";
import { DiagnosisScreen } from "../diagnosis-screen";

const mocks = vi.hoisted(() => ({ api: vi.fn(), callWithPolicy: vi.fn() }));
vi.mock("@/shared/api-client", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/shared/api-client")>()),
  api: (...args: unknown[]) => mocks.api(...args),
  callWithPolicy: (...args: unknown[]) => mocks.callWithPolicy(...args),
}));
vi.mock("@/auth/client", () => ({ useSession: () => ({ status: "authenticated", data: { user: { userName: "김민준" } } }) }));

function show(answers: Answers) {
  mocks.api.mockImplementation(apiFrom(answers));
  return renderWithSwr(<DiagnosisScreen />);
}
const calledNames = () => mocks.api.mock.calls.map((c) => c[0]);
const firstTime = () => diagnosisInfo({ hasDiagnosis: false, latest: null, recommendNew: true, message: "아직 받은 진단이 없어요." });

beforeEach(() => {
  mocks.api.mockReset();
  mocks.callWithPolicy.mockReset();
});
afterEach(cleanup);

describe("DiagnosisScreen", () => {
  it("loading: announced, only the status call", async () => {
    show({});
    expect(screen.getByRole("heading", { level: 1, name: "안전 진단" })).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("서비스 상태를 불러오는 중입니다");
    // The fetcher loads the api-client lazily: the call goes out a moment after the first render.
    await waitFor(() => expect(calledNames()).toEqual(["getMyServiceStatus"]));
    expect(screen.getByRole("status")).toHaveTextContent("서비스 상태를 불러오는 중입니다");
  });

  it("in use with a diagnosis: the latest result with its three types, and a way to run it again", async () => {
    show({ getMyServiceStatus: STATUS_FIXTURES.inUse(), getMainDiagnosisInfo: diagnosisInfo() });
    const latest = await screen.findByTestId("latest-diagnosis");
    expect(latest).toHaveTextContent("82점");
    expect(latest).toHaveTextContent("B등급 · 주의");
    expect(latest).toHaveTextContent("2026년 11월 10일 진단 · 12일 전");
    expect(
      within(latest)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["배터리 상태80점", "효율90점", "사용성76점"]);
    expect(screen.getByRole("heading", { name: "최신 데이터로 다시 진단할 수 있어요" })).toBeInTheDocument();
  });

  it("first diagnosis: runs steps 1–4 in order (new, then the id), shows the step, then reloads the result", async () => {
    let info = firstTime();
    show({ getMyServiceStatus: STATUS_FIXTURES.inUse(), getMainDiagnosisInfo: () => info });
    const resolvers: Array<(v: unknown) => void> = [];
    mocks.callWithPolicy.mockImplementation(() => new Promise((r) => resolvers.push(r)));
    fireEvent.click(await screen.findByRole("button", { name: "진단 시작하기" }));
    for (let step = 1; step <= 4; step += 1) {
      await waitFor(() => expect(mocks.callWithPolicy).toHaveBeenCalledTimes(step));
      expect(screen.getByText(`진단 중… ${step}/4단계`)).toBeInTheDocument();
      if (step === 4) info = diagnosisInfo();
      await act(async () => resolvers[step - 1]!({ diagnosisId: 42, step }));
    }
    expect(mocks.callWithPolicy.mock.calls.map((c) => c[1])).toEqual([
      { params: { a: "new", b: 1 } },
      { params: { a: "42", b: 2 } },
      { params: { a: "42", b: 3 } },
      { params: { a: "42", b: 4 } },
    ]);
    expect(await screen.findByTestId("latest-diagnosis")).toHaveTextContent("82점");
  });

  it("a diagnosis in progress continues from the next step", async () => {
    show({
      getMyServiceStatus: STATUS_FIXTURES.inUse(),
      getMainDiagnosisInfo: diagnosisInfo({ inProgress: { diagnosisId: 9, currentStep: 2 }, message: "진행 중인 진단이 있습니다." }),
    });
    mocks.callWithPolicy.mockResolvedValue({ diagnosisId: 9 });
    fireEvent.click(await screen.findByRole("button", { name: "이어서 진단하기" }));
    await waitFor(() => expect(mocks.callWithPolicy).toHaveBeenCalledTimes(2));
    expect(mocks.callWithPolicy.mock.calls.map((c) => c[1])).toEqual([{ params: { a: "9", b: 3 } }, { params: { a: "9", b: 4 } }]);
  });

  it("a failed step: a quiet line when the error policy did not already show a dialog", async () => {
    show({ getMyServiceStatus: STATUS_FIXTURES.inUse(), getMainDiagnosisInfo: firstTime() });
    mocks.callWithPolicy.mockRejectedValue(new ApiRequestError(409, "X", "오류"));
    fireEvent.click(await screen.findByRole("button", { name: "진단 시작하기" }));
    expect(await screen.findByText("진단을 완료하지 못했어요. 잠시 후 다시 시도해 주세요.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "진단 시작하기" })).toBeEnabled();
  });

  it("cannot diagnose: the reason and the days of data from is-impossible-diagnosis", async () => {
    show({
      getMyServiceStatus: STATUS_FIXTURES.inUse(),
      getMainDiagnosisInfo: diagnosisInfo({
        hasDiagnosis: false,
        latest: null,
        canDiagnose: false,
        impossibleReasonCode: "INSUFFICIENT_DATA",
        message: "데이터가 부족해요.",
      }),
      isImpossibleDiagnosis: {
        result: true,
        reasonCode: "INSUFFICIENT_DATA",
        reason: "최근 30일 중 7일 이상 데이터가 필요해요.",
        dataDays: 3,
        requiredDays: 7,
      },
    });
    const panel = await screen.findByTestId("diagnosis-impossible");
    expect(panel).toHaveTextContent("지금은 진단할 수 없어요");
    expect(await within(panel).findByText("최근 30일 중 7일 이상 데이터가 필요해요.")).toBeInTheDocument();
    expect(panel).toHaveTextContent("최근 30일 데이터 3일 / 필요 7일");
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
    show({
      getMyServiceStatus: STATUS_FIXTURES.inUse(),
      getMainDiagnosisInfo: () => new ApiRequestError(500, "INTERNAL", "잠시 후 다시 시도해 주세요."),
    });
    expect(await screen.findByTestId("error-state")).toHaveTextContent("진단 정보를 불러오지 못했어요");
  });
});
