import { AppLink } from "@/shared/ui/app-link";
import { SESSION_ROUTES } from "../routes";

export type TabKey = "home" | "diagnosis" | "safetyIndex" | "menu";

const TABS: ReadonlyArray<{ key: TabKey; label: string; href: string; icon: string }> = [
  { key: "home", label: "홈", href: SESSION_ROUTES.home, icon: "M3 10.5 12 3l9 7.5V20a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1z" },
  { key: "diagnosis", label: "안전 진단", href: SESSION_ROUTES.diagnosis, icon: "M9 3h6v3H9zM6 5h12v16H6zM9 11h6M9 15h4" },
  { key: "safetyIndex", label: "안전 지수", href: SESSION_ROUTES.safetyIndex, icon: "M4 20V10M10 20V4M16 20v-7M22 20H2" },
  { key: "menu", label: "메뉴", href: SESSION_ROUTES.menu, icon: "M4 6h16M4 12h16M4 18h16" },
];

/**
 * The bottom navigation of the session pages; the current one is marked `aria-current="page"`. Clears the home
 * indicator. Opaque, so the contrast of its labels never depends on what scrolls beneath it.
 */
export function TabBar({ active }: { active: TabKey }) {
  return (
    <nav aria-label="주요 메뉴" className="sticky bottom-0 z-10 mt-auto border-t border-gray-200 bg-white pb-safe print:hidden">
      <ul className="grid grid-cols-4">
        {TABS.map((tab) => {
          const current = tab.key === active;
          return (
            <li key={tab.key}>
              <AppLink
                href={tab.href}
                aria-current={current ? "page" : undefined}
                className={`flex min-h-14 flex-col items-center justify-center gap-0.5 text-xs outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-brand-600 ${
                  current ? "font-bold text-brand-700" : "text-gray-500"
                }`}
              >
                <svg
                  aria-hidden="true"
                  viewBox="0 0 24 24"
                  className="size-6"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth={1.8}
                  strokeLinecap="round"
                  strokeLinejoin="round"
                >
                  <path d={tab.icon} />
                </svg>
                {tab.label}
              </AppLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
