import { ScoreChart } from "@/shared/chart/score-chart";
import { formatKoreanDate } from "@/shared/format";
import { formatNumber } from "@/shared/format-number";
import { AsyncContent } from "@/shared/ui/async-content";
import { Skeleton } from "@/shared/ui/states";
import { useStatusStatistics, type StatusStatistics } from "../api";
import { RANGE_PRESET_LABEL, spanDays, type StatusRange } from "../period";
import { Figure, SectionTitle } from "./figure";
import { RangePicker } from "./range-picker";

/**
 * The battery's daily figures over a chosen range (`main/vehicle/status/statistics`): the picker, then the
 * range's summary and its safety scores day by day. `range`/`today` are null until the day is known.
 */
export function StatusPeriod({
  range,
  today,
  onRange,
}: {
  range: StatusRange | null;
  today: string | null;
  onRange: (range: StatusRange) => Promise<unknown> | void;
}) {
  const state = useStatusStatistics(range);
  return (
    <section aria-labelledby="status-title" className="flex flex-col gap-3" data-testid="status-period">
      <SectionTitle id="status-title">기간별 배터리 통계</SectionTitle>
      {range && today ? (
        <RangePicker key={`${range.preset}:${range.start}:${range.end}`} range={range} today={today} onRange={onRange} />
      ) : (
        <Skeleton className="h-24" />
      )}
      {range && (
        <p className="text-xs text-gray-600" data-testid="status-range">
          {range.preset === "custom" ? "직접 선택" : RANGE_PRESET_LABEL[range.preset]} · {formatKoreanDate(range.start)} ~{" "}
          {formatKoreanDate(range.end)} ({spanDays(range.start, range.end)}일)
        </p>
      )}
      <AsyncContent
        state={state}
        skeleton={<StatusSkeleton />}
        loadingLabel="기간별 배터리 통계를 불러오는 중입니다"
        errorTitle="기간별 배터리 통계를 불러오지 못했어요"
        empty={{
          when: (s) => s.items.length === 0,
          title: "이 기간에는 수집된 데이터가 없어요",
          message: "다른 기간을 골라 보세요.",
        }}
      >
        {(s) => <StatusSummary statistics={s} />}
      </AsyncContent>
    </section>
  );
}

function StatusSkeleton() {
  return (
    <>
      <Skeleton className="h-29" />
      <Skeleton className="h-73" />
    </>
  );
}

function StatusSummary({ statistics: { items } }: { statistics: StatusStatistics }) {
  const first = items[0]!;
  const last = items[items.length - 1]!;
  const mean = (f: (i: (typeof items)[number]) => number) => items.reduce((a, i) => a + f(i), 0) / items.length;
  const worst = items.reduce((a, i) => (i.safetyScore < a.safetyScore ? i : a));
  const best = items.reduce((a, i) => (i.safetyScore > a.safetyScore ? i : a));
  const km = items.reduce((a, i) => a + i.distanceKm, 0);
  const scores = Math.round(mean((i) => i.safetyScore));
  return (
    <>
      <dl className="grid grid-cols-[repeat(auto-fit,minmax(min(100%,5rem),1fr))] gap-2 text-center" data-testid="status-summary">
        <Figure label="데이터 있는 날" value={`${items.length}일`} testId="status-days" />
        <Figure label="평균 안전 점수" value={`${scores}점`} />
        <Figure label="주행 거리" value={`${formatNumber(km, 1)}km`} />
        <Figure label="건강도(SoH)" value={`${formatNumber(first.sohPct, 1)} → ${formatNumber(last.sohPct, 1)}%`} />
        <Figure label="최대 셀 편차" value={`${formatNumber(Math.max(...items.map((i) => i.cellSigmaMv)), 1)}mV`} />
        <Figure label="최고 모듈 온도" value={`${formatNumber(Math.max(...items.map((i) => i.moduleTempMax)), 1)}°C`} />
      </dl>
      <ScoreChart
        title="기간 내 일별 안전 점수"
        summary={`${items.length}일의 평균 ${scores}점, 최저 ${worst.safetyScore}점(${formatKoreanDate(worst.day)}), 최고 ${best.safetyScore}점이에요.`}
        points={items.map((i) => ({ x: i.day, y: i.safetyScore }))}
      />
    </>
  );
}
