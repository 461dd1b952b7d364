import { useRouter } from "next/router";
import { useState, type ComponentType } from "react";
import { viewKey, viewOf, type DiagnosisView } from "../diagnosis-route";
import { IntroView } from "./intro-view";
import { PaidPeriodViews } from "./paid-period-views";
import type { HistoryView } from "./history-view";
import type { ResultView } from "./result-view";
import type { StepView } from "./step-view";

/**
 * The views other than the intro, each loaded when opened. They are defined by the page's own module
 * (diagnosis-screen.tsx), not here: Next prepares only the lazy parts whose definition has run before the page
 * hydrates, and one defined in this lazily loaded part would draw its placeholder over the server's HTML.
 */
export interface LazyViews {
  StepView: ComponentType<Parameters<typeof StepView>[0]>;
  ResultView: ComponentType<Parameters<typeof ResultView>[0]>;
  HistoryView: ComponentType<Parameters<typeof HistoryView>[0]>;
}

/**
 * The screen of the address (diagnosis-route.ts); the heading of a screen the member moved to takes focus.
 * `afterEnd`: the instance outside the service gate, which draws only for an ended service (the paid period's records).
 */
export function DiagnosisViews({ views, afterEnd = false }: { views: LazyViews; afterEnd?: boolean }) {
  if (afterEnd) return <PaidPeriodViews views={views} />;
  return <AddressedView views={views} />;
}

function AddressedView({ views }: { views: LazyViews }) {
  const router = useRouter();
  const view = viewOf(router.query);
  const key = viewKey(view);
  // The first screen of a page load keeps the focus where the browser put it; later ones take it.
  const [firstKey] = useState(key);
  const [moved, setMoved] = useState(false);
  if (key !== firstKey && !moved) setMoved(true);
  return <View key={key} view={view} views={views} focusHeading={moved} />;
}

function View({ view, views, focusHeading }: { view: DiagnosisView; views: LazyViews; focusHeading: boolean }) {
  const { StepView, ResultView, HistoryView } = views;
  switch (view.kind) {
    case "intro":
      return <IntroView focusHeading={focusHeading} />;
    case "step":
      return <StepView step={view.step} id={view.id} focusHeading={focusHeading} />;
    case "result":
      return <ResultView id={view.id} focusHeading={focusHeading} />;
    case "history":
      return <HistoryView focusHeading={focusHeading} />;
  }
}
