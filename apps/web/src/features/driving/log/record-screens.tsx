import dynamic from "next/dynamic";
import { useRouter } from "next/router";
import { AppScreen } from "@/session-frame/components/app-screen";
import { ServiceGate } from "@/session-frame/components/service-gate";
import { BackButton } from "@/shared/ui/back-button";
import { LoadingState, Skeleton } from "@/shared/ui/states";
import { LOG_ROUTES, logIdOf } from "./log-routes";

const loading = (label: string) => () => (
  <LoadingState label={label}>
    <Skeleton className="h-28" />
    <Skeleton className="h-56" />
  </LoadingState>
);
const TripDetailView = dynamic(() => import("./components/record-detail").then((m) => m.TripDetailView), {
  loading: loading("주행 기록을 불러오는 중입니다"),
});
const ChargeDetailView = dynamic(() => import("./components/record-detail").then((m) => m.ChargeDetailView), {
  loading: loading("충전 기록을 불러오는 중입니다"),
});

/** /driving/trips/{id}: one trip — when, how far, energy, efficiency, state of charge, outside temperature, its cost. */
export function TripDetailScreen() {
  const { query } = useRouter();
  return (
    <AppScreen title="주행 상세" tab="home" back={<BackButton fallback={LOG_ROUTES.log} />}>
      <ServiceGate skeleton={<Skeleton className="h-56" />}>
        {() => <TripDetailView key={String(query.id)} id={logIdOf(query.id)} />}
      </ServiceGate>
    </AppScreen>
  );
}

/** /driving/charges/{id}: one charging session — when, where, AC/DC, energy, state of charge, power, temperature, cost. */
export function ChargeDetailScreen() {
  const { query } = useRouter();
  return (
    <AppScreen title="충전 상세" tab="home" back={<BackButton fallback={`${LOG_ROUTES.log}?tab=charges`} />}>
      <ServiceGate skeleton={<Skeleton className="h-56" />}>
        {() => <ChargeDetailView key={String(query.id)} id={logIdOf(query.id)} />}
      </ServiceGate>
    </AppScreen>
  );
}
