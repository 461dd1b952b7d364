import { useCallback, useEffect, useRef, useState } from "react";
import type { Platform } from "@/shared/bridge/constants";
import { Button } from "@/shared/ui/button";

/** Where the notification switch is in each phone's settings, in the words the phone uses. */
export const TURN_ON_STEPS: Record<Platform, string[]> = {
  AOS: ["휴대폰의 설정 앱을 열어 주세요.", "애플리케이션(또는 앱)에서 이 앱을 찾아 눌러 주세요.", "알림을 누르고 알림 허용을 켜 주세요."],
  iOS: ["iPhone의 설정 앱을 열어 주세요.", "아래로 내려 이 앱을 찾아 눌러 주세요.", "알림을 누르고 알림 허용을 켜 주세요."],
};

export type PhonePermissionState =
  | { kind: "checking" }
  /** A browser, not the app: alerts reach the driver only through the app. */
  | { kind: "browser" }
  | { kind: "granted" }
  | { kind: "denied"; platform: Platform }
  | { kind: "failed" };

export interface PhonePermissionDeps {
  /** The shell's platform, or null in a browser (after the bridge is ready). */
  platform(): Promise<Platform | null>;
  /** `permission.request` for POST_NOTIFICATIONS: the OS dialog only if never asked; else the current answer at once. */
  requestNotifications(): Promise<boolean>;
  /** Stores the push token again (`PUT users/device-token`): a token may be issued only once notifications are allowed. */
  registerPushToken(): Promise<unknown>;
  /** Calls back when the app returns to the foreground (the driver may come back from the phone's settings). */
  onForeground(handler: () => void): () => void;
}

const bridgeDeps: PhonePermissionDeps = {
  async platform() {
    const bridge = await import("@/shared/bridge");
    await bridge.bridgeReady();
    return bridge.platform();
  },
  async requestNotifications() {
    const { bridge } = await import("@/shared/bridge");
    return (await bridge.request("permission.request", { permission: "POST_NOTIFICATIONS" })).granted;
  },
  async registerPushToken() {
    const [bridge, client] = await Promise.all([import("@/shared/bridge"), import("@/shared/api-client")]);
    return bridge.registerPushToken(client.api);
  },
  onForeground(handler) {
    let off: (() => void) | undefined;
    let cancelled = false;
    void import("@/shared/bridge").then((bridge) => {
      if (!cancelled) off = bridge.onBridgeEvent("app.foreground", handler);
    });
    return () => {
      cancelled = true;
      off?.();
    };
  },
};

/**
 * Whether this phone lets the app show notifications, at the top of the alert settings: the switches below only
 * matter if it does. Opening the screen asks the shell (`permission.request`), which shows the OS dialog only if the
 * driver was never asked — here, where they came to manage alerts, is a moment that makes sense — and otherwise
 * answers at once. Refused: says how to turn it on in the phone's settings, and checks again when the app returns
 * to the foreground or on 다시 확인. Allowed after a refusal: the push token is stored again.
 */
export function PhonePermission({ deps = bridgeDeps }: { deps?: PhonePermissionDeps }) {
  const [state, setState] = useState<PhonePermissionState>({ kind: "checking" });
  const wasDenied = useRef(false);
  const checking = useRef(false);
  // A check asked for while one is running (the app came back while the shell was answering): the running one may
  // carry the answer from before the driver changed the setting, so it runs once more afterwards.
  const again = useRef(false);

  const check = useCallback(async () => {
    if (checking.current) {
      again.current = true;
      return;
    }
    checking.current = true;
    try {
      do {
        again.current = false;
        await checkOnce();
      } while (again.current);
    } finally {
      checking.current = false;
    }

    async function checkOnce() {
      try {
        const platform = await deps.platform();
        if (!platform) return setState({ kind: "browser" });
        const granted = await deps.requestNotifications();
        if (granted) {
          setState({ kind: "granted" });
          if (wasDenied.current) {
            wasDenied.current = false;
            await deps.registerPushToken().catch((error: unknown) => console.error("[alerts] push token not stored", error));
          }
        } else {
          wasDenied.current = true;
          setState({ kind: "denied", platform });
        }
      } catch {
        setState({ kind: "failed" });
      }
    }
  }, [deps]);

  useEffect(() => {
    void check();
    return deps.onForeground(() => void check());
  }, [check, deps]);

  return (
    <section aria-labelledby="phone-permission" className="min-h-14" aria-busy={state.kind === "checking"}>
      <h2 id="phone-permission" className="sr-only">
        휴대폰 알림 권한
      </h2>
      <PermissionNotice state={state} onRetry={() => void check()} />
    </section>
  );
}

function PermissionNotice({ state, onRetry }: { state: PhonePermissionState; onRetry: () => void }) {
  switch (state.kind) {
    case "checking":
      return <p className="py-4 text-sm text-gray-500">휴대폰 알림 권한을 확인하고 있어요.</p>;
    case "browser":
      return (
        <p className="rounded-2xl bg-gray-50 p-4 text-sm leading-relaxed text-gray-700 break-keep">
          알림은 휴대폰 앱으로 보내 드려요. 이 브라우저로는 받을 수 없으니, 앱에서 로그인해 주세요.
        </p>
      );
    case "granted":
      return (
        <p role="status" className="rounded-2xl bg-brand-50 p-4 text-sm font-semibold text-brand-700 break-keep">
          이 휴대폰으로 알림을 받을 수 있어요.
        </p>
      );
    case "failed":
      return (
        <div className="flex items-center justify-between gap-3 rounded-2xl bg-gray-50 p-4">
          <p className="text-sm text-gray-700 break-keep">휴대폰 알림 권한을 확인하지 못했어요.</p>
          <Button variant="secondary" onClick={onRetry}>
            다시 확인
          </Button>
        </div>
      );
    case "denied":
      return (
        <div role="alert" className="flex flex-col gap-3 rounded-2xl border border-amber-300 bg-amber-50 p-4">
          <p className="text-base font-bold text-amber-900 break-keep">휴대폰 알림이 꺼져 있어요</p>
          <p className="text-sm leading-relaxed text-amber-900 break-keep">
            아래 설정을 켜 두어도 휴대폰이 알림을 막고 있어, 배터리 위험 알림을 바로 받을 수 없어요. 휴대폰 설정에서 알림을 허용해 주세요.
          </p>
          <ol className="list-decimal pl-5 text-sm leading-relaxed text-amber-900">
            {TURN_ON_STEPS[state.platform].map((step) => (
              <li key={step} className="break-keep">
                {step}
              </li>
            ))}
          </ol>
          <Button variant="secondary" onClick={onRetry} className="self-start">
            다시 확인
          </Button>
        </div>
      );
  }
}
