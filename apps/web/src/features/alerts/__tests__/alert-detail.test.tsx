// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cleanup, screen, waitFor } from "@testing-library/react";
import { apiFrom, renderWithSwr, type Answers } from "@/testing/render";
import { mainInfo, resultScore, serviceStatus, STATUS_FIXTURES } from "@/testing/factories";
import { ApiRequestError } from "@/shared/api-client";
import { useApi } from "@/shared/fetcher";
import { AlertDetail } from "../components/alert-detail";
import { alim, alimPage } from "./fixtures";

const mocks = vi.hoisted(() => ({ api: vi.fn(), bridgeRequest: vi.fn(async () => ({})), hasBridge: vi.fn(() => true) }));
vi.mock("@/shared/api-client", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/shared/api-client")>()),
  api: (...args: unknown[]) => mocks.api(...args),
}));
// The app shell: a tapped number goes to the dialer through link.open.
vi.mock("@/shared/bridge", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/shared/bridge")>()),
  bridgeReady: async () => {},
  hasBridge: () => mocks.hasBridge(),
  request: (...args: unknown[]) => mocks.bridgeRequest(...(args as [])),
}));
// The catalogue's service-centre number of the demo car's brand (whatever the catalogue holds today).
vi.mock("@evsafe/contract/vehicle-catalog", async (importOriginal) => {
  const actual = await importOriginal<typeof import("@evsafe/contract/vehicle-catalog")>();
  return {
    ...actual,
    CAR_BRANDS: actual.CAR_BRANDS.map((b) =>
      b.brandDcd === "HYUNDAI" ? { ...b, serviceCenterTel: "1588-0000" } : { ...b, serviceCenterTel: undefined },
    ),
  };
});

/** /home's count, mounted beside the detail the way SWR's cache keeps it: it must be read again after the mark. */
function HomeCount() {
  const { data } = useApi("getMainInfo");
  return <p data-testid="home-count">{data?.unreadAlimCount ?? "-"}</p>;
}

// The cell warning reminded twice before (ids 7 and 6, 6 already read), and another metric's alert.
const REMINDED = [
  alim(9, { day: "2026-11-21" }),
  alim(8, { metric: "insulation", metricName: "절연 저항" }),
  alim(7, { day: "2026-11-14" }),
  alim(6, { day: "2026-11-07", read: true }),
];

function show(id: number | null, answers: Answers = {}) {
  let unread = 3;
  mocks.api.mockImplementation(
    apiFrom({
      getMyServiceStatus: serviceStatus(),
      getMainInfo: () => mainInfo({ unreadAlimCount: unread }),
      getAlim: alimPage(REMINDED),
      getSdsResultScore: resultScore(),
      putAlimRead: () => {
        unread -= 1;
        return { ...alim(9, { day: "2026-11-21" }), read: true, readAt: "2026-11-22T01:00:00.000Z" };
      },
      ...answers,
    }),
  );
  return renderWithSwr(
    <>
      <HomeCount />
      <AlertDetail id={id} />
    </>,
  );
}

const calls = (name: string) => mocks.api.mock.calls.filter((c) => c[0] === name);

beforeEach(() => {
  mocks.api.mockReset();
  mocks.bridgeRequest.mockClear();
});
afterEach(cleanup);

describe("alert detail", () => {
  it("opening it marks it read (PUT alim/{id}/read), with the earlier unread reminder of the same condition, and /home's count is read again", async () => {
    show(9);
    expect(await screen.findByRole("heading", { name: "셀 전압 편차 경고" })).toBeInTheDocument();
    await waitFor(() => expect(calls("putAlimRead").map((c) => c[1].params.id)).toEqual([9, 7]));
    // main/info was read again after each mark: the count the driver sees on /home drops.
    await waitFor(() => expect(screen.getByTestId("home-count")).toHaveTextContent("1"));
    expect(calls("getMainInfo").length).toBeGreaterThanOrEqual(2);
    expect(calls("getAlim").length).toBeGreaterThanOrEqual(2);
  });

  it("says what was measured, the bands, what it means, the metric today, the reminders, and the ways on", async () => {
    show(9);
    expect(await screen.findByTestId("alert-message")).toHaveTextContent("31.4 mV로 경고 기준(30 mV)");
    expect(screen.getByText("경고")).toBeInTheDocument();
    expect(screen.getByText("2026년 11월 21일 측정", { exact: false })).toBeInTheDocument();
    expect(screen.getByTestId("alert-bands")).toHaveTextContent("20 mV 이상 주의 · 30 mV 이상 경고 · 45 mV 이상 심각");
    expect(screen.getByRole("heading", { name: "셀 전압 편차 알아보기" })).toBeInTheDocument();
    expect(await screen.findByTestId("alert-now")).toHaveTextContent("2026년 11월 21일 기준");
    expect(await screen.findByRole("heading", { name: "같은 상태 알림 3회" })).toBeInTheDocument();
    expect(screen.getByTestId("alert-reminders")).toHaveTextContent("처음 2026년 11월 7일, 마지막 2026년 11월 21일");
    expect(screen.getByRole("link", { name: "셀 전압 편차 날짜별 추이 보기" })).toHaveAttribute(
      "href",
      "/statistics/cell-voltage-balance?date=2026-11-21",
    );
    expect(screen.getByRole("link", { name: "안전 진단 받기" })).toHaveAttribute("href", "/diagnosis");
    expect(screen.getByRole("link", { name: "안전 지수 보기" })).toHaveAttribute("href", "/safety-index");
    expect(screen.getByRole("link", { name: "배터리 화재 대처법" })).toHaveAttribute("href", "/fire-safety");
  });

  it.each([
    ["moduleTempBalance", "모듈 온도 편차", "/statistics/module-temp-balance?date=2026-11-21"],
    ["moduleTempMax", "최고 모듈 온도", "/statistics/module-temp-balance?date=2026-11-21"],
  ] as const)("a %s alert opens the module temperature statistic on its day", async (metric, metricName, href) => {
    const item = alim(9, { metric, metricName });
    show(9, { putAlimRead: () => ({ ...item, read: true }), getAlim: alimPage([item]) });
    expect(await screen.findByRole("link", { name: `${metricName} 날짜별 추이 보기` })).toHaveAttribute("href", href);
  });

  it.each(["insulation", "soh"] as const)("a %s alert has no statistic: the diagnosis judges it", async (metric) => {
    const item = alim(9, { metric, metricName: "항목" });
    show(9, { putAlimRead: () => ({ ...item, read: true }), getAlim: alimPage([item]) });
    expect(await screen.findByRole("link", { name: "안전 진단 받기" })).toHaveAttribute("href", "/diagnosis");
    expect(screen.queryByTestId("alert-statistic")).toBeNull();
  });

  it("an expired member reads the alert without the metric today (a service call the API would refuse)", async () => {
    show(9, { getMyServiceStatus: STATUS_FIXTURES.cancelled() });
    expect(await screen.findByTestId("alert-message")).toBeInTheDocument();
    await waitFor(() => expect(calls("getMyServiceStatus").length).toBeGreaterThan(0));
    expect(calls("getSdsResultScore")).toEqual([]);
    expect(screen.queryByTestId("alert-now")).toBeNull();
  });

  it("another member's or an unknown alert: 찾을 수 없어요 with the way back to the list; a bad address asks nothing", async () => {
    show(12, { putAlimRead: () => new ApiRequestError(404, "NOT_FOUND", "알림을 찾을 수 없습니다.") });
    expect(await screen.findByRole("heading", { name: "알림을 찾을 수 없어요" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "알림 목록으로" })).toHaveAttribute("href", "/alerts");
    cleanup();
    mocks.api.mockClear();
    show(null);
    expect(screen.getByRole("heading", { name: "알림을 찾을 수 없어요" })).toBeInTheDocument();
    expect(calls("putAlimRead")).toEqual([]);
  });

  it("a failed mark shows the inline error with 다시 시도", async () => {
    show(9, { putAlimRead: () => new ApiRequestError(500, "INTERNAL", "잠시 후 다시 시도해 주세요.") });
    expect(await screen.findByRole("heading", { name: "알림을 불러오지 못했어요" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "다시 시도" })).toBeInTheDocument();
  });
});

describe("alert detail: acting on each level", () => {
  const IONIQ = { ...mainInfo().vehicle!, brandDcd: "HYUNDAI", brandNm: "현대" };
  const at = (severity: "02" | "03" | "04", overrides: Partial<ReturnType<typeof alim>> = {}) => {
    const item = alim(9, { severity, title: `셀 전압 편차 ${{ "02": "주의", "03": "경고", "04": "심각" }[severity]}`, ...overrides });
    show(9, {
      putAlimRead: () => ({ ...item, read: true }),
      getAlim: alimPage([item]),
      getMainInfo: mainInfo({ vehicle: IONIQ }),
    });
  };

  it.each(["02", "03", "04"] as const)(
    "level %s: what was measured, against which bands, what it means and a next step",
    async (severity) => {
      at(severity, { nextStep: "API가 알려 준 다음 할 일입니다." });
      expect(await screen.findByTestId("alert-message")).toHaveTextContent("31.4 mV로 경고 기준(30 mV)");
      expect(screen.getByTestId("alert-bands")).toHaveTextContent("판단 기준20 mV 이상 주의 · 30 mV 이상 경고 · 45 mV 이상 심각");
      expect(screen.getByTestId("alert-meaning")).toHaveTextContent("무슨 뜻인가요충전을 마친 뒤 셀들의 전압이");
      expect(screen.getByRole("heading", { name: "다음에 할 일" })).toBeInTheDocument();
      expect(screen.getByTestId("alert-next-step")).toHaveTextContent("API가 알려 준 다음 할 일입니다.");
    },
  );

  it("without the API's next step, the metric's own at that level", async () => {
    at("02", { nextStep: null });
    expect(await screen.findByTestId("alert-next-step")).toHaveTextContent("며칠 동안 셀 전압 편차의 추이를 지켜보세요.");
    cleanup();
    at("03", { nextStep: undefined, metric: "insulation", metricName: "절연 저항" });
    expect(await screen.findByTestId("alert-next-step")).toHaveTextContent("가까운 서비스센터에서 고전압 절연 점검을 받으세요.");
  });

  it("level 2 offers no call: no service centre, no 119", async () => {
    at("02");
    expect(await screen.findByTestId("alert-next-step")).toBeInTheDocument();
    await waitFor(() => expect(calls("getMyServiceStatus").length).toBeGreaterThan(0));
    expect(screen.queryByTestId("safety-actions")).toBeNull();
    expect(screen.queryByRole("link", { name: /119/ })).toBeNull();
  });

  it("level 3 offers the brand's service centre, opened through the app's link opening; no 119", async () => {
    at("03");
    const call = await screen.findByRole("link", { name: "현대 서비스센터 전화하기 (1588-0000)" });
    expect(call).toHaveAttribute("href", "tel:1588-0000");
    expect(screen.queryByTestId("call-119")).toBeNull();
    expect(screen.getByRole("link", { name: "배터리 화재 대처법" })).toHaveAttribute("href", "/fire-safety");
    call.click();
    await waitFor(() => expect(mocks.bridgeRequest).toHaveBeenCalledExactlyOnceWith("link.open", { url: "tel:1588-0000" }));
  });

  it("level 4 offers the service centre, the fire-safety guide and a 119 call", async () => {
    at("04");
    expect(await screen.findByRole("link", { name: "현대 서비스센터 전화하기 (1588-0000)" })).toHaveAttribute("href", "tel:1588-0000");
    const fire = screen.getByRole("link", { name: "연기·불꽃이 보이면 119 전화하기" });
    expect(fire).toHaveAttribute("href", "tel:119");
    expect(screen.getByRole("link", { name: "배터리 화재 대처법 보기" })).toHaveAttribute("href", "/fire-safety");
    fire.click();
    await waitFor(() => expect(mocks.bridgeRequest).toHaveBeenCalledExactlyOnceWith("link.open", { url: "tel:119" }));
  });

  it("a brand without a number in the catalogue: the neutral sentence, no button", async () => {
    const item = alim(9, { severity: "03" });
    show(9, {
      putAlimRead: () => ({ ...item, read: true }),
      getAlim: alimPage([item]),
      getMainInfo: mainInfo({ vehicle: { ...IONIQ, brandDcd: "KIA", brandNm: "기아" } }),
    });
    expect(await screen.findByTestId("service-centre-fallback")).toHaveTextContent("가까운 브랜드 서비스센터에 문의하세요.");
    expect(screen.queryByTestId("service-centre-call")).toBeNull();
  });

  it("a notice (general alert) has no empty 다음에 할 일", async () => {
    const notice = alim(9, {
      alimType: "02",
      alimTypeName: "일반 알림",
      severity: "01",
      metric: null,
      metricName: null,
      day: null,
      title: "공지",
    });
    show(9, { putAlimRead: () => ({ ...notice, read: true }) });
    expect(await screen.findByRole("heading", { name: "공지" })).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "다음에 할 일" })).toBeNull();
    expect(screen.getByRole("link", { name: "알림 목록으로" })).toHaveAttribute("href", "/alerts");
  });

  it("the monthly report's notice opens that month's report; another notice has no such link", async () => {
    const notice = alim(9, {
      alimType: "02",
      alimTypeName: "일반 알림",
      severity: "01",
      metric: "monthlyReport",
      metricName: null,
      day: "2026-10-01",
      title: "월간 배터리 리포트 도착",
    });
    show(9, { putAlimRead: () => ({ ...notice, read: true }) });
    expect(await screen.findByRole("link", { name: "10월 배터리 리포트 보기" })).toHaveAttribute(
      "href",
      "/safety-index/report?month=2026-10",
    );
    cleanup();
    show(9, { putAlimRead: () => ({ ...notice, metric: null, day: null, title: "공지", read: true }) });
    expect(await screen.findByRole("heading", { name: "공지" })).toBeInTheDocument();
    expect(screen.queryByTestId("alert-report-link")).toBeNull();
  });
});
