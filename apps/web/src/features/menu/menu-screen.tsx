import { useState } from "react";
import { AppLink } from "@/shared/ui/app-link";
import { useActivityReport } from "@/domain/use-activity-report";
import { useServiceStatus } from "@/session-frame/api";
import { AppScreen } from "@/session-frame/components/app-screen";
import { ServiceGate } from "@/session-frame/components/service-gate";
import { SESSION_ROUTES } from "@/session-frame/routes";
import { openModal } from "@/shared/modal";
import { getRefundQuote as defaultGetRefundQuote, type CancelService, type GetRefundQuote } from "./api";
import { AppVersion } from "./components/app-version";
import { AFTER_SIGN_OUT, MENU_LINKS } from "./menu-items";

export interface MenuScreenDeps {
  /** Default: domain/subscription's cancelService, loaded with the cancellation flow on the tap. */
  cancelService?: CancelService;
  getRefundQuote: GetRefundQuote;
  signOut: (opts: { callbackUrl: string }) => Promise<unknown>;
  confirm: (opts: { title: string; message: string; yes: string; type: "confirm" | "remove" }) => Promise<boolean>;
}

const defaultDeps: MenuScreenDeps = {
  getRefundQuote: defaultGetRefundQuote,
  // auth/actions loads when the user signs out, not with the page.
  signOut: async (opts) => (await import("@/auth/client/actions")).signOut(opts),
  confirm: (opts) => openModal(opts),
};

const ROW =
  "flex min-h-14 w-full items-center justify-between gap-3 px-4 py-3 text-left text-base text-gray-900 outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-brand-600 active:bg-gray-50";

/**
 * /menu (SPEC §2): who is signed in and their service status, the menu, and the app version. The menu and
 * 로그아웃 stay usable whatever the status call does. SPEC §8 sends an expired user here, so an ended service
 * shows how to join again.
 */
export function MenuScreen({ deps: overrides }: { deps?: Partial<MenuScreenDeps> }) {
  useActivityReport({ screen: SESSION_ROUTES.menu });
  const deps = { ...defaultDeps, ...overrides };
  const { data: status, replace } = useServiceStatus();
  const [isCancelling, setCancelling] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);

  const onCancelService = async () => {
    if (!status || isCancelling) return;
    const { confirmCancel } = await import("./cancel-flow");
    const result = await confirmCancel(status, deps, () => {
      setCancelling(true);
      setNotice(null);
    });
    if (!result) return;
    if (result.next) replace(result.next);
    setNotice(result.notice);
    setCancelling(false);
  };

  const onSignOut = async () => {
    const yes = await deps.confirm({ type: "confirm", title: "로그아웃", message: "로그아웃 하시겠어요?", yes: "로그아웃" });
    if (yes) await deps.signOut({ callbackUrl: AFTER_SIGN_OUT });
  };

  return (
    <AppScreen title="메뉴" tab="menu">
      {/* Who is signed in, the status and its next step; the menu below works whatever the status read does. */}
      <ServiceGate skeleton={null} />

      <nav aria-label="내 메뉴">
        <ul className="divide-y divide-gray-100 overflow-hidden rounded-2xl border border-gray-200">
          {MENU_LINKS.map((item, i) => (
            <li key={item.href}>
              <AppLink
                href={item.href}
                className={ROW}
                aria-label={item.label}
                aria-describedby={item.description ? `menu-${i}-desc` : undefined}
              >
                <span>
                  {item.label}
                  {item.description && (
                    <span id={`menu-${i}-desc`} className="block text-xs text-gray-500">
                      {item.description}
                    </span>
                  )}
                </span>
                <span aria-hidden="true" className="text-gray-400">
                  ›
                </span>
              </AppLink>
            </li>
          ))}
        </ul>
      </nav>

      <section aria-label="계정" className="overflow-hidden rounded-2xl border border-gray-200">
        <ul className="divide-y divide-gray-100">
          {status?.canCancel && (
            <li>
              <button type="button" className={ROW} onClick={() => void onCancelService()} disabled={isCancelling} aria-busy={isCancelling}>
                <span>서비스 해지</span>
                <span aria-hidden="true" className="text-gray-400">
                  ›
                </span>
              </button>
            </li>
          )}
          <li>
            <button type="button" className={ROW} onClick={() => void onSignOut()}>
              <span>로그아웃</span>
            </button>
          </li>
        </ul>
      </section>
      <p role="status" aria-live="polite" className="text-sm text-gray-700">
        {notice}
      </p>

      <AppVersion />
    </AppScreen>
  );
}
