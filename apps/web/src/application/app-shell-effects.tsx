import { useEffect, useRef } from "react";
import { useSession } from "@/auth/client";
import { useRouter } from "next/router";
import { ROUTES } from "@/shared/routes";
import { loadPretendardWhenIdle } from "@/shared/fonts";
import { isSigningOutHere } from "@/shared/session-token";
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
 * - switches the text to Pretendard once its files are loaded (shared/fonts.ts);
 * - gives the error policy its sign-out (application/error-policy-wiring.ts), when this module loads.
 * The bridge, the version check and the contract load lazily so they add nothing to first-load JS.
 */
export default function AppShellEffects({ requiresSession = false }: { requiresSession?: boolean }) {
  const { data, status } = useSession();
  const signedIn = status === "authenticated" && !!data?.accessToken;
  useLeaveWhenSignedOut(requiresSession, status);
  useEffect(() => loadPretendardWhenIdle(), []);

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

  return null;
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
