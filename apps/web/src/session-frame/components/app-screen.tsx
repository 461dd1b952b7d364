import type { ReactNode } from "react";
import { TabBar, type TabKey } from "./tab-bar";

/**
 * The frame of a session page inside AppLayout (which already pads the status bar): the top bar with the page's
 * one `h1` and, on a sub-page, its back button (`back`: the page passes `<BackButton>`, so a tab's root page does
 * not carry its code), the content, and the bottom navigation. Works from 360 px wide; the safe-area insets pad
 * the sides and bottom.
 */
export function AppScreen({ title, tab, back, children }: { title: string; tab: TabKey; back?: ReactNode; children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-1 flex-col bg-white">
      <header className="flex items-center px-safe pb-2 pt-5">
        {back}
        <h1 className="text-xl font-bold text-gray-900">{title}</h1>
      </header>
      <main className="flex flex-1 flex-col gap-4 px-safe pb-8 pt-2">{children}</main>
      <TabBar active={tab} />
    </div>
  );
}
