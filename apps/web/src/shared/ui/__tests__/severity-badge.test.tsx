// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, render, screen } from "@testing-library/react";
import type { AlertSeverity } from "@evsafe/contract";
import { SEVERITY_ICON, SeverityBadge } from "../severity-badge";

afterEach(cleanup);

describe("SeverityBadge", () => {
  it.each([
    ["01", "안전", "circle-check", "text-level-safe-text"],
    ["02", "주의", "triangle", "text-level-caution-text"],
    ["03", "경고", "triangle-filled", "text-level-warning-text"],
    ["04", "심각", "octagon-filled", "text-level-serious-text"],
  ] as [AlertSeverity, string, string, string][])(
    "lv%s: the label %s and a shape of its own (%s) besides the colour",
    (severity, label, icon, colour) => {
      render(<SeverityBadge severity={severity} />);
      const badge = screen.getByText(label);
      expect(badge).toHaveClass(colour);
      expect(badge.querySelector("svg")).toHaveAttribute("data-icon", icon);
      expect(badge.querySelector("svg")).toHaveAttribute("aria-hidden", "true");
    },
  );

  it("gives every level a different shape, so the level reads without colour", () => {
    expect(new Set(Object.values(SEVERITY_ICON).map((i) => i.name)).size).toBe(4);
  });

  it("says 안내 for a general notice of the lowest level (not 안전), and the level for one that warns", () => {
    render(
      <>
        <SeverityBadge severity="01" notice />
        <SeverityBadge severity="02" notice />
      </>,
    );
    expect(screen.getByText("안내").querySelector("svg")).toHaveAttribute("data-icon", "info");
    expect(screen.queryByText("안전")).toBeNull();
    expect(screen.getByText("주의")).toBeInTheDocument();
  });
});
