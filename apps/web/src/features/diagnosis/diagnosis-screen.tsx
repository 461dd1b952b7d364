import dynamic from "next/dynamic";
import { useRouter } from "next/router";
import { AppScreen } from "@/session-frame/components/app-screen";
import { ServiceGate } from "@/session-frame/components/service-gate";
import { useServiceStatus } from "@/session-frame/api";
import { ROUTES } from "@/shared/routes";
import { BackButton } from "@/shared/ui/back-button";
import { LoadingState, Skeleton } from "@/shared/ui/states";
import type { LazyViews } from "./views/diagnosis-views";

// The journey's screens load after the page (first-load JS): the page itself is the frame and the service gate. The
// views beyond the intro are defined here, in the page's module, so a direct load of one hydrates what the server drew.
// One placeholder for all of them keeps the page's own code small.
const loading = () => (
  <LoadingState label="진단 정보를 불러오는 중입니다">
    <DiagnosisSkeleton />
  </LoadingState>
);
const LAZY_VIEWS: LazyViews = {
  StepView: dynamic(() => import("./views/step-view").then((m) => m.StepView), { loading }),
  ResultView: dynamic(() => import("./views/result-view").then((m) => m.ResultView), { loading }),
  HistoryView: dynamic(() => import("./views/history-view").then((m) => m.HistoryView), { loading }),
};
const DiagnosisViews = dynamic(() => import("./views/diagnosis-views").then((m) => m.DiagnosisViews), { loading });

/**
 * /diagnosis (SPEC §2, §4 diagnosis wizard): in service, the intro (step 0) with the latest result, steps 1–4, the
 * result and the history, each an address of its own (diagnosis-route.ts); otherwise the service status's next step,
 * and after an ended service the paid period's history and results (docs/service-life.md "After expiry").
 */
export function DiagnosisScreen() {
  return (
    <AppScreen
      title="안전 진단"
      tab="diagnosis"
      back={isSubView(useRouter().query) ? <BackButton fallback={ROUTES.diagnosis} /> : undefined}
    >
      <ServiceGate skeleton={<DiagnosisSkeleton />}>{() => <DiagnosisViews views={LAZY_VIEWS} />}</ServiceGate>
      {useServiceStatus().data?.isExpired && <DiagnosisViews views={LAZY_VIEWS} afterEnd />}
    </AppScreen>
  );
}

function DiagnosisSkeleton() {
  return (
    <>
      <Skeleton className="h-48" />
      <Skeleton className="h-32" />
    </>
  );
}

/** A step, the result or the history: the intro is the tab's root, the others lead back to it. */
const isSubView = (query: Record<string, unknown>) => query.view !== undefined || (query.step !== undefined && query.step !== "0");
