import dynamic from "next/dynamic";
import { useRouter } from "next/router";
import { useState } from "react";
import { LoadingState, Skeleton } from "@/shared/ui/states";
import { viewKey, viewOf, type DiagnosisView } from "../diagnosis-route";
import { IntroView } from "./intro-view";

// The intro is the usual first screen and comes with this part; the others load when they are opened.
const loading = () => (
  <LoadingState label="화면을 불러오는 중입니다">
    <Skeleton className="h-96" />
  </LoadingState>
);
const StepView = dynamic(() => import("./step-view").then((m) => m.StepView), { loading });
const ResultView = dynamic(() => import("./result-view").then((m) => m.ResultView), { loading });
const HistoryView = dynamic(() => import("./history-view").then((m) => m.HistoryView), { loading });

/** The screen of the address (diagnosis-route.ts); the heading of a screen the member moved to takes focus. */
export function DiagnosisViews() {
  const router = useRouter();
  const view = viewOf(router.query);
  const key = viewKey(view);
  // The first screen of a page load keeps the focus where the browser put it; later ones take it.
  const [firstKey] = useState(key);
  const [moved, setMoved] = useState(false);
  if (key !== firstKey && !moved) setMoved(true);
  return <View key={key} view={view} focusHeading={moved} />;
}

function View({ view, focusHeading }: { view: DiagnosisView; focusHeading: boolean }) {
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
