import type { MainInfo } from "@evsafe/contract";
import { SESSION_ROUTES } from "@/session-frame";
import { daysSince, isStale, relativeDay, useKstToday } from "@/shared/data-freshness";
import { formatKoreanDate } from "@/shared/format";
import { AppLink } from "@/shared/ui/app-link";
import { AsyncContent } from "@/shared/ui/async-content";
import { Skeleton } from "@/shared/ui/states";
import { useHomeCard, type HomeCardData } from "../api";

/**
 * When the data were last received and from which device. Older than a full day, a warning with what to check:
 * a silent link drop also silences every battery warning (docs/home.md "Data freshness"). Without the device's
 * read the line still stands, on main/info's latest day: the warning matters most when links fail.
 */
export function DataFreshness({ info }: { info: MainInfo }) {
  return (
    <AsyncContent
      state={useHomeCard("getObd")}
      variant="card"
      onError={() => <Freshness info={info} obd={undefined} />}
      skeleton={<Skeleton className="h-4 w-2/3" />}
      loadingLabel="마지막 수신일을 불러오는 중입니다"
      errorTitle="마지막 수신일을 불러오지 못했어요"
    >
      {(obd) => <Freshness info={info} obd={obd} />}
    </AsyncContent>
  );
}

function Freshness({ info, obd }: { info: MainInfo; obd: HomeCardData<"getObd"> | undefined }) {
  // Today is the phone's day: "어제" and the warning come once the page runs in the browser.
  const today = useKstToday();
  const last = obd?.lastDataDate ?? info.latestDay;
  if (!last) return null;
  const now = today ? new Date(`${today}T12:00:00+09:00`) : null;
  const days = now ? (daysSince(last, now) ?? 0) : null;
  const device = obd?.obdSerial ? `단말기 ${obd.obdSerial}` : "OBD 단말기";
  const when = days === null ? formatKoreanDate(last) : `${formatKoreanDate(last)}(${relativeDay(days)})`;

  if (!now || !isStale(last, now)) {
    return (
      <p className="text-xs text-gray-600" data-testid="data-freshness">
        마지막 수신 {when} · {device}
      </p>
    );
  }
  return (
    <section
      role="alert"
      aria-labelledby="stale-title"
      className="rounded-2xl border border-amber-300 bg-amber-50 p-4"
      data-testid="data-stale"
    >
      <h2 id="stale-title" className="text-sm font-bold text-amber-900">
        {days}일 동안 새 데이터가 없어요
      </h2>
      <p className="mt-1 text-sm leading-relaxed text-amber-900">
        마지막 수신 {when} · {device}. 데이터가 오지 않으면 배터리 이상도 알려 드릴 수 없어요. 다음을 확인해 주세요.
      </p>
      <ul className="mt-2 list-disc pl-5 text-sm leading-relaxed text-amber-900">
        <li>단말기가 OBD 포트에 끝까지 꽂혀 있는지</li>
        <li>최근에 차량을 10분 이상 운행했는지</li>
        <li>휴대폰 설정에서 앱의 블루투스·위치 권한이 허용되어 있는지</li>
      </ul>
      <AppLink href={SESSION_ROUTES.obd} className="mt-3 inline-flex min-h-11 items-center text-sm font-semibold text-amber-900 underline">
        단말기 상태 확인하기
      </AppLink>
    </section>
  );
}
