// @vitest-environment jsdom
import { act, type ReactElement } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { serviceStatus } from "@/testing/factories";

// A demo build's control (demo-day.tsx reads the flag when its module loads).
vi.hoisted(() => {
  process.env.NEXT_PUBLIC_SHELL_SIMULATOR = "1";
});
vi.mock("../api", () => ({
  useServiceStatus: () => ({ data: serviceStatus(), error: undefined, isLoading: false, retry: () => {} }),
  useUserName: () => "김민준",
}));
vi.mock("../service-life-notices", () => ({ default: () => <p data-testid="life-notices" /> }));
vi.mock("../components/demo-day-control", () => ({ default: () => <button type="button">데모: 하루 지나기</button> }));

const { ServiceGate } = await import("../components/service-gate");
const { DemoDay } = await import("../components/demo-day");

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = "";
});

/**
 * Server-renders `ui`, then hydrates that HTML in the browser and lets every effect, lazy part and pass settle; a
 * hydration mismatch fails the test.
 */
async function serverThenHydrate(ui: ReactElement): Promise<{ serverHtml: string; container: HTMLElement }> {
  const serverHtml = renderToString(ui);
  const container = document.createElement("div");
  container.innerHTML = serverHtml;
  document.body.append(container);
  const mismatches: unknown[] = [];
  await act(async () => {
    root = hydrateRoot(container, ui, { onRecoverableError: (error) => mismatches.push(error) });
  });
  // The lazy parts' modules resolve in a later task.
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  expect(mismatches).toEqual([]);
  return { serverHtml, container };
}

describe('the session frame\'s hydration (docs/performance.md "What the traces say")', () => {
  it("draws the screen's content once: turning the service-life notices on after hydration does not render it again", async () => {
    const content = vi.fn(() => <p data-testid="screen-content">화면</p>);
    const { serverHtml, container } = await serverThenHydrate(<ServiceGate>{content}</ServiceGate>);
    expect(serverHtml).toContain("화면");
    expect(serverHtml).not.toContain("life-notices");
    expect(container.querySelector('[data-testid="life-notices"]')).not.toBeNull();
    // Once on the server, once for the hydrating render; a second pass after hydration would make it three.
    expect(content).toHaveBeenCalledTimes(2);
  });

  it("leaves the demo day control out of the server's HTML and draws it, live, after hydration", async () => {
    const { serverHtml, container } = await serverThenHydrate(<DemoDay />);
    expect(serverHtml).toBe("");
    expect(container.querySelector("button")?.textContent).toBe("데모: 하루 지나기");
  });
});
