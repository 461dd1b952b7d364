import { useRouter, type NextRouter } from "next/router";
import type { ReactNode } from "react";
import { BackButton } from "@/shared/ui/back-button";
import { TAB_ROOTS, TabBar, type TabKey } from "./tab-bar";

/** Query keys that make a tab root's address one of its sub-pages (/diagnosis?view=history, ?step=2). */
const SUB_PAGE_QUERY = ["view", "step"];

/** The page's router; null where no router is mounted (a component test), which draws no back button. */
function useRouterIfMounted(): NextRouter | null {
  try {
    return useRouter();
  } catch {
    return null;
  }
}

/**
 * The frame of a session page inside AppLayout (which already pads the status bar): the page's one `h1`, the
 * content, and the bottom navigation. Works from 360 px wide; the safe-area insets pad the sides and bottom. Every
 * page but the four tab roots has a back button before its title, to `parent` (by default the root of its tab).
 */
export function AppScreen({ title, tab, parent, children }: { title: string; tab: TabKey; parent?: string; children: ReactNode }) {
  const router = useRouterIfMounted();
  const isTabRoot = !router || (router.pathname === TAB_ROOTS[tab] && !SUB_PAGE_QUERY.some((key) => key in router.query));
  return (
    <div className="flex min-h-dvh flex-1 flex-col bg-white">
      <header className="flex items-center gap-1 px-safe pb-2 pt-5">
        {!isTabRoot && <BackButton fallback={parent ?? TAB_ROOTS[tab]} />}
        <h1 className="min-w-0 break-keep text-xl font-bold text-gray-900">{title}</h1>
      </header>
      <main className="flex flex-1 flex-col gap-4 px-safe pb-8 pt-2">{children}</main>
      <TabBar active={tab} />
    </div>
  );
}
