import type { ReactNode } from "react";
import type { MyServiceStatus } from "@evsafe/contract";
import { useServiceStatus, useUserName } from "../api";
import { hasServiceAccess, serviceViewOf, type ServiceView } from "../service-view";
import { ServiceNextStep } from "./service-next-step";
import { ServiceStatusSummary } from "./service-status-summary";
import { ErrorState, LoadingState, Skeleton } from "@/shared/ui/states";

export interface ServiceGateProps {
  /** The screen's own content, drawn only while the service gives access (in use, or cancellation requested). */
  children: (status: MyServiceStatus, view: ServiceView) => ReactNode;
  /** Skeleton of the screen's content while the status loads. */
  skeleton?: ReactNode;
}

/**
 * The common part of /home, /diagnosis and /safety-index: loads the service status, shows who is signed in and
 * the status, then either the next step (not joined, applying, ended) or the screen's content. A screen never
 * calls a service endpoint for a user the API would refuse (SERVICE_EXPIRED would open the expiry dialog).
 */
export function ServiceGate({ children, skeleton }: ServiceGateProps) {
  const { status, error, isLoading, retry } = useServiceStatus();
  const userName = useUserName();

  if (status) {
    const view = serviceViewOf(status);
    return (
      <>
        <ServiceStatusSummary userName={userName} status={status} />
        <ServiceNextStep status={status} view={view} />
        {hasServiceAccess(view) && children(status, view)}
      </>
    );
  }
  if (error && !isLoading) return <ErrorState title="서비스 상태를 불러오지 못했어요" message={error.message} onRetry={retry} />;
  return (
    <LoadingState label="서비스 상태를 불러오는 중입니다">
      <Skeleton className="h-6 w-40" />
      {skeleton ?? <Skeleton className="h-40" />}
    </LoadingState>
  );
}
