import { lazy, type ReactNode } from "react";
import type { MyServiceStatus } from "@evsafe/contract";
import { useServiceStatus, useUserName } from "../api";
import { hasServiceAccess, serviceViewOf, type ServiceView } from "../service-view";
import { ServiceNextStep } from "./service-next-step";
import { ServiceStatusSummary } from "./service-status-summary";
import { AsyncContent } from "@/shared/ui/async-content";
import { Skeleton } from "@/shared/ui/states";
import { AfterHydration } from "@/shared/after-hydration";

/** The expiry dialog and the promotion notice load after the page (first-load JS). */
const ServiceLifeNotices = lazy(() => import("../service-life-notices"));

export interface ServiceGateProps {
  /** The screen's own content, drawn only while the service gives access (in use, or cancellation requested). */
  children?: (status: MyServiceStatus, view: ServiceView) => ReactNode;
  /** Skeleton of the screen's content while the status loads (`null`: the status line's only). */
  skeleton?: ReactNode;
}

/**
 * The common part of the session pages: loads the service status, shows who is signed in and the status, then
 * either the next step (not joined, applying, ended) or the screen's content (/menu has none). A screen never
 * calls a service endpoint for a user the API would refuse; it opens the expiry dialog itself for a lapsed service,
 * and shows the promotion-extension notice once a day (`service-life-notices`, loaded after the page).
 */
export function ServiceGate({ children, skeleton = <Skeleton className="h-40" /> }: ServiceGateProps) {
  const userName = useUserName();
  const status = useServiceStatus();
  return (
    <AsyncContent
      state={status}
      skeleton={
        <>
          <Skeleton className="h-6 w-40" />
          {skeleton}
        </>
      }
      loadingLabel="서비스 상태를 불러오는 중입니다"
      errorTitle="서비스 상태를 불러오지 못했어요"
    >
      {(status) => {
        const view = serviceViewOf(status);
        return (
          <>
            <AfterHydration>
              <ServiceLifeNotices status={status} />
            </AfterHydration>
            <ServiceStatusSummary userName={userName} status={status} />
            <ServiceNextStep status={status} view={view} />
            {hasServiceAccess(view) && children?.(status, view)}
          </>
        );
      }}
    </AsyncContent>
  );
}
