import dynamic from "next/dynamic";
import { AppScreen } from "@/session-frame/components/app-screen";
import { ServiceGate } from "@/session-frame/components/service-gate";
import { BackButton } from "@/shared/ui/back-button";
import { ROUTES } from "@/shared/routes";
import { Skeleton } from "@/shared/ui/states";

const LogContent = dynamic(() => import("./components/log-content").then((m) => m.LogContent), { loading: () => <LogSkeleton /> });

/**
 * /driving/log: every trip and every charge of a period (이번 주, 지난 주, 이번 달, 지난 달 or chosen days), each opening
 * its detail, with the period's totals (the same as /driving's) and what the charges cost at the member's tariff.
 */
export function LogScreen({ serverToday }: { serverToday?: string }) {
  return (
    <AppScreen title="주행·충전 기록" tab="home" back={<BackButton fallback={ROUTES.driving} />}>
      <ServiceGate skeleton={<LogSkeleton />}>{() => <LogContent serverToday={serverToday} />}</ServiceGate>
    </AppScreen>
  );
}

function LogSkeleton() {
  return (
    <>
      <Skeleton className="h-12" />
      <Skeleton className="h-24" />
      <Skeleton className="h-24" />
      <Skeleton className="h-20" />
    </>
  );
}
