import { formatKoreanDate } from "@/shared/format";
import { formatKstClock, kstDay } from "@/shared/format-time";
import { AsyncContent } from "@/shared/ui/async-content";
import { AppLink } from "@/shared/ui/app-link";
import { SECONDARY_LINK } from "@/shared/ui/link-styles";
import { EmptyState, Skeleton } from "@/shared/ui/states";
import { useChargeDetail, useTripDetail, type ChargeDetail, type TripDetail } from "../api";
import { LOG_ROUTES } from "../log-routes";
import { duration, efficiency, km, kw, kwh, soc, temp, won, wonPerKm, wonPerKwh } from "./format";
import { formatNumber } from "@/shared/format-number";

function DetailSkeleton() {
  return (
    <>
      <Skeleton className="h-28" />
      <Skeleton className="h-56" />
      <Skeleton className="h-32" />
    </>
  );
}

function NotFound({ what, tab }: { what: string; tab: "trips" | "charges" }) {
  return (
    <EmptyState title={`${what}을 찾을 수 없어요`} message="지워졌거나 잘못된 주소예요. 목록에서 다시 골라 주세요.">
      <AppLink href={tab === "trips" ? LOG_ROUTES.log : `${LOG_ROUTES.log}?tab=charges`} className={SECONDARY_LINK}>
        {what} 목록으로
      </AppLink>
    </EmptyState>
  );
}

function Rows({ rows, label, testId }: { rows: [string, string][]; label: string; testId?: string }) {
  return (
    <dl
      aria-label={label}
      className="flex flex-col divide-y divide-gray-100 rounded-2xl border border-gray-200 bg-white px-4"
      data-testid={testId}
    >
      {rows.map(([k, v]) => (
        <div key={k} className="flex flex-wrap justify-between gap-x-3 py-3">
          <dt className="text-sm text-gray-600">{k}</dt>
          <dd className="text-sm font-semibold text-gray-900">{v}</dd>
        </div>
      ))}
    </dl>
  );
}

/** `2026년 11월 21일 08:12–08:47` (Seoul time; a session past midnight names its end day too). */
function when(start: string, end: string) {
  const endDay = kstDay(end);
  const sameDay = kstDay(start) === endDay;
  return `${formatKoreanDate(kstDay(start))} ${formatKstClock(start)}–${sameDay ? "" : `${formatKoreanDate(endDay)} `}${formatKstClock(end)}`;
}

export function TripDetailView({ id }: { id: number | null }) {
  const state = useTripDetail(id);
  if (id === null) return <NotFound what="주행 기록" tab="trips" />;
  return (
    <AsyncContent
      state={state}
      skeleton={<DetailSkeleton />}
      loadingLabel="주행 기록을 불러오는 중입니다"
      errorTitle="주행 기록을 불러오지 못했어요"
      refusal={(error) => (error.status === 404 ? <NotFound what="주행 기록" tab="trips" /> : null)}
    >
      {(d) => <TripBody detail={d} />}
    </AsyncContent>
  );
}

function TripBody({ detail: { trip: t, cost } }: { detail: TripDetail }) {
  return (
    <article aria-labelledby="trip-title" className="flex flex-col gap-4">
      <header className="flex flex-col gap-1 rounded-2xl bg-gray-50 p-4">
        <p className="text-sm text-gray-700">{when(t.startedAt, t.endedAt)}</p>
        <h2 id="trip-title" className="text-2xl font-bold text-gray-900">
          {km(t.distanceKm)} 주행
        </h2>
        <p className="text-sm text-gray-700">
          {duration(t.durationMin)} · 평균 {formatNumber(t.avgSpeedKmh, 0)}km/h
        </p>
      </header>
      <Rows
        label="주행 정보"
        testId="trip-rows"
        rows={[
          ["사용 에너지", kwh(t.energyKwh)],
          ["전비", efficiency(t.efficiencyKmPerKwh)],
          ["배터리 잔량", soc(t.startSoc, t.endSoc)],
          ["바깥 온도", temp(t.outsideTempC)],
          ["최고 속도", `${formatNumber(t.maxSpeedKmh, 0)}km/h`],
          ["급가속·급감속", `${t.rapidAccelCount}회 · ${t.rapidDecelCount}회`],
        ]}
      />
      <section aria-labelledby="trip-cost" className="flex flex-col gap-2">
        <h3 id="trip-cost" className="text-base font-bold text-gray-900">
          예상 전기 요금
        </h3>
        <Rows
          label="예상 전기 요금"
          testId="trip-cost-rows"
          rows={[
            ["이 주행", won(cost.costWon)],
            ["1km당", wonPerKm(cost.costPerKmWon)],
            ["적용 요금", wonPerKwh(cost.wonPerKwh)],
          ]}
        />
        <p className="text-sm leading-relaxed text-gray-600">{cost.basis}</p>
        <AppLink href={LOG_ROUTES.tariff} className={SECONDARY_LINK}>
          충전 요금 바꾸기
        </AppLink>
      </section>
    </article>
  );
}

export function ChargeDetailView({ id }: { id: number | null }) {
  const state = useChargeDetail(id);
  if (id === null) return <NotFound what="충전 기록" tab="charges" />;
  return (
    <AsyncContent
      state={state}
      skeleton={<DetailSkeleton />}
      loadingLabel="충전 기록을 불러오는 중입니다"
      errorTitle="충전 기록을 불러오지 못했어요"
      refusal={(error) => (error.status === 404 ? <NotFound what="충전 기록" tab="charges" /> : null)}
    >
      {(d) => <ChargeBody detail={d} />}
    </AsyncContent>
  );
}

function ChargeBody({ detail: { charge: c, tariff } }: { detail: ChargeDetail }) {
  return (
    <article aria-labelledby="charge-title" className="flex flex-col gap-4">
      <header className="flex flex-col gap-1 rounded-2xl bg-gray-50 p-4">
        <p className="text-sm text-gray-700">{when(c.startedAt, c.endedAt)}</p>
        <h2 id="charge-title" className="text-2xl font-bold text-gray-900">
          {c.chargeTypeName}({c.current}) {kwh(c.chargedKwh)}
        </h2>
        <p className="text-lg font-bold text-gray-900" data-testid="charge-cost">
          {won(c.costWon)}
        </p>
        <p className="text-sm text-gray-700">
          {wonPerKwh(c.wonPerKwh)} × {kwh(c.chargedKwh)} ({tariff.isDefault ? "기본 요금" : "내 요금"})
        </p>
      </header>
      <Rows
        label="충전 정보"
        testId="charge-rows"
        rows={[
          ["장소", c.placeTypeName ?? "기록 없음"],
          ["충전 방식", `${c.chargeTypeName}(${c.current})`],
          ["충전 시간", duration(c.durationMin)],
          ["배터리 잔량", soc(c.startSoc, c.endSoc)],
          ["최대 출력", kw(c.peakPowerKw)],
          ["평균 출력", kw(c.avgPowerKw)],
          ["배터리 최고 온도", temp(c.maxCellTemp)],
        ]}
      />
      <AppLink href={LOG_ROUTES.tariff} className={SECONDARY_LINK}>
        충전 요금 바꾸기
      </AppLink>
    </article>
  );
}
