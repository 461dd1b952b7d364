import { DATA_ARRIVAL } from "@/shared/data-arrival";
import { BarChart } from "@/shared/chart/bar-chart";
import { longLabel } from "@/shared/chart/chart-data";
import { formatNumber } from "@/shared/format-number";
import { AsyncContent } from "@/shared/ui/async-content";
import { AppLink } from "@/shared/ui/app-link";
import { SECONDARY_LINK } from "@/shared/ui/link-styles";
import { Skeleton } from "@/shared/ui/states";
import { useTripCharge, useVehicleStatistics, type TripCharge, type VehicleStatistics } from "../api";
import { DRIVING_PERIOD_LABEL, DRIVING_PERIOD_SPAN, DRIVING_PERIODS, type DrivingPeriod } from "../period";
import { Figure, SectionTitle } from "./figure";
import { LOG_ROUTES } from "../log/log-routes";

const km = (v: number) => `${formatNumber(v, 1)}km`;
const kwh = (v: number) => `${formatNumber(v, 1)}kWh`;

/**
 * The driving and charging figures of a week, month or year (`vehicle/statistics/{x}`): the switch, the headline
 * numbers, distance and charged energy per day (per month for a year) as bars, then the period's trips and
 * charging sessions (`vehicle/trip-charge/{x}`).
 */
export function PeriodFigures({ period, onPeriod }: { period: DrivingPeriod; onPeriod: (p: DrivingPeriod) => void }) {
  const statistics = useVehicleStatistics(period);
  const tripCharge = useTripCharge(period);
  return (
    <section aria-labelledby="figures-title" className="flex flex-col gap-3" data-testid="driving-figures">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <SectionTitle id="figures-title">주행·충전 기록</SectionTitle>
        <div role="group" aria-label="기간" className="flex rounded-xl bg-gray-100 p-1">
          {DRIVING_PERIODS.map((p) => (
            <button
              key={p}
              type="button"
              aria-pressed={p === period}
              onClick={() => p !== period && onPeriod(p)}
              className={`min-h-11 min-w-12 whitespace-nowrap rounded-lg px-3 text-sm font-semibold outline-none focus-visible:ring-2 focus-visible:ring-brand-600 ${
                p === period ? "bg-white text-gray-900 shadow-sm" : "text-gray-600"
              }`}
            >
              {DRIVING_PERIOD_LABEL[p]}
            </button>
          ))}
        </div>
      </div>
      <AsyncContent
        state={statistics}
        skeleton={<FiguresSkeleton />}
        loadingLabel="주행·충전 기록을 불러오는 중입니다"
        errorTitle="주행·충전 기록을 불러오지 못했어요"
        empty={{
          when: (s) => s.summary.distanceKm === 0 && s.summary.chargeCount === 0,
          title: `${DRIVING_PERIOD_SPAN[period]} 동안 주행·충전 기록이 없어요`,
          message: `주행과 충전 기록이 여기에 쌓여요. ${DATA_ARRIVAL}`,
        }}
      >
        {(s) => <StatisticsView statistics={s} period={period} />}
      </AsyncContent>
      <AsyncContent
        state={tripCharge}
        skeleton={<Skeleton className="h-29" />}
        loadingLabel="주행·충전 횟수를 불러오는 중입니다"
        errorTitle="주행·충전 횟수를 불러오지 못했어요"
      >
        {(tc) => <TripChargeView tripCharge={tc} />}
      </AsyncContent>
      <AppLink href={LOG_ROUTES.log} className={SECONDARY_LINK} data-testid="open-log">
        주행·충전 기록 하나씩 보기
      </AppLink>
    </section>
  );
}

function FiguresSkeleton() {
  return (
    <>
      <Skeleton className="h-4 w-40" />
      <Skeleton className="h-29" />
      <Skeleton className="h-73" />
      <Skeleton className="h-73" />
    </>
  );
}

/** `주행한 날은 5일, 모두 123.4km예요. 가장 많은 날은 11월 20일(45.2km)이에요.` (months: `주행한 달은 8개월, …`) */
export function barSummary(points: { x: string; y: number }[], verb: string, format: (v: number) => string, byMonth: boolean) {
  const when = byMonth ? "달" : "날";
  const active = points.filter((p) => p.y > 0);
  if (active.length === 0) return `이 기간에는 ${verb}한 ${when}이 없어요.`;
  const total = active.reduce((a, p) => a + p.y, 0);
  const top = active.reduce((a, p) => (p.y > a.y ? p : a));
  return `${verb}한 ${when}은 ${active.length}${byMonth ? "개월" : "일"}, 모두 ${format(total)}예요. 가장 많은 ${when}은 ${longLabel(top.x)}(${format(top.y)})이에요.`;
}

function StatisticsView({ statistics: s, period }: { statistics: VehicleStatistics; period: DrivingPeriod }) {
  const { summary } = s;
  const byMonth = s.unit === "month";
  const distance = s.series.map((p) => ({ x: p.label, y: p.distanceKm }));
  const charged = s.series.map((p) => ({ x: p.label, y: p.chargedKwh }));
  return (
    <>
      <p className="text-xs text-gray-600" data-testid="figures-span">
        {DRIVING_PERIOD_SPAN[period]} · {longLabel(s.startDate)} ~ {longLabel(s.endDate)}
      </p>
      <dl className="grid grid-cols-[repeat(auto-fit,minmax(min(100%,5rem),1fr))] gap-2 text-center" data-testid="figures-headline">
        <Figure label="주행 거리" value={km(summary.distanceKm)} testId="figure-distance" />
        <Figure label="사용 에너지" value={kwh(summary.energyKwh)} />
        <Figure
          label="평균 전비"
          value={summary.efficiencyKmPerKwh === null ? "-" : `${formatNumber(summary.efficiencyKmPerKwh, 1)}km/kWh`}
        />
        <Figure label="충전" value={`${formatNumber(summary.chargeCount, 0)}회`} testId="figure-charges" />
        <Figure label="충전량" value={kwh(summary.chargedKwh)} />
        <Figure label="주행한 날" value={`${formatNumber(summary.drivingDays, 0)}일`} />
      </dl>
      <BarChart
        title={byMonth ? "월별 주행 거리" : "일별 주행 거리"}
        summary={barSummary(distance, "주행", km, byMonth)}
        points={distance}
        unit="km"
        digits={1}
      />
      <BarChart
        title={byMonth ? "월별 충전량" : "일별 충전량"}
        summary={barSummary(charged, "충전", kwh, byMonth)}
        points={charged}
        unit="kWh"
        digits={1}
      />
    </>
  );
}

function TripChargeView({ tripCharge: { summary } }: { tripCharge: TripCharge }) {
  // Nothing to count: the figures' empty state above already says so.
  if (summary.tripCount === 0 && summary.chargeCount === 0) return null;
  const soc = (v: number | null) => (v === null ? "-" : `${formatNumber(v, 0)}%`);
  return (
    <dl className="grid grid-cols-[repeat(auto-fit,minmax(min(100%,7rem),1fr))] gap-2 text-center" data-testid="trip-charge">
      <Figure label="주행 횟수" value={`${formatNumber(summary.tripCount, 0)}회`} />
      <Figure
        label="충전 횟수 (급속·완속)"
        value={`${formatNumber(summary.chargeCount, 0)}회 (${formatNumber(summary.fastChargeCount, 0)}·${formatNumber(summary.slowChargeCount, 0)})`}
      />
      <Figure label="평균 충전 시작" value={soc(summary.avgChargeStartSoc)} />
      <Figure label="평균 충전 종료" value={soc(summary.avgChargeEndSoc)} />
    </dl>
  );
}
