import dynamic from "next/dynamic";
import { AppScreen } from "@/session-frame/components/app-screen";
import { LoadingState, Skeleton } from "@/shared/ui/states";
import { BackButton } from "@/shared/ui/back-button";
import { ROUTES } from "@/shared/routes";

const AlimSettings = dynamic(() => import("./components/alim-settings").then((m) => m.AlimSettings), {
  loading: () => (
    <LoadingState label="알림 설정을 불러오는 중입니다">
      <Skeleton className="h-24" />
      <Skeleton className="h-64" />
    </LoadingState>
  ),
});

/** /settings/alim (알림 설정, from the menu): which alerts the driver receives. A `user` screen: no service needed. */
export function AlimSettingsScreen() {
  return (
    <AppScreen title="알림 설정" tab="menu" back={<BackButton fallback={ROUTES.settings} />}>
      <AlimSettings />
    </AppScreen>
  );
}
