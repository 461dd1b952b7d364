// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

const router = vi.hoisted(() => ({ push: vi.fn(async () => true), replace: vi.fn(async () => true), back: vi.fn() }));
vi.mock("next/router", () => ({ useRouter: () => router, default: router }));

import { LazyModalHost, openModal } from "@/shared/modal";
import { resetModalRequests } from "@/shared/modal/lazy-modal-host";
import { closeModal, resetModal } from "@/shared/modal/store";

beforeEach(() => {
  window.history.replaceState(null, "", "/home");
  // No idle callback during these tests: only a request (or a stale modal=true) loads the dialog.
  vi.stubGlobal(
    "requestIdleCallback",
    vi.fn(() => 1),
  );
  vi.stubGlobal("cancelIdleCallback", vi.fn());
});
afterEach(() => {
  act(() => closeModal());
  cleanup();
  resetModal();
  resetModalRequests();
  vi.unstubAllGlobals();
});

describe("LazyModalHost (the dialog is not first-load JS)", () => {
  it("renders nothing until a dialog is asked for, then loads the host and shows the dialog", async () => {
    const { container } = render(<LazyModalHost />);
    expect(container.innerHTML).toBe("");
    expect(document.querySelector("[role=dialog],[role=alertdialog]")).toBeNull();
    act(() => void openModal({ type: "alert", message: "배터리 점검이 필요합니다." }));
    await waitFor(() => expect(screen.getByRole("dialog")).toHaveTextContent("배터리 점검이 필요합니다."));
  });

  it("schedules the load for when the browser is idle", () => {
    render(<LazyModalHost />);
    expect(window.requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: 4_000 });
  });

  it("loads at once after a reload that left modal=true in the URL, and the host drops it", async () => {
    window.history.replaceState(null, "", "/home?modal=true");
    render(<LazyModalHost />);
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith("/home", undefined, { shallow: true, scroll: false }));
  });
});
