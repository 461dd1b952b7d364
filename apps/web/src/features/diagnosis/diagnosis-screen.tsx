import dynamic from "next/dynamic";
import { useRouter } from "next/router";
import { useState } from "react";
import { AppScreen, ServiceGate } from "@/session-frame";
import { Skeleton } from "@/shared/ui/states";
import { viewKey, viewOf, type DiagnosisView } from "./diagnosis-route";

// Each screen of the journey loads after the page (first-load JS): the page itself is the frame and the address.
const loading = () => <DiagnosisSkeleton />;
const IntroView = dynamic(() => import("./views/intro-view").then((m) => m.IntroView), { loading });
const StepView = dynamic(() => import("./views/step-view").then((m) => m.StepView), { loading });
const ResultView = dynamic(() => import("./views/result-view").then((m) => m.ResultView), { loading });
const HistoryView = dynamic(() => import("./views/history-view").then((m) => m.HistoryView), { loading });

/**
 * /diagnosis (SPEC §2, §4 diagnosis wizard): in service, the intro (step 0) with the latest result, steps 1–4, the
 * result and the history, each an address of its own (diagnosis-route.ts); otherwise the service status's next step.
 */
export function DiagnosisScreen() {
  const router = useRouter();
  const view = viewOf(router.query);
  const key = viewKey(view);
  // The heading of a screen the member moved to takes focus; the first screen of a page load does not.
  const [firstKey] = useState(key);
  const [moved, setMoved] = useState(false);
  if (key !== firstKey && !moved) setMoved(true);
  return (
    <AppScreen title="안전 진단" tab="diagnosis">
      <ServiceGate skeleton={<DiagnosisSkeleton />}>{() => <View key={key} view={view} focusHeading={moved} />}</ServiceGate>
    </AppScreen>
  );
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

function DiagnosisSkeleton() {
  return (
    <>
      <Skeleton className="h-48" />
      <Skeleton className="h-32" />
    </>
  );
}
