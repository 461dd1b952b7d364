import { useEffect, useState, type CSSProperties } from "react";

/** SPEC §9: the status-bar padding is half the size the shell reports. */
export const STATUS_BAR_PAD_RATIO = 0.5;
/** CSS variable the layouts set; globals.css combines it with the safe-area inset (`pt-status`, `pt-safe`). */
export const STATUS_BAR_PAD_VAR = "--status-bar-pad";
/** The bridge caps `statusBarHeight` at 400 (shared/bridge/protocol.ts); anything larger is a broken value. */
const MAX_REPORTED_HEIGHT = 400;

/** Padding in CSS px for the height the shell reports; 0 for anything that is not a sane number. */
export function statusBarPadding(reported: unknown): number {
  if (typeof reported !== "number" || !Number.isFinite(reported) || reported <= 0) return 0;
  return Math.min(reported, MAX_REPORTED_HEIGHT) * STATUS_BAR_PAD_RATIO;
}

/** `style` that sets `--status-bar-pad` for the reported height. */
export function statusBarPadStyle(reported: unknown): CSSProperties {
  return { [STATUS_BAR_PAD_VAR]: `${statusBarPadding(reported)}px` } as CSSProperties;
}

let known: number | undefined;
let pending: Promise<number> | undefined;

/**
 * Asks the shell once per page load (`bridge.request("app.info")`, docs/bridge.md). In a browser, or when the
 * shell cannot answer, the height is 0 and only the safe-area inset applies. The bridge is imported lazily so
 * the layout adds nothing to first-load JS.
 */
export function requestStatusBarHeight(): Promise<number> {
  pending ??= import("@/shared/bridge")
    .then(async ({ bridge, bridgeReady, hasBridge }) => {
      await bridgeReady();
      if (!hasBridge()) return 0;
      return (await bridge.request("app.info")).statusBarHeight;
    })
    .catch((err: unknown) => {
      console.warn("[layout] 상태 표시줄 높이를 받지 못했습니다", err);
      return 0;
    })
    .then((height) => (known = height));
  return pending;
}

/**
 * The status-bar height the shell reported (0 until it answers). `override` (a prop of the layouts) skips
 * the bridge. After the first answer, later mounts start with the known value, so switching layouts does
 * not shift the page.
 */
export function useStatusBarHeight(override?: number): number {
  const [height, setHeight] = useState(() => known ?? 0);
  useEffect(() => {
    if (override !== undefined) return;
    let live = true;
    void requestStatusBarHeight().then((h) => live && setHeight(h));
    return () => {
      live = false;
    };
  }, [override]);
  return override ?? height;
}

/** Tests only. */
export function resetStatusBarHeight(): void {
  known = undefined;
  pending = undefined;
}
