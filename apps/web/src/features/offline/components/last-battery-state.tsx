import { useEffect, useState } from "react";
import type { BatterySnapshot } from "@/shared/offline/battery-snapshot";
import { readLastBatteryState } from "@/shared/offline/member-data";
import { formatKoreanDate } from "@/shared/format";
import { formatNumber } from "@/shared/format-number";
import { formatTimeAgo } from "@/shared/format-time-ago";
import { severityLabel, severityStyle } from "@/shared/ui/severity";

/**
 * The offline screen's card, loaded after the page (the state is on the device only): reads the stored state once.
 */
export function LastBatteryStateCard() {
  const [read, setRead] = useState<{ snapshot: BatterySnapshot | null; now: number } | null>(null);
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- local storage exists only in the browser
    setRead({ snapshot: readLastBatteryState(), now: Date.now() });
  }, []);
  return read && <LastBatteryState snapshot={read.snapshot} now={read.now} />;
}

/**
 * The member's last known battery state, as /home last showed it on this device: the score, grade and level, the
 * battery figures and each metric with its level, and how old it is ("3시간 전 기준").
 */
export function LastBatteryState({ snapshot, now }: { snapshot: BatterySnapshot | null; now: number }) {
  if (!snapshot) {
    return (
      <section aria-labelledby="last-state-title" className="rounded-2xl border border-gray-200 bg-white p-5" data-testid="last-state">
        <h2 id="last-state-title" className="text-base font-bold text-gray-900">
          마지막 배터리 상태
        </h2>
        <p className="mt-1 text-sm leading-relaxed text-gray-600">
          이 기기에 저장된 배터리 정보가 없어요. 연결된 곳에서 로그인해 홈 화면을 열면 마지막 상태가 저장돼요.
        </p>
      </section>
    );
  }
  const style = severityStyle(snapshot.severity);
  const figures = [
    { label: "충전량(SoC)", value: snapshot.soc, unit: "%", digits: 1 },
    { label: "주행 가능 거리", value: snapshot.rangeKm, unit: "km", digits: 0 },
    { label: "배터리 수명(SoH)", value: snapshot.soh, unit: "%", digits: 1 },
  ];
  return (
    <section aria-labelledby="last-state-title" className={`rounded-2xl p-5 ${style.bg}`} data-testid="last-state">
      <h2 id="last-state-title" className="text-sm font-semibold text-gray-700">
        마지막 배터리 상태
      </h2>
      <p className="mt-1 text-xs text-gray-600" data-testid="last-state-age">
        <span className="font-semibold text-gray-900">{formatTimeAgo(snapshot.fetchedAt, now)} 기준</span>
        {snapshot.measuredDay && (
          <>
            {" · "}
            <time dateTime={snapshot.measuredDay}>{formatKoreanDate(snapshot.measuredDay)}</time> 데이터
          </>
        )}
      </p>
      {snapshot.score !== null && (
        <p className="mt-2 flex flex-wrap items-baseline gap-x-2">
          <span className="whitespace-nowrap text-4xl font-extrabold text-gray-900" data-testid="last-state-score">
            {snapshot.score}
          </span>
          <span className="text-base text-gray-700">점</span>
          {snapshot.grade && (
            <span className={`ml-auto text-sm font-bold ${style.text}`}>
              {snapshot.grade}등급{snapshot.gradeName ? ` · ${snapshot.gradeName}` : ""}
            </span>
          )}
        </p>
      )}
      {snapshot.severity && (
        <p className="mt-1 flex items-center gap-2 text-sm text-gray-700">
          <span aria-hidden="true" className={`size-2.5 rounded-full ${style.dot}`} />
          상태 <strong className={style.text}>{severityLabel(snapshot.severity)}</strong>
        </p>
      )}
      <dl className="mt-4 grid grid-cols-[repeat(auto-fit,minmax(min(100%,5rem),1fr))] gap-2">
        {figures.map((f) => (
          <div key={f.label} className="rounded-xl bg-white/70 px-2 py-3 text-center">
            <dt className="text-xs text-gray-600">{f.label}</dt>
            <dd className="mt-1 whitespace-nowrap text-base font-bold text-gray-900">
              {f.value === null ? "-" : `${formatNumber(f.value, f.digits)}${f.unit}`}
            </dd>
          </div>
        ))}
      </dl>
      {snapshot.metrics.length > 0 && (
        <div className="mt-4 border-t border-black/5 pt-3">
          <h3 className="text-sm font-bold text-gray-900">배터리 지표</h3>
          <ul className="mt-2 flex flex-col gap-1.5">
            {snapshot.metrics.map((m) => (
              <li key={m.key} className="flex flex-wrap items-baseline justify-between gap-x-2 text-sm text-gray-800">
                <span>{m.name}</span>
                <span className="whitespace-nowrap">
                  {formatNumber(m.value)}
                  {m.unit} <span className={`font-semibold ${severityStyle(m.severity).text}`}>{m.statusName}</span>
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
