import Router from "next/router";
import { useEffect } from "react";
import { openModal } from "@/shared/modal";

/** The question before a typed inquiry is thrown away. */
export const LEAVE_QUESTION = {
  title: "작성 취소",
  message: "작성 중인 문의가 사라져요. 나갈까요?",
  yes: "나가기",
  no: "계속 작성",
} as const;

/**
 * While `active` (something typed or attached), Back asks before leaving the form (the app's dialog), and a reload or
 * closing the tab gets the browser's own question. Back has already moved the history when the router hears of it:
 * the form's entry is put back, then the dialog opens; 나가기 goes back again, this time let through. Taps on links
 * are not stopped: they are deliberate, and the tab bar is the way out of a form that does not want to be sent.
 */
export function useLeaveGuard(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const formPath = Router.asPath;
    const formState: unknown = window.history.state;
    let leaving = false;
    let asking = false;
    Router.beforePopState(({ as }) => {
      if (leaving || as.split("?")[0] === formPath.split("?")[0]) return true;
      if (asking) return false;
      asking = true;
      window.history.pushState(formState, "", formPath);
      void openModal({
        type: "confirm",
        ...LEAVE_QUESTION,
        handleEvent: () => {
          leaving = true;
          window.history.back();
        },
      }).finally(() => {
        asking = false;
      });
      return false;
    });
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => {
      Router.beforePopState(() => true);
      window.removeEventListener("beforeunload", onBeforeUnload);
    };
  }, [active]);
}
