// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";

const drawn = vi.hoisted(() => ({ hero: 0, features: 0, levels: 0, steps: 0 }));
vi.mock("../components/hero", () => ({
  Hero: () => {
    drawn.hero++;
    return <h1>오늘도 안전한가요?</h1>;
  },
}));
vi.mock("../components/feature-list", () => ({
  FeatureList: () => {
    drawn.features++;
    return <ul />;
  },
}));
vi.mock("../components/safety-levels", () => ({
  SafetyLevels: () => {
    drawn.levels++;
    return <ol />;
  },
}));
vi.mock("../components/how-it-works", () => ({
  HowItWorks: () => {
    drawn.steps++;
    return <section />;
  },
}));

const { NonMemberMainScreen } = await import("../non-member-main-screen");

describe("NonMemberMainScreen when its live parts arrive", () => {
  it("draws the status line without drawing the static sections again", () => {
    const { rerender } = render(<NonMemberMainScreen live={null} />);
    expect(drawn).toEqual({ hero: 1, features: 1, levels: 1, steps: 1 });
    rerender(
      <NonMemberMainScreen
        live={{
          serviceStatus: { isAvailable: true, checkedAt: "2026-11-22T14:00:00+09:00", checkedAtLabel: "11월 22일 오후 2:00" },
          fireWarning: null,
        }}
      />,
    );
    expect(screen.getByTestId("service-status").textContent).toContain("11월 22일 오후 2:00");
    expect(drawn).toEqual({ hero: 1, features: 1, levels: 1, steps: 1 });
    expect(screen.getByRole("link", { name: "로그인" })).toBeTruthy();
  });
});
