import { useState } from "react";
import { useScreenData } from "@/shared/screen-data";
import { useSingleFlight } from "@/shared/form/single-flight";
import { formatKstDate } from "@/shared/format-time";
import { AsyncContent } from "@/shared/ui/async-content";
import { AppLink } from "@/shared/ui/app-link";
import { Skeleton } from "@/shared/ui/states";
import { SwitchRow } from "@/shared/ui/switch-row";
import { ROUTES } from "@/shared/routes";

const SAVE_FAILED_MESSAGE = "변경하지 못했어요. 잠시 후 다시 시도해 주세요.";

/**
 * Marketing consent (`users/agree-marketing`): a switch with the day the current answer was given. Consent is
 * optional and never needed for the safety alerts; the switch keeps its state when a save fails and says why.
 */
export function MarketingConsent() {
  const state = useScreenData("getAgreeMarketing");
  const [failure, setFailure] = useState<string | null>(null);
  const [toggle, pending] = useSingleFlight(async (agree: boolean) => {
    setFailure(null);
    try {
      // The api-client loads with the first tap, not with the section.
      const { api } = await import("@/shared/api-client");
      state.replace(await api("putAgreeMarketing", { body: { agreeMarketing: agree } }));
    } catch (error) {
      setFailure((error as { message?: string }).message || SAVE_FAILED_MESSAGE);
    }
  });

  return (
    <AsyncContent
      state={state}
      skeleton={<Skeleton className="h-16" />}
      loadingLabel="마케팅 수신 동의를 불러오는 중입니다"
      errorTitle="마케팅 수신 동의를 불러오지 못했어요"
    >
      {(consent) => (
        <SwitchRow
          label="이벤트·혜택 정보 받기"
          description={
            <>
              {consent.agreeMarketingAt
                ? `${formatKstDate(consent.agreeMarketingAt)}에 ${consent.agreeMarketing ? "동의했어요" : "동의하지 않았어요"}`
                : "아직 답하지 않았어요"}
              . 배터리 안전 알림은 동의와 관계없이 받아요.{" "}
              <AppLink href={`${ROUTES.termText}/marketing-policy`} className="py-1.5 underline">
                약관 보기
              </AppLink>
            </>
          }
          checked={consent.agreeMarketing}
          disabled={pending}
          failure={failure}
          onChange={(agree) => void toggle(agree)}
        />
      )}
    </AsyncContent>
  );
}
