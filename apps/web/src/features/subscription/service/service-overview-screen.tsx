import dynamic from "next/dynamic";
import { AppScreen, ServiceGate, serviceViewOf, useServiceStatus } from "@/session-frame";
import { Skeleton } from "@/shared/ui/states";
import type { ServiceOverviewDeps } from "./components/service-details";
import { BackButton } from "@/shared/ui/back-button";
import { ROUTES } from "@/shared/routes";

export type { ServiceOverviewDeps };

const ServiceDetails = dynamic(() => import("./components/service-details"), { loading: () => <Skeleton className="h-48" /> });

/**
 * /service: the subscription in one place — status and next step (the session frame's), product, period and D-day,
 * payment state and method, the next payment of a monthly subscription, the latest payment's receipt
 * (`kg/stlm/my-service-status`), and what the member can do about cancelling in each state.
 */
export function ServiceOverviewScreen({ deps }: { deps?: Partial<ServiceOverviewDeps> }) {
  const { data: status } = useServiceStatus();
  return (
    <AppScreen title="내 서비스" tab="menu" back={<BackButton fallback={ROUTES.menu} />}>
      <ServiceGate skeleton={null} />
      {status && <ServiceDetails status={status} view={serviceViewOf(status)} deps={deps} />}
    </AppScreen>
  );
}
