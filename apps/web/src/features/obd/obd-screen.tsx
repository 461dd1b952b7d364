import dynamic from "next/dynamic";
import { AppScreen } from "@/session-frame/components/app-screen";
import { Skeleton } from "@/shared/ui/states";
import { BackButton } from "@/shared/ui/back-button";
import { ROUTES } from "@/shared/routes";

// The device's views and the installation guide load after the page (first-load JS).
const ObdDevice = dynamic(() => import("./obd-device").then((m) => m.ObdDevice), { loading: () => <Skeleton className="h-80" /> });

/** /obd (from /menu, the applying panel and the data-freshness warning): the OBD device and what to do about it. */
export function ObdScreen() {
  return (
    <AppScreen title="단말기 관리" tab="menu" back={<BackButton fallback={ROUTES.menu} />}>
      <ObdDevice />
    </AppScreen>
  );
}
