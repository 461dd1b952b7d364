import { DATA_ARRIVAL } from "@/shared/data-arrival";
import { formatKoreanDate } from "@/shared/format";
import { formatNumber } from "@/shared/format-number";
import { AsyncContent } from "@/shared/ui/async-content";
import { severityLabel, severityStyle } from "@/shared/ui/severity";
import { Skeleton } from "@/shared/ui/states";
import { useBatteryData, type BatteryData } from "../api";
import { Figure, SectionTitle } from "./figure";

/** The battery's latest figures (`vehicle/battery-data`) in a compact card, with the day's status. */
export function BatteryCard() {
  return (
    <section aria-labelledby="battery-title" className="rounded-2xl border border-gray-200 p-4" data-testid="battery-card">
      <SectionTitle id="battery-title">배터리 현재 상태</SectionTitle>
      <div className="mt-3">
        <AsyncContent
          state={useBatteryData()}
          skeleton={<Skeleton className="h-36" />}
          loadingLabel="배터리 상태를 불러오는 중입니다"
          errorTitle="배터리 상태를 불러오지 못했어요"
          empty={{
            when: (d) => d.battery === null,
            title: "아직 배터리 데이터가 없어요",
            message: DATA_ARRIVAL,
          }}
        >
          {(d) => <BatteryFigures battery={d.battery!} />}
        </AsyncContent>
      </div>
    </section>
  );
}

function BatteryFigures({ battery: b }: { battery: NonNullable<BatteryData["battery"]> }) {
  const style = severityStyle(b.severity);
  return (
    <>
      <p className="flex items-center justify-between gap-2 text-xs text-gray-600">
        <span>{formatKoreanDate(b.day)} 기준</span>
        <span className={`rounded-full px-2 py-0.5 font-semibold ${style.bg} ${style.text}`}>{severityLabel(b.severity)}</span>
      </p>
      <dl className="mt-2 grid grid-cols-[repeat(auto-fit,minmax(min(100%,5rem),1fr))] gap-2 text-center">
        <Figure label="충전량(SoC)" value={`${formatNumber(b.soc, 0)}%`} />
        <Figure label="건강도(SoH)" value={`${formatNumber(b.soh, 1)}%`} />
        <Figure label="팩 전압" value={`${formatNumber(b.packVoltage, 0)}V`} />
        <Figure label="셀 전압 편차" value={`${formatNumber(b.cellSigmaMv, 1)}mV`} />
        <Figure label="최고 모듈 온도" value={`${formatNumber(b.moduleTempMax, 1)}°C`} />
        <Figure label="절연 저항" value={`${formatNumber(b.insulationOhmPerV, 0)}Ω/V`} />
      </dl>
    </>
  );
}
