import { useEffect } from "react";
import { AppLink } from "@/shared/ui/app-link";
import { ALERT_SEVERITY } from "@evsafe/contract/constants/alerts";
import type { MainInfo } from "@evsafe/contract";
import { SESSION_ROUTES } from "@/session-frame";
// Its own module, not the frame's index: a session page that does not draw it does not load it.
import { DemoDay } from "@/session-frame/components/demo-day";
import { formatKoreanDate } from "@/shared/format";
import { formatNumber } from "@/shared/format-number";
import { PRIMARY_LINK, SECONDARY_LINK } from "@/shared/ui/link-styles";
import { severityStyle } from "@/shared/ui/severity";
import { EmptyState } from "@/shared/ui/states";
import { saveLastBatteryState } from "@/shared/offline/member-data";
import { DataFreshness } from "./data-freshness";
import { DiagnosisCard } from "./diagnosis-card";
import { DriveCard } from "./drive-card";
import { FireAlert } from "./fire-alert";
import { ScoreTrend } from "./score-trend";
import { StatusIndicator } from "./status-indicator";
import { UnreadAlerts } from "./unread-alerts";
import { useHomeRead } from "../api";

/**
 * The home screen of a member in service: at warning or worse the fire guide first, then the vehicle, the status
 * and score, how fresh the data are, the unread alerts, the score trend, the battery figures, the last drive and
 * the latest diagnosis. `main/is-empty` decides whether there is anything to chart. Each answer is kept on the
 * device as the last known state the offline screen shows (docs/offline.md).
 */
export function MainInfoSummary({ info }: { info: MainInfo }) {
  const { data: empty } = useHomeRead("getMainIsEmpty");
  useEffect(() => saveLastBatteryState(info), [info]);
  const hasData = info.hasData && empty?.result !== true;
  const danger = info.severity === ALERT_SEVERITY.WARNING || info.severity === ALERT_SEVERITY.SERIOUS;
  return (
    <>
      {danger && <FireAlert serious={info.severity === ALERT_SEVERITY.SERIOUS} />}
      {info.vehicle && (
        <p className="text-sm text-gray-600" data-testid="vehicle">
          <span className="font-semibold text-gray-900">
            {info.vehicle.brandNm} {info.vehicle.dtlMdlNm}
          </span>{" "}
          · {info.vehicle.carNo}
        </p>
      )}
      {hasData && info.safetyScore !== null ? <ScoreCard info={info} /> : <NoData info={info} />}
      <DataFreshness info={info} />
      <UnreadAlerts info={info} />
      {hasData && <ScoreTrend />}
      {hasData && <BatteryFigures info={info} />}
      {hasData && <DriveCard />}
      <DiagnosisCard />
      <nav aria-label="안전 정보 바로가기" className="grid grid-cols-2 gap-2">
        <AppLink href={SESSION_ROUTES.diagnosis} className={PRIMARY_LINK}>
          안전 진단
        </AppLink>
        <AppLink href={SESSION_ROUTES.safetyIndex} className={SECONDARY_LINK}>
          안전 지수
        </AppLink>
        <AppLink href={SESSION_ROUTES.service} className={`${SECONDARY_LINK} col-span-2`}>
          내 서비스
        </AppLink>
      </nav>
    </>
  );
}

function ScoreCard({ info }: { info: MainInfo }) {
  const style = severityStyle(info.severity);
  const attention = info.metrics.filter((m) => m.severity !== ALERT_SEVERITY.SAFE);
  return (
    <section aria-labelledby="score-title" className={`rounded-2xl p-5 ${style.bg}`} data-testid="score-card">
      <h2 id="score-title" className="text-sm font-semibold text-gray-700">
        배터리 안전 점수
      </h2>
      <p className="mt-1 flex items-baseline gap-2">
        <span className="text-4xl font-extrabold text-gray-900">{info.safetyScore}</span>
        <span className="text-base text-gray-700">점</span>
        {info.grade && (
          <span className={`ml-auto text-sm font-bold ${style.text}`}>
            {info.grade}등급{info.gradeName ? ` · ${info.gradeName}` : ""}
          </span>
        )}
      </p>
      <p className="mt-2 flex items-center gap-2 text-sm text-gray-700">
        <StatusIndicator severity={info.severity} />
        {info.latestDay && (
          <span className="ml-auto text-xs text-gray-700">
            <time dateTime={info.latestDay}>{formatKoreanDate(info.latestDay)}</time> 데이터 기준
          </span>
        )}
      </p>
      {attention.length > 0 && (
        <div className="mt-4 border-t border-black/5 pt-3">
          <h3 className="text-sm font-bold text-gray-900">살펴볼 항목</h3>
          <ul className="mt-2 flex flex-col gap-2">
            {attention.map((m) => (
              <li key={m.key} className="text-sm leading-relaxed text-gray-800">
                <span className={`font-semibold ${severityStyle(m.severity).text}`}>[{m.statusName}]</span> {m.name}: {m.advice}
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}

/** The empty state of each OBD state, with the screen that moves it on. */
function NoData({ info }: { info: MainInfo }) {
  const title = info.emptyTitle ?? "아직 배터리 데이터가 없어요";
  const message = info.emptyMessage ?? `단말기 상태: ${info.obdStatusName}. 차량을 운행하면 데이터가 모이고 안전 점수가 계산돼요.`;
  const action = !info.hasVehicle
    ? { href: SESSION_ROUTES.service, label: "내 서비스 보기" }
    : info.obdStatus === "NOT_INSTALLED"
      ? { href: SESSION_ROUTES.obd, label: "단말기 설치 안내" }
      : { href: SESSION_ROUTES.obd, label: "단말기 상태 확인하기" };
  return (
    <div className="flex flex-col gap-3">
      <EmptyState title={title} message={message} />
      {(info.obdStatus === "INSTALLED_EMPTY_DATA" || info.obdStatus === "INSTALLED_OK") && <DemoDay />}
      <AppLink href={action.href} className={SECONDARY_LINK}>
        {action.label}
      </AppLink>
    </div>
  );
}

function BatteryFigures({ info }: { info: MainInfo }) {
  const figures = [
    { label: "충전량(SoC)", value: info.soc, unit: "%" },
    { label: "주행 가능 거리", value: info.rangeKm, unit: "km", digits: 0 },
    { label: "배터리 수명(SoH)", value: info.soh, unit: "%" },
  ];
  return (
    <section aria-labelledby="battery-title">
      <h2 id="battery-title" className="sr-only">
        배터리 현황
      </h2>
      <dl className="grid grid-cols-[repeat(auto-fit,minmax(min(100%,5rem),1fr))] gap-2">
        {figures.map((f) => (
          <div key={f.label} className="rounded-xl border border-gray-200 px-2 py-3 text-center">
            <dt className="text-xs text-gray-500">{f.label}</dt>
            <dd className="mt-1 text-lg font-bold text-gray-900">
              {f.value === null ? "-" : `${formatNumber(f.value, f.digits ?? 1)}${f.unit}`}
            </dd>
          </div>
        ))}
      </dl>
      <AppLink
        href={SESSION_ROUTES.statistics}
        className="mt-1 flex min-h-11 items-center justify-end gap-1 text-sm font-semibold text-brand-700 outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
        data-testid="statistics-link"
      >
        배터리 지표 <span aria-hidden="true">›</span>
      </AppLink>
    </section>
  );
}
