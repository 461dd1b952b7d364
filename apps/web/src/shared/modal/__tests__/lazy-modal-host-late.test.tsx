// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";

const router = vi.hoisted(() => ({ push: vi.fn(async () => true), replace: vi.fn(async () => true), back: vi.fn() }));
vi.mock("next/router", () => ({ useRouter: () => router, default: router }));
// A slow network: the dialog's code arrives well after SPEC §9's 100 ms opening delay.
vi.mock("../modal-host", async (importOriginal) => {
  await new Promise((r) => setTimeout(r, 400));
  return importOriginal();
});

import { LazyModalHost, openModal } from "@/shared/modal";
import { resetModalRequests } from "@/shared/modal/lazy-modal-host";
import { closeModal, resetModal } from "@/shared/modal/store";

afterEach(() => {
  act(() => closeModal());
  cleanup();
  resetModal();
  resetModalRequests();
});

describe("LazyModalHost when the dialog code arrives after the dialog is due (slow network)", () => {
  it("still moves focus into the dialog, and Escape closes it", async () => {
    render(
      <>
        <button type="button">열기</button>
        <LazyModalHost />
      </>,
    );
    screen.getByRole("button", { name: "열기" }).focus();
    let answer!: Promise<boolean>;
    act(() => void (answer = openModal({ type: "confirm", title: "로그아웃", message: "로그아웃 하시겠어요?" })));
    const dialog = await screen.findByRole("alertdialog");
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    act(() => void dialog.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true })));
    await expect(answer).resolves.toBe(false);
  });
});
