import dynamic from "next/dynamic";
import { AppScreen } from "@/session-frame/components/app-screen";
import { ServiceGate } from "@/session-frame/components/service-gate";
import { SESSION_ROUTES } from "@/session-frame/routes";
import { BackButton } from "@/shared/ui/back-button";
import { LoadingState } from "@/shared/ui/states";
import { ReportSkeleton } from "./parts";
import type { ReportPageProps } from "./report-server";

/** The report loads as its own chunk after the frame (charts, tables, the certificate panel). */
const ReportBody = dynamic(() => import("./components/report-body").then((m) => m.ReportBody), {
  loading: () => (
    <LoadingState label="배터리 리포트를 불러오는 중입니다">
      <ReportSkeleton />
    </LoadingState>
  ),
});

/**
 * /safety-index/report?month= (배터리 리포트): the battery's state of health over its history with a projection,
 * where it stands among cars of the same model, cell balance and temperature, the month's alerts, and the
 * certificates the member shares of it (docs/report.md).
 */
export function ReportScreen({ month }: ReportPageProps) {
  return (
    <AppScreen title="배터리 리포트" tab="safetyIndex" back={<BackButton fallback={SESSION_ROUTES.safetyIndex} />}>
      <ServiceGate skeleton={<ReportSkeleton />}>{() => <ReportBody key={month ?? "now"} month={month} />}</ServiceGate>
    </AppScreen>
  );
}
