import { Suspense, type ReactNode } from "react";
import { useHydrated } from "./use-hydrated";

/**
 * Draws a lazily loaded part in the browser only, after hydration (use-hydrated.ts says why the server leaves such
 * parts out), with `fallback` before then and while its chunk loads. The hydration flag lives in this small component,
 * so turning it on re-renders only the part, not the screen around it.
 */
export function AfterHydration({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  const hydrated = useHydrated();
  if (!hydrated) return fallback;
  return <Suspense fallback={fallback}>{children}</Suspense>;
}
