import type { ReactNode } from "react";
import { statusBarPadStyle, useStatusBarHeight } from "./status-bar";

export interface LayoutProps {
  children: ReactNode;
  /** The shell's reported status-bar height; by default it is asked through the bridge (`app.info`). */
  statusBarHeight?: number;
}

/**
 * The dark wrapper around app pages (SPEC §2). A dark frame shows behind the status bar
 * (padded by half the reported height, or the safe-area inset if larger) and beside the content on tablets;
 * the content itself is a light column (SPEC §9 default theme), full width on phones (360 px and up),
 * at most 600 px wide and centred on tablets. The home-indicator inset pads the bottom.
 *
 * Screens inside it must not pad the top again (no `pt-safe`); a bar fixed or sticky to the bottom still
 * uses `pb-safe`, because the column's padding does not move fixed elements.
 */
export function AppLayout({ children, statusBarHeight }: LayoutProps) {
  const height = useStatusBarHeight(statusBarHeight);
  return (
    <div data-layout="app" data-theme="light" className="app-frame" style={statusBarPadStyle(height)}>
      <div className="app-column">{children}</div>
    </div>
  );
}

/**
 * Public pages without the dark wrapper (`/nonMemberMain`, SPEC §2). Only sets `--status-bar-pad`, which the
 * screen's own `pt-safe` header includes.
 */
export function PublicLayout({ children, statusBarHeight }: LayoutProps) {
  const height = useStatusBarHeight(statusBarHeight);
  return (
    <div data-layout="public" data-theme="light" className="public-frame" style={statusBarPadStyle(height)}>
      {children}
    </div>
  );
}
