import { SESSION_ROUTES } from "@/session-frame/routes";
import { formatKoreanDate } from "@/shared/format";
import { formatKstTime } from "@/shared/format-time";
import { formatNumber } from "@/shared/format-number";
import { AppLink } from "@/shared/ui/app-link";
import { AsyncContent } from "@/shared/ui/async-content";
import { Skeleton } from "@/shared/ui/states";
import { useHomeCard, type HomeCardData } from "../api";

/**
 * The last drive and the charging of the latest day, then this week and month (`main/drive-info`), and the way to
 * /driving. Nothing before the first drive; a failed read says so in one line with 다시 시도.
 */
export function DriveCard() {
  return (
    <AsyncContent
      state={useHomeCard("getMainDriveInfo")}
      variant="card"
      skeleton={<Skeleton className="h-40" />}
      loadingLabel="주행 정보를 불러오는 중입니다"
      errorTitle="주행 정보를 불러오지 못했어요"
    >
      {(data) => (data.hasData ? <DriveSummary data={data} /> : null)}
    </AsyncContent>
  );
}

function DriveSummary({ data }: { data: HomeCardData<"getMainDriveInfo"> }) {
  const { lastTrip, lastDay, week, month } = data;
  const km = (v: number) => `${formatNumber(v, 1)}km`;
  return (
    <section aria-labelledby="drive-title" className="rounded-2xl border border-gray-200 p-4" data-testid="drive-card">
      <h2 id="drive-title" className="text-base font-bold text-gray-900">
        최근 주행과 충전
      </h2>
      {lastTrip && (
        <p className="mt-2 text-sm leading-relaxed text-gray-800">
          <span className="font-semibold">최근 주행</span> {formatKstTime(lastTrip.startedAt)} · {km(lastTrip.distanceKm)}
          {lastTrip.efficiencyKmPerKwh !== null && ` · 전비 ${formatNumber(lastTrip.efficiencyKmPerKwh, 1)}km/kWh`} · 충전량{" "}
          {formatNumber(lastTrip.startSoc, 0)}% → {formatNumber(lastTrip.endSoc, 0)}%
        </p>
      )}
      {lastDay && (
        <p className="mt-1 text-sm leading-relaxed text-gray-800">
          <span className="font-semibold">{formatKoreanDate(lastDay.startDate)}</span> 주행 {km(lastDay.distanceKm)} · 충전{" "}
          {lastDay.chargeCount > 0
            ? `${lastDay.chargeCount}회 ${formatNumber(lastDay.chargedKwh, 1)}kWh${lastDay.fastChargeCount > 0 ? `(급속 ${lastDay.fastChargeCount}회)` : ""}`
            : "없음"}
        </p>
      )}
      <dl className="mt-3 grid grid-cols-[repeat(auto-fit,minmax(min(100%,5rem),1fr))] gap-2 text-center">
        <Figure label="이번 주 주행" value={km(week.distanceKm)} />
        <Figure label="이번 달 주행" value={km(month.distanceKm)} />
        <Figure label="30일 평균 전비" value={data.efficiency30 === null ? "-" : `${formatNumber(data.efficiency30, 1)}km/kWh`} />
      </dl>
      <AppLink
        href={SESSION_ROUTES.driving}
        className="mt-2 flex min-h-11 items-center justify-end gap-1 text-sm font-semibold text-brand-700 outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
        data-testid="driving-link"
      >
        주행·충전 기록 보기 <span aria-hidden="true">›</span>
      </AppLink>
    </section>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-xl bg-gray-50 px-1 py-2">
      <dt className="text-xs text-gray-600">{label}</dt>
      <dd className="mt-0.5 text-sm font-bold text-gray-900">{value}</dd>
    </div>
  );
}
