// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";

const guide = vi.hoisted(() => ({
  state: { data: undefined as unknown, error: undefined as unknown, isLoading: true, retry: () => undefined },
}));
vi.mock("@/shared/screen-data", () => ({ useScreenData: () => guide.state }));
vi.mock("@/session-frame", () => ({
  AppScreen: ({ title, children }: { title: string; children: ReactNode }) => (
    <main>
      <h1>{title}</h1>
      {children}
    </main>
  ),
}));
const { FireSafetyScreen } = await import("../fire-safety-screen");
afterEach(cleanup);

const GUIDE = {
  title: "전기차 화재 안전 가이드",
  headline: "연기가 나면 즉시 대피하세요",
  emergencyCall: "119",
  sections: [{ sectionCd: "01", title: "주행 중 이상 징후", items: ["비상등을 켜고 갓길에 세우세요"] }],
};

describe("/fire-safety", () => {
  it("offers the call to 119 at once, before the guide has loaded", () => {
    guide.state = { data: undefined, error: undefined, isLoading: true, retry: () => undefined };
    render(<FireSafetyScreen />);
    expect(screen.getByRole("link", { name: "119에 전화하기" })).toHaveAttribute("href", "tel:119");
  });

  it("then the API's guide, without a second call button", () => {
    guide.state = { data: GUIDE, error: undefined, isLoading: false, retry: () => undefined };
    render(<FireSafetyScreen />);
    expect(screen.getByRole("heading", { name: "전기차 화재 안전 가이드" })).toBeInTheDocument();
    expect(screen.getByText("비상등을 켜고 갓길에 세우세요")).toBeInTheDocument();
    expect(screen.getAllByRole("link", { name: /119/ })).toHaveLength(1);
  });
});
