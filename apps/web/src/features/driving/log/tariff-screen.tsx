import dynamic from "next/dynamic";
import { AppScreen } from "@/session-frame/components/app-screen";
import { formatKoreanDate } from "@/shared/format";
import { formatNumber } from "@/shared/format-number";
import { AsyncContent } from "@/shared/ui/async-content";
import { BackButton } from "@/shared/ui/back-button";
import { Skeleton } from "@/shared/ui/states";
import { useTariff, type Tariff } from "./api";
import { LOG_ROUTES } from "./log-routes";

const TariffForm = dynamic(() => import("./forms/tariff-form").then((m) => m.TariffForm), { loading: () => <Skeleton className="h-64" /> });

/**
 * /driving/tariff: the member's charging rates that price the charge log, with the published defaults and where
 * they come from.
 */
export function TariffScreen() {
  const state = useTariff();
  return (
    <AppScreen title="충전 요금 설정" tab="home" back={<BackButton fallback={`${LOG_ROUTES.log}?tab=charges`} />}>
      <AsyncContent
        state={state}
        skeleton={<Skeleton className="h-64" />}
        loadingLabel="충전 요금을 불러오는 중입니다"
        errorTitle="충전 요금을 불러오지 못했어요"
      >
        {(tariff) => (
          <>
            <p className="break-keep text-sm leading-relaxed text-gray-700">
              충전 기록의 비용과 주행 1km당 비용을 이 요금으로 계산해요. 회원 카드나 구독 요금제를 쓰면 실제 요금으로 바꿔 주세요.
            </p>
            <TariffForm tariff={tariff} onSaved={state.replace} />
            <Source tariff={tariff} />
          </>
        )}
      </AsyncContent>
    </AppScreen>
  );
}

function Source({ tariff: { defaults } }: { tariff: Tariff }) {
  return (
    <section
      aria-labelledby="tariff-source"
      className="flex flex-col gap-1 rounded-2xl bg-gray-50 p-4 text-sm leading-relaxed text-gray-700"
      data-testid="tariff-source"
    >
      <h2 id="tariff-source" className="text-base font-bold text-gray-900">
        기본 요금의 출처
      </h2>
      <p>
        급속 {formatNumber(defaults.dcWonPerKwh, 1)}원/kWh · 완속 {formatNumber(defaults.acWonPerKwh, 1)}원/kWh
      </p>
      <p className="break-keep">{defaults.source}</p>
      <p>{formatKoreanDate(defaults.asOf)} 기준</p>
    </section>
  );
}
