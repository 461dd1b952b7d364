// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, render, screen } from "@testing-library/react";
import { FindingCard, memberFinding } from "../components/finding-card";

afterEach(cleanup);

const base = {
  name: "셀 전압 편차",
  value: 31.3,
  unit: "mV",
  threshold: "20 mV 이상 주의, 30 mV 이상 경고, 45 mV 이상 심각",
  explanation: "셀 전압 편차가 31.3 mV로 경고 기준(30 mV)을 넘었습니다.",
  action: "가까운 서비스센터에서 점검을 받으세요.",
  daysAtRisk: 0,
};

describe("a finding's card", () => {
  it.each([
    ["04", "심각 · 바로 점검이 필요해요"],
    ["03", "경고 · 점검을 받아 보세요"],
    ["02", "주의 · 지켜봐야 해요"],
    ["01", "안전 · 문제없어요"],
    [null, "판정 보류 · 데이터가 부족해 판정하지 못했어요"],
  ] as const)("severity %s says %s, with what was measured against which bands, its meaning and what to do", (severity, words) => {
    render(<FindingCard finding={memberFinding({ ...base, severity, value: severity ? base.value : null })} />);
    const card = screen.getByTestId("finding-card");
    expect(card).toHaveTextContent(words);
    expect(screen.getByRole("heading", { level: 3 })).toHaveTextContent("셀 전압 편차");
    expect(card).toHaveTextContent(severity ? "측정값31.3 mV" : "측정값데이터 없음");
    expect(card).toHaveTextContent("판정 기준20 mV 이상 주의, 30 mV 이상 경고, 45 mV 이상 심각");
    expect(card).toHaveTextContent("무슨 뜻인가요: 셀 전압 편차가 31.3 mV로 경고 기준(30 mV)을 넘었습니다.");
    expect(card).toHaveTextContent("이렇게 해 보세요: 가까운 서비스센터에서 점검을 받으세요.");
  });

  it("days at risk when there were some; the trial's finding has no value or bands", () => {
    render(<FindingCard finding={memberFinding({ ...base, severity: "03", daysAtRisk: 12, typeName: "배터리 상태" })} />);
    expect(screen.getByTestId("finding-card")).toHaveTextContent("최근 30일 중 12일이 주의 이상이었어요.");
    expect(screen.getByTestId("finding-card")).toHaveTextContent("배터리 상태");
    cleanup();
    render(
      <FindingCard
        finding={{ title: "잦은 급속 충전", severity: "02", explanation: "급속 충전이 많아요.", action: "완속으로 충전하세요." }}
        headingLevel={4}
      />,
    );
    const card = screen.getByTestId("finding-card");
    expect(screen.getByRole("heading", { level: 4 })).toHaveTextContent("잦은 급속 충전");
    expect(card).not.toHaveTextContent("측정값");
    expect(card).not.toHaveTextContent("판정 기준");
    expect(card).toHaveTextContent("주의 · 지켜봐야 해요");
  });
});
