import { lazy, Suspense, useEffect, useState } from "react";
import { AppLink } from "@/shared/ui/app-link";
import { useRouter } from "next/router";
import { DEFAULT_AFTER_SIGN_IN } from "@/auth/callback-url";
import type { Permission } from "@/shared/bridge/constants";
import { Button } from "@/shared/ui/button";
import { ICONS, StatusIcon } from "./components/status-illustration";
import { PERMISSION_ITEMS, PERMISSION_STATE_LABEL, type PermissionState } from "./permissions";

export interface MainScreenDeps {
  requestPermission: (permission: Permission) => Promise<{ granted: boolean }>;
  /** True inside the app shell (after the shell simulator, if any, has started); a browser has no permissions to ask. */
  hasShell: () => Promise<boolean>;
  navigate: (path: string) => Promise<unknown> | void;
}

/** Loads only in a browser without the shell. */
const AppOnlyNotice = lazy(() => import("@/shared/ui/app-only-notice"));

const STATE_STYLE: Record<PermissionState, string> = {
  idle: "bg-gray-100 text-gray-600",
  requesting: "bg-blue-50 text-blue-700",
  granted: "bg-brand-50 text-brand-700",
  denied: "bg-amber-50 text-amber-800",
};

/**
 * /main (SPEC §2): where the shell lands after its first permission prompts. Explains the two native
 * permissions (SPEC §6: post notifications, read media images), asks for them through the bridge
 * (`permission.request`; already granted ones answer at once), then continues to /home. A refused notification
 * permission is said plainly: safety alerts cannot reach the driver without it. In a browser without the shell there
 * is nothing to ask: the screen says the permissions are set in the app, with the store links, and goes on to /home.
 * An old shell that does not know the request gets the update message inline (UNSUPPORTED, SPEC §8).
 */
export function MainScreen({ deps: overrides }: { deps?: Partial<MainScreenDeps> }) {
  const router = useRouter();
  const deps: MainScreenDeps = {
    // The bridge client loads when the driver asks for the permissions, not with the page.
    requestPermission: async (permission) => (await import("@/shared/bridge")).bridge.request("permission.request", { permission }),
    hasShell: async () => {
      const { bridgeReady, hasBridge } = await import("@/shared/bridge");
      await bridgeReady();
      return hasBridge();
    },
    navigate: (path) => router.replace(path),
    ...overrides,
  };
  const [states, setStates] = useState<Record<Permission, PermissionState>>({ POST_NOTIFICATIONS: "idle", READ_MEDIA_IMAGES: "idle" });
  const [message, setMessage] = useState<string | null>(null);
  const [isBusy, setBusy] = useState(false);
  const [isWithoutShell, setWithoutShell] = useState(false);
  const hasShell = deps.hasShell;
  useEffect(() => {
    let cancelled = false;
    void hasShell().then((present) => {
      if (!cancelled && !present) setWithoutShell(true);
    });
    return () => {
      cancelled = true;
    };
    // Once, when the screen opens: whether this page runs in the shell does not change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const done = isWithoutShell || Object.values(states).every((s) => s === "granted" || s === "denied");
  const notificationsDenied = states.POST_NOTIFICATIONS === "denied";

  const onStart = async () => {
    setBusy(true);
    setMessage(null);
    const result = { ...states };
    try {
      for (const { permission } of PERMISSION_ITEMS) {
        if (result[permission] === "granted") continue;
        setStates({ ...result, [permission]: "requesting" });
        const { granted } = await deps.requestPermission(permission);
        result[permission] = granted ? "granted" : "denied";
        setStates({ ...result });
      }
    } catch (err) {
      setStates(Object.fromEntries(Object.entries(result).map(([k, v]) => [k, v === "requesting" ? "idle" : v])) as typeof result);
      setBusy(false);
      const { bridgeErrorMessage, BridgeUnavailableError } = await import("@/shared/bridge");
      if (err instanceof BridgeUnavailableError) setWithoutShell(true);
      else setMessage(bridgeErrorMessage(err));
      return;
    }
    setBusy(false);
    if (result.POST_NOTIFICATIONS === "granted" && result.READ_MEDIA_IMAGES === "granted") await deps.navigate(DEFAULT_AFTER_SIGN_IN);
  };

  return (
    <main className="flex flex-1 flex-col gap-6 px-safe py-8">
      <div className="flex flex-col items-center gap-3 text-center">
        <StatusIcon tone="info" path={ICONS.bell} />
        <h1 className="text-xl font-bold text-gray-900">앱 사용 권한 안내</h1>
        <p className="text-sm leading-relaxed text-gray-600">배터리 안전 알림을 받으려면 아래 권한이 필요해요.</p>
      </div>

      <ul className="flex flex-col gap-3" aria-label="필요한 권한">
        {PERMISSION_ITEMS.map((item) => {
          const state = states[item.permission];
          return (
            <li key={item.permission} className="rounded-2xl border border-gray-200 p-4" data-testid={`permission-${item.permission}`}>
              <div className="flex items-center gap-2">
                <h2 className="text-base font-bold text-gray-900">
                  {item.label} <span className="text-xs font-normal text-gray-500">({item.required ? "필수" : "선택"})</span>
                </h2>
                <span className={`ml-auto rounded-full px-2 py-0.5 text-xs font-bold ${STATE_STYLE[state]}`}>
                  {PERMISSION_STATE_LABEL[state]}
                </span>
              </div>
              <p className="mt-1 text-sm leading-relaxed text-gray-600">{item.reason}</p>
            </li>
          );
        })}
      </ul>

      <div aria-live="polite" className="flex flex-col gap-2 text-sm leading-relaxed">
        {notificationsDenied && (
          <p role="alert" className="rounded-xl bg-amber-50 px-4 py-3 text-amber-900">
            알림을 허용하지 않으면 배터리 이상 징후를 바로 알려 드릴 수 없어요. 휴대폰의 설정 &gt; 애플리케이션 &gt; 알림에서 언제든 켤 수
            있어요.
          </p>
        )}
        {message && <p className="text-red-700">{message}</p>}
      </div>

      {isWithoutShell && (
        <Suspense fallback={null}>
          <AppOnlyNotice>알림과 사진 권한은 앱에서 설정할 수 있어요. 이 브라우저에서는 바로 시작할 수 있어요.</AppOnlyNotice>
        </Suspense>
      )}

      <div className="mt-auto flex flex-col gap-2">
        {done ? (
          <AppLink
            href={DEFAULT_AFTER_SIGN_IN}
            className="flex min-h-12 items-center justify-center rounded-xl bg-brand-700 px-4 text-base font-semibold text-white outline-none focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2 active:bg-brand-900"
          >
            홈으로 계속하기
          </AppLink>
        ) : (
          <>
            <Button onClick={() => void onStart()} disabled={isBusy} aria-busy={isBusy}>
              {isBusy ? "권한 확인 중" : "권한 허용하고 시작하기"}
            </Button>
            <AppLink
              href={DEFAULT_AFTER_SIGN_IN}
              className="py-3 text-center text-sm font-semibold text-gray-600 underline underline-offset-2"
            >
              나중에 하기
            </AppLink>
          </>
        )}
      </div>
    </main>
  );
}
