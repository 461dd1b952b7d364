import { useRouter } from "next/router";
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent } from "react";
import { createPortal } from "react-dom";
import { ROUTES } from "@/shared/routes";
import { Button } from "@/shared/ui/button";
import { modalStore, setModalCloser, settleModal, useModal } from "./store";
import { currentPath, hasModalQuery, withModalQuery, withoutModalQuery } from "./url";

/** SPEC §9: the modal layer's default stacking. */
const MODAL_Z_INDEX = 999;
/** SPEC §9: the optional backdrop is black at 60 % opacity. */
const MODAL_BACKDROP = "rgba(0,0,0,.6)";
/**
 * Closing through history.back() waits for the browser's popstate; if none comes this long after (a WebView
 * that ignores back, a history entry someone else removed), the modal closes anyway and the query is replaced.
 */
const MODAL_HISTORY_FALLBACK_MS = 600;
/** How many more times a stale `modal=true` is looked for after it was replaced away. */
const STALE_QUERY_CHECKS = 3;
/** SPEC §8: the default error dialog links to the inquiry board. */
const INQUIRY_LINK_TEXT = "문의하기";

/** The parts of Next's router the host uses (tests pass a fake through `next/router`'s mock). */
type HostRouter = Pick<ReturnType<typeof useRouter>, "push" | "replace" | "back"> & {
  events?: ReturnType<typeof useRouter>["events"];
  asPath?: string;
};

/** Where the app's page content lives: made inert while a dialog shows. The host portals outside it. */
const APP_ROOT_ID = "__next";
const SHALLOW = { shallow: true, scroll: false } as const;
const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * No `modal=true` without a dialog: replaced away, and checked again a few times, because a route change of Next's
 * that is still finishing (a back's data, a late push) ends by writing its own URL over ours.
 */
function dropStaleQuery(router: HostRouter, attempt = 0): void {
  if (modalStore.getState().show || !hasModalQuery(currentPath())) return;
  void router.replace(withoutModalQuery(currentPath()), undefined, SHALLOW);
  if (attempt < STALE_QUERY_CHECKS) setTimeout(() => dropStaleQuery(router, attempt + 1), MODAL_HISTORY_FALLBACK_MS);
}

/**
 * Renders the modal store's dialog (SPEC §2/§4/§9). Render once in `_app`, anywhere inside the router:
 * the dialog is portalled to <body>, outside `#__next`, so the page can be made inert behind it.
 *
 * - `modal=true` is pushed (shallow) when a dialog shows and popped with history.back() when it closes;
 * - back (browser, Android hardware back through the WebView) closes a dialog that is not forced; a forced
 *   dialog pushes its entry again, so only its button closes it;
 * - role=dialog (alertdialog for error and confirm), aria-modal, labelled by its title, described by its text,
 *   focus moved in, trapped, and returned to the opener; the page behind is inert and does not scroll.
 */
export function ModalHost() {
  const router = useRouter() as HostRouter;
  const state = useModal();
  const [isMounted, setIsMounted] = useState(false);
  const dialogRef = useRef<HTMLDivElement>(null);
  /** We added the current `modal=true` history entry. */
  const pushedRef = useRef(false);
  /** Closing: the answer waiting for our own history.back() to land. */
  const closingRef = useRef<boolean | null>(null);
  const fallbackRef = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  /** Our push of the `modal=true` entry, while it has not landed. */
  const pushingRef = useRef<Promise<unknown> | null>(null);
  /** Calls off a forced dialog's re-push after back while it waits for Next to finish the popstate. */
  const cancelRepushRef = useRef<(() => void) | null>(null);
  const titleId = useId();
  const messageId = useId();

  const finish = useCallback((yes: boolean) => {
    clearTimeout(fallbackRef.current);
    closingRef.current = null;
    pushedRef.current = false;
    settleModal(yes);
  }, []);

  /** Pops our `modal=true` entry (if it is the current one), then settles with the answer in `closingRef`. */
  const popThenFinish = useCallback(() => {
    const answer = closingRef.current;
    if (answer === null) return;
    if (!pushedRef.current || !hasModalQuery(currentPath())) {
      finish(answer);
      return;
    }
    router.back();
    fallbackRef.current = setTimeout(() => {
      const late = closingRef.current;
      if (late === null) return;
      if (hasModalQuery(currentPath())) void router.replace(withoutModalQuery(currentPath()), undefined, SHALLOW);
      finish(late);
    }, MODAL_HISTORY_FALLBACK_MS);
  }, [router, finish]);

  /**
   * Closes the showing dialog: pops our `modal=true` entry first, then settles. If our push of that entry has not
   * landed yet (Next's router is async; slow on a busy phone), the close waits for it, or the entry would land
   * after the dialog is gone and leave `modal=true` in the URL with nothing showing.
   */
  const requestClose = useCallback(
    (yes: boolean) => {
      if (closingRef.current !== null || !modalStore.getState().show) return;
      closingRef.current = yes;
      cancelRepushRef.current?.();
      const pending = pushingRef.current;
      if (pending) void pending.then(popThenFinish);
      else popThenFinish();
    },
    [popThenFinish],
  );

  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the portal target exists only after hydration; the second render is the point
    setIsMounted(true);
    // A reload while a dialog was open leaves a stale `modal=true` in the URL: drop it.
    if (hasModalQuery(currentPath()) && !modalStore.getState().show) {
      void router.replace(withoutModalQuery(currentPath()), undefined, SHALLOW);
    }
    // Once, on mount: the router object is stable for the app's lifetime.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    setModalCloser(requestClose);
    return () => setModalCloser(null);
  }, [requestClose]);

  const dropStaleModalQuery = useCallback(() => dropStaleQuery(router), [router]);

  // SPEC §2: the URL carries modal=true while a dialog shows. Not while it is closing: Next hands out a new router
  // object on every route change, so this effect also runs when our own history.back() lands, before the close
  // has settled. And should a push land after its dialog is gone anyway, its entry is replaced away.
  //
  // While Next is still handling a back onto the page (its data being fetched again), its own idea of the URL
  // still carries the old dialog's `modal=true`; a push of that same URL then becomes a replace, and the close's
  // history.back() would leave the page. So the push waits for Next to catch up: the new router object of the
  // finished route change runs this effect again, and a check after the fallback delay covers a change that
  // never finishes.
  const [waitTicks, setWaitTicks] = useState(0);
  useEffect(() => {
    if (!state.show || closingRef.current !== null || hasModalQuery(currentPath())) return;
    if (router.asPath !== undefined && hasModalQuery(router.asPath)) {
      const retry = setTimeout(() => setWaitTicks((n) => n + 1), MODAL_HISTORY_FALLBACK_MS);
      return () => clearTimeout(retry);
    }
    pushedRef.current = true;
    const pushing: Promise<unknown> = Promise.resolve(router.push(withModalQuery(currentPath()), undefined, SHALLOW))
      .catch(() => false)
      .finally(() => {
        if (pushingRef.current === pushing) pushingRef.current = null;
        if (closingRef.current === null) dropStaleModalQuery();
      });
    pushingRef.current = pushing;
  }, [state.show, router, dropStaleModalQuery, waitTicks]);

  // Back closes a dialog that is not forced; a forced one takes its entry back.
  useEffect(() => {
    /**
     * Runs `fix` once Next has finished its own handling of the popstate that landed on `here`: Next ends it by
     * replacing that entry, which would undo a change made earlier. Another route change still finishing (the
     * data of the page a previous back landed on) does not count. Without router events (unit tests) it runs at
     * once; if Next signals nothing, after the history fallback delay.
     */
    const afterPopState = (here: string, fix: () => void) => {
      const events = router.events;
      if (!events) return fix();
      let done = false;
      const run = () => {
        if (done) return;
        done = true;
        events.off("routeChangeComplete", onComplete);
        clearTimeout(timer);
        fix();
      };
      const onComplete = (url: string) => {
        if (url === here) run();
      };
      const timer = setTimeout(run, MODAL_HISTORY_FALLBACK_MS);
      events.on("routeChangeComplete", onComplete);
    };
    const onPopState = () => {
      const here = currentPath();
      if (closingRef.current !== null) {
        if (!hasModalQuery(here)) finish(closingRef.current);
        return;
      }
      const { show, force } = modalStore.getState();
      if (!show) {
        // Forward into an old dialog's entry: nothing to show there.
        if (hasModalQuery(here)) afterPopState(here, dropStaleModalQuery);
        return;
      }
      if (hasModalQuery(here)) return;
      if (force) {
        pushedRef.current = true;
        // Tracked like the first push: a button pressed once this push has started waits for it, then pops its
        // entry, so the dialog's answer (e.g. the expiry's replace to /menu) never races with it. Pressed before
        // the push starts, the push is called off.
        let settle!: (value: unknown) => void;
        let started = false;
        const pushing: Promise<unknown> = new Promise((resolve) => (settle = resolve)).finally(() => {
          if (pushingRef.current === pushing) pushingRef.current = null;
          if (cancelRepushRef.current === cancel) cancelRepushRef.current = null;
        });
        const cancel = () => {
          if (!started) settle(false);
        };
        afterPopState(here, () => {
          if (modalStore.getState().show && closingRef.current === null && !hasModalQuery(currentPath())) {
            started = true;
            settle(Promise.resolve(router.push(withModalQuery(currentPath()), undefined, SHALLOW)).catch(() => false));
          } else settle(false);
        });
        cancelRepushRef.current = cancel;
        pushingRef.current = pushing;
        return;
      }
      pushedRef.current = false;
      finish(false);
    };
    window.addEventListener("popstate", onPopState);
    return () => window.removeEventListener("popstate", onPopState);
  }, [router, finish, dropStaleModalQuery]);

  // A navigation to another page closes the dialog (its entry stays behind; the next back skips nothing).
  useEffect(() => {
    const events = router.events;
    if (!events) return;
    const onStart = (url: string) => {
      if (!modalStore.getState().show || closingRef.current !== null) return;
      const path = (u: string) => u.split(/[?#]/)[0];
      if (path(url) === window.location.pathname) return;
      pushedRef.current = false;
      finish(false);
    };
    // Whatever route change lands on a `modal=true` entry with no dialog showing (a back/forward the popstate
    // handler did not see, e.g. one that came while the host re-subscribed), the entry loses the marker.
    const onComplete = () => {
      if (closingRef.current === null) dropStaleModalQuery();
    };
    events.on("routeChangeStart", onStart);
    events.on("routeChangeComplete", onComplete);
    return () => {
      events.off("routeChangeStart", onStart);
      events.off("routeChangeComplete", onComplete);
    };
  }, [router, finish, dropStaleModalQuery]);

  // The page behind: inert, not scrolling; focus moves in and comes back to the opener.
  // Also when the host mounts while a dialog is already showing (it loads lazily): the dialog renders from the
  // second render on (`isMounted`), so the focus moves in then.
  useEffect(() => {
    if (!state.show || !isMounted) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const restoreScroll = lockBodyScroll();
    const app = document.getElementById(APP_ROOT_ID);
    const wasInert = app?.hasAttribute("inert") ?? false;
    app?.setAttribute("inert", "");
    initialFocus(dialogRef.current)?.focus();
    return () => {
      if (app && !wasInert) app.removeAttribute("inert");
      restoreScroll();
      if (opener?.isConnected) opener.focus({ preventScroll: true });
    };
  }, [state.show, isMounted]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === "Escape") {
      event.preventDefault();
      if (!state.force) requestClose(false);
      return;
    }
    if (event.key === "Tab") trapTab(event, dialogRef.current);
  };

  const onInquiry = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    const replaceEntry = pushedRef.current && hasModalQuery(currentPath());
    finish(false);
    // The dialog's own entry becomes the board, so back returns to the page, not to a dead dialog URL.
    void (replaceEntry ? router.replace(ROUTES.inquiryBoard) : router.push(ROUTES.inquiryBoard));
  };

  if (!isMounted || !state.show) return null;
  const isAlert = state.type === "error" || state.type === "confirm";
  return createPortal(
    <div
      data-modal-layer=""
      className="fixed inset-0 flex items-center justify-center px-5"
      style={{ zIndex: MODAL_Z_INDEX, background: state.backdrop ? MODAL_BACKDROP : "transparent" }}
    >
      <div
        ref={dialogRef}
        role={isAlert ? "alertdialog" : "dialog"}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={messageId}
        data-modal-type={state.type}
        onKeyDown={onKeyDown}
        className="w-full max-w-sm rounded-2xl bg-white p-6 text-gray-900 shadow-xl"
      >
        <h2 id={titleId} className="text-lg font-bold">
          {state.title}
        </h2>
        <p id={messageId} className="mt-3 whitespace-pre-line text-base leading-relaxed text-gray-700">
          {state.message}
        </p>
        {state.inquiryLink && (
          <a href={ROUTES.inquiryBoard} onClick={onInquiry} className="mt-3 inline-block text-sm font-semibold text-brand-700 underline">
            {INQUIRY_LINK_TEXT}
          </a>
        )}
        {state.requestId && (
          // The customer quotes it in a 1:1 inquiry; one tap selects it whole for copying.
          <p className="mt-2 text-xs text-gray-500">
            문의 번호{" "}
            <span className="select-all break-all font-mono" data-request-id>
              {state.requestId}
            </span>
          </p>
        )}
        <div className="mt-6 flex gap-2">
          {state.no !== null && (
            <Button variant="secondary" className="flex-1" data-modal-action="no" onClick={() => requestClose(false)}>
              {state.no}
            </Button>
          )}
          <Button
            variant={state.type === "remove" ? "danger" : "primary"}
            className="flex-1"
            data-modal-action="yes"
            onClick={() => requestClose(true)}
          >
            {state.yes}
          </Button>
        </div>
      </div>
    </div>,
    document.body,
  );
}

/** Cancel first for a destructive dialog, else the confirming button. */
function initialFocus(dialog: HTMLElement | null): HTMLElement | null {
  if (!dialog) return null;
  const preferred = dialog.getAttribute("data-modal-type") === "remove" ? "no" : "yes";
  return dialog.querySelector<HTMLElement>(`[data-modal-action="${preferred}"]`) ?? dialog.querySelector<HTMLElement>(FOCUSABLE);
}

function trapTab(event: KeyboardEvent<HTMLDivElement>, dialog: HTMLElement | null): void {
  if (!dialog) return;
  const items = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) {
    event.preventDefault();
    return;
  }
  const active = document.activeElement;
  if (event.shiftKey && (active === first || !dialog.contains(active))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !dialog.contains(active))) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * Body scroll lock that also holds on iOS Safari/WKWebView (overflow alone does not): the body is fixed at the
 * current offset and the offset restored afterwards. Restores the exact previous inline values.
 */
function lockBodyScroll(): () => void {
  const { body } = document;
  const scrollY = window.scrollY;
  const previous = { overflow: body.style.overflow, position: body.style.position, top: body.style.top, width: body.style.width };
  body.style.overflow = "hidden";
  body.style.position = "fixed";
  body.style.top = `-${scrollY}px`;
  body.style.width = "100%";
  return () => {
    Object.assign(body.style, previous);
    window.scrollTo(0, scrollY);
  };
}
