// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

/**
 * A stand-in for Next's router over jsdom's history: push/replace change the URL, back() moves to the
 * previous URL and fires popstate on the next task, as a browser does.
 */
const { router, history } = vi.hoisted(() => {
  const entries: string[] = [];
  const go = (url: string, mode: "push" | "replace") => {
    if (mode === "push") entries.push(url);
    else entries[entries.length - 1] = url;
    window.history.replaceState(null, "", url);
  };
  const back = () => {
    if (entries.length <= 1) return;
    entries.pop();
    window.history.replaceState(null, "", entries[entries.length - 1]);
    setTimeout(() => window.dispatchEvent(new PopStateEvent("popstate", { state: null })), 0);
  };
  return {
    history: { entries, go, reset: (url: string) => (entries.splice(0), go(url, "push")) },
    router: {
      push: vi.fn(async (url: string) => (go(url, "push"), true)),
      replace: vi.fn(async (url: string) => (go(url, "replace"), true)),
      back: vi.fn(back),
    },
  };
});
vi.mock("next/router", () => ({ useRouter: () => router, default: router }));

import { ModalHost } from "@/shared/modal/modal-host";
import { closeModal, openModal, resetModal } from "@/shared/modal/store";

let appRoot: HTMLElement;
/** The browser's (or Android's) back button. */
const pressBack = () => act(() => void router.back());
const advance = (ms: number) => act(() => void vi.advanceTimersByTime(ms));
const dialog = () => screen.queryByRole("dialog") ?? screen.queryByRole("alertdialog");
const url = () => `${window.location.pathname}${window.location.search}`;

function renderApp() {
  appRoot = document.createElement("div");
  appRoot.id = "__next";
  document.body.appendChild(appRoot);
  return render(
    <>
      <button type="button">열기</button>
      <ModalHost />
    </>,
    { container: appRoot },
  );
}

/** Opens a dialog from the page's button and lets the 100 ms pass; `answer` is openModal's promise. */
async function openShown(opts: Parameters<typeof openModal>[0]) {
  screen.getByRole("button", { name: "열기" }).focus();
  let promise!: Promise<boolean>;
  act(() => void (promise = openModal(opts)));
  await advance(100);
  return { answer: promise };
}

beforeEach(() => {
  vi.useFakeTimers();
  history.reset("/home?tab=2");
  router.push.mockClear();
  router.replace.mockClear();
  router.back.mockClear();
  vi.spyOn(window, "scrollTo").mockImplementation(() => {});
  renderApp();
});
afterEach(() => {
  cleanup();
  appRoot.remove();
  resetModal();
  vi.useRealTimers();
  vi.restoreAllMocks();
  document.body.removeAttribute("style");
});

describe("ModalHost (SPEC §2, §4, §9)", () => {
  it("opens 100 ms after it is asked for", async () => {
    act(() => void openModal({ message: "저장되었습니다." }));
    await advance(99);
    expect(dialog()).toBeNull();
    await advance(1);
    expect(screen.getByRole("dialog")).toHaveTextContent("저장되었습니다.");
  });

  it("adds modal=true to the URL while open and removes it on close; the promise answers true on confirm", async () => {
    const handleEvent = vi.fn();
    const { answer } = await openShown({ type: "confirm", message: "진행할까요?", handleEvent });
    expect(url()).toBe("/home?tab=2&modal=true");
    expect(router.push).toHaveBeenCalledWith("/home?tab=2&modal=true", undefined, { shallow: true, scroll: false });

    fireEvent.click(screen.getByRole("button", { name: "확인" }));
    expect(router.back).toHaveBeenCalledTimes(1);
    await advance(0); // popstate
    expect(url()).toBe("/home?tab=2");
    expect(dialog()).toBeNull();
    expect(handleEvent).toHaveBeenCalledTimes(1);
    await expect(answer).resolves.toBe(true);
  });

  it("cancel answers false and does not run handleEvent", async () => {
    const handleEvent = vi.fn();
    const { answer } = await openShown({ type: "remove", message: "삭제할까요?", handleEvent });
    fireEvent.click(screen.getByRole("button", { name: "취소" }));
    await advance(0);
    await expect(answer).resolves.toBe(false);
    expect(handleEvent).not.toHaveBeenCalled();
  });

  it("the back button closes a modal that is not forced", async () => {
    const handleEvent = vi.fn();
    const { answer } = await openShown({ message: "안내입니다.", handleEvent });
    await pressBack();
    await advance(0);
    expect(dialog()).toBeNull();
    expect(url()).toBe("/home?tab=2");
    await expect(answer).resolves.toBe(false);
    expect(handleEvent).not.toHaveBeenCalled();
    expect(router.back).toHaveBeenCalledTimes(1); // only the user's, none of ours
  });

  it("a forced modal ignores back and Escape (its entry comes back) and closes only through its button", async () => {
    const { answer } = await openShown({ message: "업데이트가 필요합니다.", yes: "업데이트", force: true });
    await pressBack();
    await advance(0);
    expect(screen.getByRole("dialog")).toBeInTheDocument();
    expect(url()).toBe("/home?tab=2&modal=true");

    fireEvent.keyDown(screen.getByRole("dialog"), { key: "Escape" });
    expect(screen.getByRole("dialog")).toBeInTheDocument();
    // The program can still close it (closeModal answers false), e.g. when the reason is gone.
    act(() => closeModal());
    await advance(0);
    await expect(answer).resolves.toBe(false);
  });

  it("a forced modal's button pressed while its entry is still coming back waits for it, then pops it", async () => {
    const { answer } = await openShown({ message: "서비스 기간이 만료되었습니다.", force: true });
    // A busy phone: the re-push of the dialog's entry after back takes a while to land.
    router.push.mockImplementationOnce(
      (next: string) => new Promise<boolean>((resolve) => setTimeout(() => (history.go(next, "push"), resolve(true)), 300)),
    );
    await pressBack();
    await advance(0);
    expect(url()).toBe("/home?tab=2");
    let settled = false;
    void answer.then(() => (settled = true));
    fireEvent.click(screen.getByRole("button", { name: "확인" }));
    await advance(0);
    expect(settled).toBe(false); // not before the entry is back: its push would land after the answer's navigation
    await advance(300); // the push lands; the close pops it
    await advance(0); // popstate
    await expect(answer).resolves.toBe(true);
    expect(dialog()).toBeNull();
    expect(url()).toBe("/home?tab=2");
    expect(history.entries).toEqual(["/home?tab=2"]);
  });

  it("a forced modal's button closes it", async () => {
    const { answer } = await openShown({ message: "업데이트가 필요합니다.", yes: "업데이트", force: true });
    fireEvent.click(screen.getByRole("button", { name: "업데이트" }));
    await advance(0);
    expect(dialog()).toBeNull();
    await expect(answer).resolves.toBe(true);
  });

  it("Escape closes a modal that is not forced", async () => {
    const { answer } = await openShown({ type: "confirm", message: "진행할까요?" });
    fireEvent.keyDown(screen.getByRole("alertdialog"), { key: "Escape" });
    await advance(0);
    await expect(answer).resolves.toBe(false);
  });

  it("is labelled and described, alertdialog for error and confirm, aria-modal", async () => {
    await openShown({ type: "error", title: "오류", message: "서버가 응답하지 않습니다." });
    const el = screen.getByRole("alertdialog", { name: "오류" });
    expect(el).toHaveAttribute("aria-modal", "true");
    expect(el).toHaveAccessibleDescription("서버가 응답하지 않습니다.");
  });

  it("Korean default buttons per type", async () => {
    const cases = [
      ["alert", ["확인"]],
      ["confirm", ["취소", "확인"]],
      ["remove", ["취소", "삭제"]],
      ["error", ["확인"]],
      ["permission", ["취소", "설정으로 이동"]],
    ] as const;
    for (const [type, names] of cases) {
      await openShown({ type, message: `${type} 메시지` });
      const buttons = [...(dialog()?.querySelectorAll("button") ?? [])].map((b) => b.textContent);
      expect(buttons, type).toEqual(names);
      act(() => closeModal());
      await advance(0);
    }
  });

  it("focus moves into the dialog, is trapped on Tab, and returns to the opener", async () => {
    const opener = screen.getByRole("button", { name: "열기" });
    await openShown({ type: "confirm", message: "진행할까요?" });
    const cancel = screen.getByRole("button", { name: "취소" });
    const confirm = screen.getByRole("button", { name: "확인" });
    expect(document.activeElement).toBe(confirm);
    fireEvent.keyDown(confirm, { key: "Tab" });
    expect(document.activeElement).toBe(cancel);
    fireEvent.keyDown(cancel, { key: "Tab", shiftKey: true });
    expect(document.activeElement).toBe(confirm);

    fireEvent.click(cancel);
    await advance(0);
    expect(document.activeElement).toBe(opener);
  });

  it("a remove dialog focuses cancel first", async () => {
    await openShown({ type: "remove", message: "삭제할까요?" });
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "취소" }));
  });

  it("the page behind is inert and does not scroll while open; both restored after", async () => {
    Object.defineProperty(window, "scrollY", { value: 240, configurable: true });
    await openShown({ message: "안내입니다." });
    expect(appRoot).toHaveAttribute("inert");
    expect(screen.getByRole("dialog").closest("#__next")).toBeNull(); // portalled outside the inert page
    expect(document.body.style.overflow).toBe("hidden");
    expect(document.body.style.position).toBe("fixed");
    expect(document.body.style.top).toBe("-240px");

    fireEvent.click(screen.getByRole("button", { name: "확인" }));
    await advance(0);
    expect(appRoot).not.toHaveAttribute("inert");
    expect(document.body.style.position).toBe("");
    expect(document.body.style.overflow).toBe("");
    expect(window.scrollTo).toHaveBeenCalledWith(0, 240);
  });

  it("backdrop black at 60 % and z-index 999; optional", async () => {
    await openShown({ message: "배경 있음" });
    const layer = document.querySelector<HTMLElement>("[data-modal-layer]")!;
    expect(layer.style.zIndex).toBe("999");
    expect(layer.style.background).toBe("rgba(0, 0, 0, 0.6)");
    act(() => closeModal());
    await advance(0);
    await openShown({ message: "배경 없음", backdrop: false });
    expect(document.querySelector<HTMLElement>("[data-modal-layer]")!.style.background).toBe("transparent");
  });

  it("an error dialog may link to the inquiry board; the link replaces the dialog's entry", async () => {
    const { answer } = await openShown({ type: "error", message: "서비스 접속이 원활하지 않습니다.", inquiryLink: true });
    const link = screen.getByRole("link", { name: "문의하기" });
    expect(link).toHaveAttribute("href", "/board/qna");
    fireEvent.click(link);
    expect(router.replace).toHaveBeenCalledWith("/board/qna");
    await expect(answer).resolves.toBe(false);
    expect(dialog()).toBeNull();
  });

  it("one dialog at a time: identical requests share one dialog, others wait their turn", async () => {
    act(() => void openModal({ type: "error", message: "같은 오류" }));
    let same!: Promise<boolean>;
    let other!: Promise<boolean>;
    act(() => void (same = openModal({ type: "error", message: "같은 오류" })));
    act(() => void (other = openModal({ message: "다음 안내" })));
    await advance(100);
    expect(screen.getAllByRole("alertdialog")).toHaveLength(1);
    fireEvent.click(screen.getByRole("button", { name: "확인" }));
    await advance(0);
    await expect(same).resolves.toBe(true);
    expect(dialog()).toBeNull();
    await advance(100);
    expect(screen.getByRole("dialog")).toHaveTextContent("다음 안내");
    fireEvent.click(screen.getByRole("button", { name: "확인" }));
    await advance(0);
    await expect(other).resolves.toBe(true);
  });

  it("closed before its modal=true entry has landed: waits for it, then pops it (nothing left in the URL or history)", async () => {
    // Next's router.push is async; on a busy phone the entry lands well after the dialog has rendered.
    const realPush = router.push.getMockImplementation()!;
    router.push.mockImplementationOnce((url: string) => new Promise((resolve) => setTimeout(() => resolve(realPush(url)), 300)));
    const { answer } = await openShown({ type: "remove", message: "삭제할까요?" });
    expect(url()).toBe("/home?tab=2"); // the push is still in flight
    fireEvent.click(screen.getByRole("button", { name: "취소" }));
    expect(router.back).not.toHaveBeenCalled();
    await advance(300); // the entry lands, then our back pops it
    await advance(0); // popstate
    expect(router.back).toHaveBeenCalledTimes(1);
    expect(url()).toBe("/home?tab=2");
    expect(history.entries).toEqual(["/home?tab=2"]);
    expect(dialog()).toBeNull();
    await expect(answer).resolves.toBe(false);
    await advance(1000);
    expect(url()).toBe("/home?tab=2");
  });

  it("a stale modal=true in the URL (reload while open) is removed", async () => {
    cleanup();
    history.reset("/menu?modal=true");
    router.replace.mockClear();
    renderApp();
    expect(router.replace).toHaveBeenCalledWith("/menu", undefined, { shallow: true, scroll: false });
    expect(url()).toBe("/menu");
  });

  it("if the browser never answers history.back(), the modal still closes and the query is replaced", async () => {
    const { answer } = await openShown({ message: "안내입니다." });
    router.back.mockImplementationOnce(() => {}); // a WebView that ignores back
    fireEvent.click(screen.getByRole("button", { name: "확인" }));
    await advance(600);
    await expect(answer).resolves.toBe(true);
    expect(url()).toBe("/home?tab=2");
  });
});
