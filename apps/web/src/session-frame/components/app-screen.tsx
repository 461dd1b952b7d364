import type { ReactNode } from "react";
import { TabBar, type TabKey } from "./tab-bar";

/**
 * The frame of a session page inside AppLayout (which already pads the status bar): the page's one `h1`, the
 * content, and the bottom navigation. Works from 360 px wide; the safe-area insets pad the sides and bottom.
 */
export function AppScreen({ title, tab, children }: { title: string; tab: TabKey; children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-1 flex-col bg-white">
      <header className="px-safe pb-2 pt-5">
        <h1 className="text-xl font-bold text-gray-900">{title}</h1>
      </header>
      <main className="flex flex-1 flex-col gap-4 px-safe pb-8 pt-2">{children}</main>
      <TabBar active={tab} />
    </div>
  );
}
