import dynamic from "next/dynamic";
import { useState } from "react";
import { useRouter } from "next/router";
import { DATA_ARRIVAL } from "@/shared/data-arrival";
import { useKstToday } from "@/shared/data-freshness";
import { formatKoreanDate } from "@/shared/format";
import { AsyncContent } from "@/shared/ui/async-content";
import { AppLink } from "@/shared/ui/app-link";
import { EmptyState, Skeleton } from "@/shared/ui/states";
import { useChargeLog, useTripLog, type ChargeLog, type TripLog } from "../api";
import { LOG_ROUTES } from "../log-routes";
import {
  chargeFilterOf,
  logPeriodOf,
  logRangeOf,
  logTabOf,
  LOG_PERIOD_LABEL,
  LOG_PERIODS,
  type ChargeFilter,
  type LogPeriod,
  type LogRange,
  type LogTab,
} from "../period";
import { clockRange, dayWithWeekday, duration, efficiency, km, kwh, soc, temp, won, wonPerKm, wonPerKwh } from "./format";

// The custom range's form (react-hook-form over its rules) loads when 직접 선택 opens it.
const LogRangeForm = dynamic(() => import("../forms/log-range-form").then((m) => m.LogRangeForm));

const PILL = "min-h-11 break-keep rounded-lg px-2 text-sm font-semibold outline-none focus-visible:ring-2 focus-visible:ring-brand-600";
const pill = (on: boolean) => `${PILL} ${on ? "bg-white text-gray-900 shadow-sm" : "text-gray-600"}`;
const shortDay = (day: string) => formatKoreanDate(day).replace(/^\d{4}년 /, "");

/**
 * The trip and charge logs under the service status: which log, the period and (charges) DC or AC live in the address,
 * changed in place (`router.replace`, shallow), so Back leaves the screen and a reload keeps the choice.
 */
export function LogContent({ serverToday }: { serverToday?: string }) {
  const router = useRouter();
  const today = useKstToday() ?? serverToday ?? null;
  const tab = logTabOf(router.query);
  const period = logPeriodOf(router.query);
  const range = today ? logRangeOf(router.query, today) : null;
  const filter = chargeFilterOf(router.query);

  const go = (changes: Record<string, string | null>) => {
    const query = { ...router.query } as Record<string, string>;
    for (const [k, v] of Object.entries(changes)) {
      if (v === null) delete query[k];
      else query[k] = v;
    }
    return router.replace({ pathname: router.pathname, query }, undefined, { shallow: true, scroll: false });
  };

  return (
    <>
      <div role="group" aria-label="기록 종류" className="grid grid-cols-2 rounded-xl bg-gray-100 p-1">
        {(["trips", "charges"] as const satisfies readonly LogTab[]).map((t) => (
          <button
            key={t}
            type="button"
            aria-pressed={t === tab}
            onClick={() => t !== tab && go({ tab: t === "trips" ? null : t })}
            className={pill(t === tab)}
          >
            {t === "trips" ? "주행 기록" : "충전 기록"}
          </button>
        ))}
      </div>
      <PeriodPicker
        period={period}
        range={range}
        today={today}
        query={router.query}
        onPreset={(p) => go({ period: p === "this-week" ? null : p, start: null, end: null })}
        onCustom={(r) => go({ period: "custom", start: r.start, end: r.end })}
      />
      {tab === "trips" ? <TripsPanel range={range} /> : <ChargesPanel range={range} filter={filter} onFilter={(f) => go({ type: f })} />}
    </>
  );
}

function PeriodPicker({
  period,
  range,
  today,
  query,
  onPreset,
  onCustom,
}: {
  period: LogPeriod;
  range: LogRange | null;
  today: string | null;
  query: Record<string, string | string[] | undefined>;
  onPreset: (p: Exclude<LogPeriod, "custom">) => void;
  onCustom: (r: LogRange) => void;
}) {
  const [open, setOpen] = useState(period === "custom");
  const showForm = open || period === "custom";
  return (
    <section aria-label="기간" className="flex flex-col gap-2" data-testid="log-period">
      <div role="group" aria-label="기간 선택" className="flex flex-wrap gap-1 rounded-xl bg-gray-100 p-1">
        {LOG_PERIODS.map((p) => (
          <button
            key={p}
            type="button"
            aria-pressed={p === "custom" ? showForm : p === period && !showForm}
            onClick={() => {
              if (p === "custom") setOpen(true);
              else {
                setOpen(false);
                onPreset(p);
              }
            }}
            className={pill(p === "custom" ? showForm : p === period && !showForm)}
          >
            {LOG_PERIOD_LABEL[p]}
          </button>
        ))}
      </div>
      {showForm && today && (
        <LogRangeForm key={`${String(query.start)}|${String(query.end)}`} query={query} today={today} onCustom={onCustom} />
      )}
      {range && (
        <p className="text-sm text-gray-700" data-testid="log-range">
          {shortDay(range.start)} – {shortDay(range.end)}
        </p>
      )}
    </section>
  );
}

function ListSkeleton() {
  return (
    <>
      <Skeleton className="h-24" />
      <Skeleton className="h-20" />
      <Skeleton className="h-20" />
      <Skeleton className="h-20" />
    </>
  );
}

/** Why a log has nothing to list: no car, no data yet, or nothing in this period (with the latest day that has some). */
function NothingToList({ log, what }: { log: TripLog | ChargeLog; what: string }) {
  if (!log.hasVehicle)
    return <EmptyState title="등록된 차량이 없어요" message={`차량을 등록하고 단말기를 연결하면 ${what}이 여기에 쌓여요.`} />;
  if (log.firstDataDay === null)
    return <EmptyState title={`아직 수집된 ${what}이 없어요`} message={`단말기가 연결되어 있어요. 첫 주행이나 충전 뒤 ${DATA_ARRIVAL}`} />;
  return (
    <EmptyState
      title={`이 기간에는 ${what}이 없어요`}
      message={log.latestDataDay ? `가장 최근 데이터는 ${formatKoreanDate(log.latestDataDay)}이에요. 다른 기간을 골라 보세요.` : null}
    />
  );
}

function TripsPanel({ range }: { range: LogRange | null }) {
  const state = useTripLog(range);
  if (!range) return <ListSkeleton />;
  return (
    <AsyncContent
      state={state}
      skeleton={<ListSkeleton />}
      loadingLabel="주행 기록을 불러오는 중입니다"
      errorTitle="주행 기록을 불러오지 못했어요"
    >
      {(log) => (log.trips.length === 0 ? <NothingToList log={log} what="주행 기록" /> : <TripList log={log} />)}
    </AsyncContent>
  );
}

function Summary({ items, testId }: { items: [string, string][]; testId: string }) {
  return (
    <dl className="grid grid-cols-[repeat(auto-fit,minmax(min(100%,8rem),1fr))] gap-2 rounded-2xl bg-gray-50 p-3" data-testid={testId}>
      {items.map(([label, value]) => (
        <div key={label}>
          <dt className="text-xs text-gray-600">{label}</dt>
          <dd className="break-words text-base font-bold text-gray-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function TripList({ log }: { log: TripLog }) {
  const s = log.summary;
  return (
    <>
      <Summary
        testId="trip-summary"
        items={[
          ["주행", `${s.tripCount}회`],
          ["주행 거리", km(s.distanceKm)],
          ["사용 에너지", kwh(s.energyKwh)],
          ["평균 전비", efficiency(s.efficiencyKmPerKwh)],
        ]}
      />
      <ul className="flex flex-col gap-2" aria-label="주행 목록">
        {log.trips.map((t) => (
          <li key={t.tripId}>
            <AppLink
              href={LOG_ROUTES.trip(t.tripId)}
              className="flex min-h-11 flex-col gap-1 rounded-2xl border border-gray-200 bg-white p-3 outline-none focus-visible:ring-2 focus-visible:ring-brand-600 active:bg-gray-50"
            >
              <span className="flex flex-wrap justify-between gap-x-2 text-sm text-gray-700">
                <span>{dayWithWeekday(t.startedAt)}</span>
                <span>{clockRange(t.startedAt, t.endedAt)}</span>
              </span>
              <span className="flex flex-wrap items-baseline justify-between gap-x-2">
                <span className="text-base font-bold text-gray-900">{km(t.distanceKm)}</span>
                <span className="text-sm text-gray-700">
                  {kwh(t.energyKwh)} · {efficiency(t.efficiencyKmPerKwh)}
                </span>
              </span>
              <span className="text-sm text-gray-600">
                배터리 {soc(t.startSoc, t.endSoc)} · 바깥 {temp(t.outsideTempC)} · {duration(t.durationMin)}
              </span>
            </AppLink>
          </li>
        ))}
      </ul>
    </>
  );
}

const FILTERS: { value: ChargeFilter; label: string }[] = [
  { value: null, label: "전체" },
  { value: "FAST", label: "급속(DC)" },
  { value: "SLOW", label: "완속(AC)" },
];

function ChargesPanel({ range, filter, onFilter }: { range: LogRange | null; filter: ChargeFilter; onFilter: (f: ChargeFilter) => void }) {
  const state = useChargeLog(range, filter);
  return (
    <>
      <div role="group" aria-label="충전 방식" className="grid grid-cols-3 rounded-xl bg-gray-100 p-1">
        {FILTERS.map((f) => (
          <button
            key={f.label}
            type="button"
            aria-pressed={f.value === filter}
            onClick={() => f.value !== filter && onFilter(f.value)}
            className={pill(f.value === filter)}
          >
            {f.label}
          </button>
        ))}
      </div>
      {!range ? (
        <ListSkeleton />
      ) : (
        <AsyncContent
          state={state}
          skeleton={<ListSkeleton />}
          loadingLabel="충전 기록을 불러오는 중입니다"
          errorTitle="충전 기록을 불러오지 못했어요"
        >
          {(log) => (
            <>
              {log.charges.length === 0 ? <NothingToList log={log} what="충전 기록" /> : <ChargeList log={log} />}
              <TariffLine log={log} />
            </>
          )}
        </AsyncContent>
      )}
    </>
  );
}

function ChargeList({ log }: { log: ChargeLog }) {
  const s = log.summary;
  return (
    <>
      <Summary
        testId="charge-summary"
        items={[
          ["충전", `${s.chargeCount}회 (급속 ${s.fastChargeCount}·완속 ${s.slowChargeCount})`],
          ["충전량", kwh(s.chargedKwh)],
          ["충전 비용", won(s.costWon)],
          ["주행 1km당", wonPerKm(s.costPerKmWon)],
        ]}
      />
      <ul className="flex flex-col gap-2" aria-label="충전 목록">
        {log.charges.map((c) => (
          <li key={c.chargeId}>
            <AppLink
              href={LOG_ROUTES.charge(c.chargeId)}
              className="flex min-h-11 flex-col gap-1 rounded-2xl border border-gray-200 bg-white p-3 outline-none focus-visible:ring-2 focus-visible:ring-brand-600 active:bg-gray-50"
            >
              <span className="flex flex-wrap justify-between gap-x-2 text-sm text-gray-700">
                <span>{dayWithWeekday(c.startedAt)}</span>
                <span>{clockRange(c.startedAt, c.endedAt)}</span>
              </span>
              <span className="flex flex-wrap items-baseline justify-between gap-x-2">
                <span className="text-base font-bold text-gray-900">
                  {c.chargeTypeName}({c.current}) · {kwh(c.chargedKwh)}
                </span>
                <span className="text-base font-bold text-gray-900">{won(c.costWon)}</span>
              </span>
              <span className="text-sm text-gray-600">
                {c.placeTypeName ?? "장소 기록 없음"} · 배터리 {soc(c.startSoc, c.endSoc)}
              </span>
            </AppLink>
          </li>
        ))}
      </ul>
    </>
  );
}

function TariffLine({ log }: { log: ChargeLog }) {
  const t = log.tariff;
  return (
    <section
      aria-label="충전 요금"
      className="flex flex-col gap-2 rounded-2xl bg-gray-50 p-3 text-sm text-gray-700"
      data-testid="tariff-line"
    >
      <p>
        {t.isDefault ? "기본 요금" : "내 요금"}으로 계산했어요: 급속 {wonPerKwh(t.dcWonPerKwh)} · 완속 {wonPerKwh(t.acWonPerKwh)}
      </p>
      <AppLink
        href={LOG_ROUTES.tariff}
        className="flex min-h-11 items-center font-semibold text-brand-700 underline outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
      >
        충전 요금 바꾸기
      </AppLink>
    </section>
  );
}
