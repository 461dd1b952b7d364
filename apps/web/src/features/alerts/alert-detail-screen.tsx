import dynamic from "next/dynamic";
import { useRouter } from "next/router";
import { AppScreen } from "@/session-frame/components/app-screen";
import { LoadingState, Skeleton } from "@/shared/ui/states";
import { BackButton } from "@/shared/ui/back-button";
import { ROUTES } from "@/shared/routes";

const AlertDetail = dynamic(() => import("./components/alert-detail").then((m) => m.AlertDetail), {
  loading: () => (
    <LoadingState label="알림을 불러오는 중입니다">
      <Skeleton className="h-40" />
      <Skeleton className="h-24" />
    </LoadingState>
  ),
});

/** `/alerts/12` → 12; anything that is not a positive whole number → null (the detail says it cannot be found). */
export function alertIdOf(value: unknown): number | null {
  return typeof value === "string" && /^[1-9]\d{0,9}$/.test(value) && Number(value) <= 2_147_483_647 ? Number(value) : null;
}

/** /alerts/{id} (알림 상세): one alert with what was measured, what it means and what to do; opening it marks it read. */
export function AlertDetailScreen() {
  const { query } = useRouter();
  return (
    <AppScreen title="알림 상세" tab="home" back={<BackButton fallback={ROUTES.alerts} />}>
      <AlertDetail key={String(query.id)} id={alertIdOf(query.id)} />
    </AppScreen>
  );
}
