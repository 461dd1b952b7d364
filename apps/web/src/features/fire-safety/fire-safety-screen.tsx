import { AppScreen } from "@/session-frame/components/app-screen";
import { AsyncContent } from "@/shared/ui/async-content";
import { FireCallFirst } from "@/shared/ui/fire-call-first";
import { FireSafetyGuide } from "@/shared/ui/fire-safety-guide";
import { Skeleton } from "@/shared/ui/states";
import { BackButton } from "@/shared/ui/back-button";
import { ROUTES } from "@/shared/routes";
import { useFireGuide } from "./api";

/**
 * /fire-safety (배터리 화재 대처법, always in the menu): the call to 119 first, at the top and without waiting for
 * anything, then the API's guide (`common/fire-warning`) of what to do when the battery overheats, smokes or burns.
 */
export function FireSafetyScreen() {
  const guide = useFireGuide();
  return (
    <AppScreen title="배터리 화재 대처법" tab="menu" back={<BackButton fallback={ROUTES.menu} />}>
      <FireCallFirst />
      <AsyncContent
        state={guide}
        skeleton={<Skeleton className="h-64" />}
        loadingLabel="화재 대처법을 불러오는 중입니다"
        errorTitle="화재 대처법을 불러오지 못했어요"
      >
        {(data) => <FireSafetyGuide guide={data} className="" showCall={false} />}
      </AsyncContent>
    </AppScreen>
  );
}
