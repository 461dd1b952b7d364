import { useEffect, useRef } from "react";
import { useSession } from "@/auth/client/client";
import Router, { useRouter } from "next/router";
import { ROUTES } from "@/shared/routes";
import { loadPretendardWhenIdle } from "@/shared/fonts";
import { isSigningOutHere } from "@/shared/session-token";
import { whenIdle } from "@/shared/idle";
import { registerServiceWorker } from "@/shared/offline/register-service-worker";
import { OfflineBanner } from "@/shared/ui/offline-banner";
import { wireErrorPolicy } from "./error-policy-wiring";

// The error policy signs out with next-auth from now on (it waits for this if a failure came first).
wireErrorPolicy();

/**
 * Cross-cutting effects of the shell, loaded by `AppShell` (application/app-shell.tsx) right after the page
 * hydrates, not as first-load JS (docs/web-shell.md):
 * - the version check against `app-version/biz` on start and when the app returns to the foreground (SPEC §5);
 * - with a session, keeps the native push token registered (`PUT users/device-token`).
 * - on a page that needs a session, leaves it for the landing page when the session ends while it is open
 *   (sign-out in another tab reaches this one through next-auth's broadcast, SPEC §4);
 * - on the home screen, the one-time review request once the page is idle (features/review/review-prompt.ts);
 * - switches the text to Pretendard once its files are loaded (shared/fonts.ts);
 * - gives the error policy its sign-out (application/error-policy-wiring.ts), when this module loads;
 * - registers the service worker after the page's load, and shows the offline banner while the browser is offline
 *   (docs/offline.md);
 * - measures a sampled share of page views' vitals when the browser is idle (shared/web-vitals-reporter.ts).
 * The bridge, the version check and the contract load lazily so they add nothing to first-load JS.
 */
export default function AppShellEffects({ requiresSession = false }: { requiresSession?: boolean }) {
  const { data, status } = useSession();
  const signedIn = status === "authenticated" && !!data?.accessToken;
  useLeaveWhenSignedOut(requiresSession, status);
  useReviewRequest(signedIn);
  useWebVitals();
  useEffect(() => loadPretendardWhenIdle(), []);
  useEffect(() => registerServiceWorker(), []);

  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    void Promise.all([import("@/shared/version-check"), import("@/shared/modal/store")]).then(([m, modal]) => {
      if (!cancelled) stop = m.startVersionCheck({ openModal: modal.openModal });
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, []);

  useEffect(() => {
    if (!signedIn) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    void Promise.all([import("@/shared/bridge"), import("@/shared/api-client")]).then(([bridge, client]) => {
      if (!cancelled) stop = bridge.keepPushTokenRegistered(client.api);
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [signedIn]);

  return <OfflineBanner />;
}

/** Real-user vitals of the page view the visit opened on; the reporter (and web-vitals, when sampled) load when idle. */
function useWebVitals() {
  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    const cancel = whenIdle(
      () => {
        void import("@/shared/web-vitals-reporter")
          .then((m) => m.startWebVitals(Router.pathname))
          .then((s) => (cancelled ? s() : (stop = s)));
      },
      { timeout: 3_000, fallbackDelay: 1_500 },
    );
    return () => {
      cancelled = true;
      cancel();
      stop?.();
    };
  }, []);
}

/** The review request's code loads on the home screen of a signed-in member only, when the page is idle. */
function useReviewRequest(signedIn: boolean) {
  const onHome = useRouter().pathname === ROUTES.home;
  useEffect(() => {
    if (!signedIn || !onHome) return;
    let cancelled = false;
    const cancel = whenIdle(
      () => {
        void import("@/features/review/review-prompt").then((m) => {
          if (!cancelled) void m.askForReviewOnHome((path) => void Router.push(path));
        });
      },
      { timeout: 3_000, fallbackDelay: 1_500 },
    );
    return () => {
      cancelled = true;
      cancel();
    };
  }, [signedIn, onHome]);
}

function useLeaveWhenSignedOut(requiresSession: boolean, status: string) {
  const router = useRouter();
  const wasSignedIn = useRef(false);
  useEffect(() => {
    if (status === "authenticated") wasSignedIn.current = true;
    if (!requiresSession || status !== "unauthenticated" || !wasSignedIn.current) return;
    if (isSigningOutHere()) return; // the error policy is already taking this tab to /unauthorized
    wasSignedIn.current = false;
    void router.replace(ROUTES.nonMemberMain);
  }, [requiresSession, status, router]);
}

export { AppShellEffects };
