import { useRouter } from "next/router";
import { useId, useRef, type KeyboardEvent } from "react";
import { SESSION_ROUTES } from "@/session-frame/routes";
import { AppLink } from "@/shared/ui/app-link";
import { AlertList } from "./alert-list";

export type AlertTab = "safety" | "general";

const TABS: ReadonlyArray<{ key: AlertTab; label: string; call: "getAlim" | "getAlimGeneral" }> = [
  { key: "safety", label: "안전 알림", call: "getAlim" },
  { key: "general", label: "일반 알림", call: "getAlimGeneral" },
];

/** `?tab=general` opens the general alerts; anything else the safety alerts. */
export const tabOf = (query: unknown): AlertTab => (query === "general" ? "general" : "safety");

/**
 * /alerts' content: two tabs (안전 알림: GET alim, 일반 알림: GET alim/general), the open one in the address
 * (`?tab=general`, replaced rather than pushed: Back leaves the alert centre), then its list. Arrow keys move between
 * the tabs (WAI-ARIA tabs pattern).
 */
export function AlertCentre() {
  const router = useRouter();
  const active = tabOf(router.query.tab);
  const baseId = useId();
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);

  const select = (tab: AlertTab) => {
    if (tab === active) return;
    void router.replace({ pathname: SESSION_ROUTES.alerts, query: tab === "general" ? { tab } : {} }, undefined, {
      shallow: true,
      scroll: false,
    });
  };
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const step = event.key === "ArrowRight" ? 1 : event.key === "ArrowLeft" ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = (index + step + TABS.length) % TABS.length;
    tabRefs.current[next]?.focus();
    select(TABS[next]!.key);
  };

  return (
    <>
      <div role="tablist" aria-label="알림 종류" className="grid grid-cols-2 rounded-xl bg-gray-100 p-1">
        {TABS.map((tab, index) => {
          const selected = tab.key === active;
          return (
            <button
              key={tab.key}
              ref={(el) => {
                tabRefs.current[index] = el;
              }}
              type="button"
              role="tab"
              id={`${baseId}-${tab.key}-tab`}
              aria-selected={selected}
              aria-controls={`${baseId}-${tab.key}-panel`}
              tabIndex={selected ? 0 : -1}
              onClick={() => select(tab.key)}
              onKeyDown={(event) => onKeyDown(event, index)}
              className={`min-h-11 rounded-lg text-sm font-semibold outline-none focus-visible:ring-2 focus-visible:ring-brand-600 ${
                selected ? "bg-white text-gray-900 shadow-sm" : "text-gray-600"
              }`}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {TABS.filter((tab) => tab.key === active).map((tab) => (
        <section
          key={tab.key}
          role="tabpanel"
          id={`${baseId}-${tab.key}-panel`}
          aria-labelledby={`${baseId}-${tab.key}-tab`}
          className="flex flex-col gap-3"
        >
          <AlertList call={tab.call} kind={tab.key} />
        </section>
      ))}
      <AppLink href={SESSION_ROUTES.alimSettings} className="self-center px-2 py-3 text-sm text-gray-600 underline">
        알림 설정
      </AppLink>
    </>
  );
}
