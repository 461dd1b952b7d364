import { lazy } from "react";
import { AfterHydration } from "@/shared/after-hydration";

/**
 * The demo control "데모: 하루 지나기" (docs/simulators.md "A living demo"). Only a demo build (NEXT_PUBLIC_SHELL_SIMULATOR=1,
 * inlined at build time) has it: in any other build the condition is a constant and the bundler drops the import, so
 * a production build ships none of it (the production smoke check looks for its chunk).
 */
const DemoDayControl = process.env.NEXT_PUBLIC_SHELL_SIMULATOR === "1" ? lazy(() => import("./demo-day-control")) : null;

/**
 * The demo control where a member waits for the device or its first data; nothing outside a demo build. Drawn in the
 * browser only (shared/after-hydration.tsx): left in the server's HTML, the lazy part would stay dead HTML, its button
 * not answering a tap, until its chunk arrived and React hydrated it.
 */
export function DemoDay() {
  if (!DemoDayControl) return null;
  return (
    <AfterHydration>
      <DemoDayControl />
    </AfterHydration>
  );
}
