// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { apiFrom, renderWithSwr, type Answers } from "@/testing/render";
import { STATUS_FIXTURES, mainInfo, obdInfo } from "@/testing/factories";
import { ApiRequestError } from "@/shared/api-client";
import { HomeScreen } from "../home-screen";

const mocks = vi.hoisted(() => ({ api: vi.fn(), activity: vi.fn() }));
vi.mock("@/shared/api-client", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/shared/api-client")>()),
  api: (...args: unknown[]) => mocks.api(...args),
}));
vi.mock("@/domain/use-activity-report", () => ({ useActivityReport: (opts: unknown) => mocks.activity(opts) }));
vi.mock("@/auth/client/client", () => ({
  useSession: () => ({ status: "authenticated", data: { user: { userId: "demo", userName: "김민준", loginProvider: "evsafe" } } }),
}));

function show(answers: Answers) {
  mocks.api.mockImplementation(apiFrom(answers));
  return renderWithSwr(<HomeScreen />);
}
const calledNames = () => mocks.api.mock.calls.map((c) => c[0]);

beforeEach(() => {
  mocks.api.mockReset();
  mocks.activity.mockReset();
});
afterEach(cleanup);

describe("HomeScreen", () => {
  it("reports the activity of /home once mounted and names the page", () => {
    show({});
    expect(mocks.activity).toHaveBeenCalledWith({ screen: "/home" });
    expect(screen.getByRole("heading", { level: 1, name: "홈" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "홈" })).toHaveAttribute("aria-current", "page");
  });

  it("shows a skeleton announced as loading while the service status loads", async () => {
    show({});
    expect(screen.getByRole("status")).toHaveTextContent("서비스 상태를 불러오는 중입니다");
    // The fetcher loads the api-client lazily: the call goes out a moment after the first render.
    await waitFor(() => expect(calledNames()).toEqual(["getMyServiceStatus"]));
    expect(screen.getByRole("status")).toHaveTextContent("서비스 상태를 불러오는 중입니다");
  });

  it("not joined (00): the user, 미가입 and 서비스 가입하기 to the terms onboarding; no service calls", async () => {
    show({ getMyServiceStatus: STATUS_FIXTURES.notJoined() });
    const link = await screen.findByRole("link", { name: "서비스 가입하기" });
    expect(link).toHaveAttribute("href", "/service/signup/vehicle");
    const summary = screen.getByTestId("service-status-summary");
    expect(summary).toHaveTextContent("김민준님");
    expect(summary).toHaveTextContent("미가입");
    expect(calledNames()).not.toContain("getMainInfo");
  });

  it("applying (01): delivery and installation progress with the tracking number", async () => {
    show({ getMyServiceStatus: STATUS_FIXTURES.applying(), getObd: obdInfo() });
    expect(await screen.findByText("서비스 신청이 접수되었어요")).toBeInTheDocument();
    const steps = within(screen.getByRole("list", { name: "서비스 신청 진행 상황" })).getAllByRole("listitem");
    expect(steps.map((s) => s.textContent)).toEqual([
      expect.stringContaining("서비스 신청 완료 (완료)"),
      expect.stringContaining("단말기 배송 (진행 중)배송중"),
      expect.stringContaining("차량에 단말기 설치 (대기)"),
      expect.stringContaining("배터리 데이터 수집 (대기)"),
    ]);
    expect(steps[1]).toHaveAttribute("aria-current", "step");
    expect(await screen.findByText("CJ대한통운 1234 5678 9012")).toBeInTheDocument();
    expect(screen.getByTestId("service-status-summary")).toHaveTextContent("신청중");
    expect(calledNames()).not.toContain("getMainInfo");
  });

  it("in use (02): score, grade, battery figures, unread alerts, metrics to watch and links to diagnosis and safety index", async () => {
    show({ getMyServiceStatus: STATUS_FIXTURES.inUse(), getMainInfo: mainInfo() });
    const card = await screen.findByTestId("score-card");
    expect(card).toHaveTextContent("82점");
    expect(card).toHaveTextContent("C등급 · 주의");
    expect(card).toHaveTextContent("상태 주의");
    expect(card).toHaveTextContent("2026년 11월 21일 데이터 기준");
    expect(card).toHaveTextContent("[주의] 셀 전압 편차: 셀 전압 편차 안내 문장");
    expect(card).not.toHaveTextContent("배터리 수명 안내 문장");
    expect(screen.getByText("78.5%")).toBeInTheDocument();
    expect(screen.getByText("352km")).toBeInTheDocument();
    expect(screen.getByTestId("unread-alerts")).toHaveTextContent("확인하지 않은 알림 3건 (안전 알림 1건)");
    expect(screen.getByTestId("vehicle")).toHaveTextContent("현대 아이오닉 5 롱레인지 · 12가3456");
    const shortcuts = within(screen.getByRole("navigation", { name: "안전 정보 바로가기" }));
    expect(shortcuts.getByRole("link", { name: "안전 진단" })).toHaveAttribute("href", "/diagnosis");
    expect(shortcuts.getByRole("link", { name: "안전 지수" })).toHaveAttribute("href", "/safety-index");
    expect(screen.getByTestId("service-status-summary")).toHaveTextContent("이용중");
    expect(screen.getByTestId("service-status-summary")).toHaveTextContent("이용 기간 2027년 9월 18일까지 · D-300");
  });

  it("in use without data: the API's empty-state text", async () => {
    show({
      getMyServiceStatus: STATUS_FIXTURES.inUse(),
      getMainInfo: mainInfo({
        hasData: false,
        safetyScore: null,
        grade: null,
        gradeName: null,
        emptyTitle: "데이터를 모으는 중이에요",
        emptyMessage: "차량을 운행하면 첫 데이터가 들어와요.",
        unreadAlimCount: 0,
        unreadSafetyAlimCount: 0,
        unreadGeneralAlimCount: 0,
      }),
    });
    const empty = await screen.findByTestId("empty-state");
    expect(empty).toHaveTextContent("데이터를 모으는 중이에요");
    expect(empty).toHaveTextContent("차량을 운행하면 첫 데이터가 들어와요.");
    expect(screen.getByRole("link", { name: /새 알림이 없어요/ })).toHaveAttribute("href", "/alerts");
  });

  it("cancellation requested (03): the end date, and the data while the service lasts", async () => {
    show({ getMyServiceStatus: STATUS_FIXTURES.cancelRequested(), getMainInfo: mainInfo() });
    const notice = await screen.findByTestId("next-step-cancel-requested");
    expect(notice).toHaveTextContent("해지 신청이 접수되었어요");
    expect(notice).toHaveTextContent("2026년 12월 12일까지 서비스를 이용할 수 있어요 (D-20).");
    expect(await screen.findByTestId("score-card")).toBeInTheDocument();
  });

  it("cancelled (04): rejoin guidance and never a service call (it would answer SERVICE_EXPIRED)", async () => {
    show({ getMyServiceStatus: STATUS_FIXTURES.cancelled() });
    const panel = await screen.findByTestId("next-step-ended");
    expect(panel).toHaveTextContent("서비스가 해지되었어요");
    expect(panel).toHaveTextContent("2026년 11월 7일에 서비스가 종료되었어요.");
    expect(within(panel).getByRole("link", { name: "서비스 다시 가입하기" })).toHaveAttribute("href", "/service/signup/vehicle");
    expect(within(panel).getByRole("link", { name: "1:1 문의하기" })).toHaveAttribute("href", "/board/qna");
    expect(calledNames()).not.toContain("getMainInfo");
  });

  it("an in-use status whose expiry passed is treated as ended", async () => {
    show({ getMyServiceStatus: { ...STATUS_FIXTURES.inUse(), isExpired: true, daysLeft: -1, canApply: true } });
    expect(await screen.findByText("서비스 이용 기간이 끝났어요")).toBeInTheDocument();
    expect(screen.getByTestId("service-status-summary")).toHaveTextContent("이용 기간 만료");
    expect(calledNames()).not.toContain("getMainInfo");
  });

  it("status error: the message and 다시 시도, which fetches again", async () => {
    let fail = true;
    show({
      getMyServiceStatus: () =>
        fail ? new ApiRequestError(0, "NETWORK_ERROR", "서버에 연결할 수 없습니다.") : STATUS_FIXTURES.notJoined(),
    });
    const alert = await screen.findByTestId("error-state");
    expect(alert).toHaveTextContent("서비스 상태를 불러오지 못했어요");
    expect(alert).toHaveTextContent("서버에 연결할 수 없습니다.");
    fail = false;
    fireEvent.click(within(alert).getByRole("button", { name: "다시 시도" }));
    expect(await screen.findByRole("link", { name: "서비스 가입하기" })).toBeInTheDocument();
  });

  it("main/info error: an inline error under the status", async () => {
    show({
      getMyServiceStatus: STATUS_FIXTURES.inUse(),
      getMainInfo: () => new ApiRequestError(500, "INTERNAL", "잠시 후 다시 시도해 주세요."),
    });
    const alert = await screen.findByTestId("error-state");
    expect(alert).toHaveTextContent("배터리 정보를 불러오지 못했어요");
    expect(screen.getByTestId("service-status-summary")).toHaveTextContent("이용중");
    await waitFor(() => expect(calledNames()).toContain("getMainInfo"));
  });
});
