// @vitest-environment jsdom
import { act, cleanup, render } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";

import { serviceStatus } from "@/testing/factories";

vi.mock("../api", () => ({
  useServiceStatus: () => ({ data: serviceStatus(), error: undefined, isLoading: false, mutate: vi.fn() }),
  useUserName: () => "김민준",
}));
const notices = vi.hoisted(() => ({ rendered: 0 }));
vi.mock("../service-life-notices", () => ({
  default: () => {
    notices.rendered++;
    return null;
  },
}));
const { ServiceGate } = await import("../components/service-gate");
afterEach(cleanup);

describe("ServiceGate on a server-rendered page", () => {
  it("draws the screen's content once while hydrating; the notices that join after hydration do not draw it again", async () => {
    const content = vi.fn(() => <p>화면 내용</p>);
    const container = document.createElement("div");
    container.innerHTML = renderToString(<ServiceGate>{content}</ServiceGate>);
    document.body.appendChild(container);
    expect(container).toHaveTextContent("화면 내용");
    content.mockClear();

    await act(async () => {
      render(<ServiceGate>{content}</ServiceGate>, { container, hydrate: true });
    });
    await vi.waitFor(() => expect(notices.rendered).toBeGreaterThan(0));
    expect(content).toHaveBeenCalledTimes(1);
    expect(container).toHaveTextContent("화면 내용");
  });
});
