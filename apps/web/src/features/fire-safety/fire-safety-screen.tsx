import { AppScreen } from "@/session-frame/components/app-screen";
import { useScreenData } from "@/shared/screen-data";
import { AsyncContent } from "@/shared/ui/async-content";
import { FireSafetyGuide } from "@/shared/ui/fire-safety-guide";
import { Skeleton } from "@/shared/ui/states";

/** The number to call first in Korea for a fire, whatever the guide's answer (it must work offline too). */
export const FIRE_EMERGENCY_NUMBER = "119";

/**
 * /fire-safety (배터리 화재 대처법, always in the menu): the call to 119 first, at the top and without waiting for
 * anything, then the API's guide (`common/fire-warning`) of what to do when the battery overheats, smokes or burns.
 */
export function FireSafetyScreen() {
  const guide = useScreenData("getFireWarning");
  return (
    <AppScreen title="배터리 화재 대처법" tab="menu">
      <section aria-labelledby="fire-now-title" className="rounded-2xl bg-red-50 p-4 text-red-900">
        <h2 id="fire-now-title" className="text-base font-bold">
          연기·불꽃이 보이면 바로 차에서 멀리 떨어지세요
        </h2>
        <p className="mt-1 text-sm leading-relaxed">
          전기차 배터리 화재는 다시 불이 붙을 수 있어요. 안전한 곳으로 피한 뒤 119에 신고하고, 전기차라고 꼭 알려 주세요.
        </p>
        <a
          href={`tel:${FIRE_EMERGENCY_NUMBER}`}
          className="mt-3 flex min-h-12 items-center justify-center rounded-xl bg-red-700 text-base font-bold text-white active:bg-red-800"
        >
          {FIRE_EMERGENCY_NUMBER}에 전화하기
        </a>
      </section>
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
