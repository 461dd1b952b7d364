import { ALERT_SEVERITY } from "@evsafe/contract/constants/alerts";
import { AppLink } from "@/shared/ui/app-link";
import { SeverityIcon } from "@/shared/ui/severity-badge";
import { severityStyle } from "@/shared/ui/severity";
import { SESSION_ROUTES } from "@/session-frame";

/**
 * At warning or serious, the first thing on /home: what to do if the battery shows signs of fire, the call to 119
 * (a plain tel: link that needs nothing loaded) and the full guide. Drawn in its level's colours and shape, the
 * same as every other mark of that level.
 */
export function FireAlert({ serious }: { serious: boolean }) {
  const severity = serious ? ALERT_SEVERITY.SERIOUS : ALERT_SEVERITY.WARNING;
  const style = severityStyle(severity);
  return (
    <section
      aria-labelledby="fire-alert-title"
      className={`rounded-2xl border-2 p-4 ${style.border} ${style.bg}`}
      data-testid="fire-alert"
      data-severity={severity}
      role="region"
    >
      <h2 id="fire-alert-title" className={`flex items-center gap-1.5 text-base font-extrabold ${style.text}`}>
        <SeverityIcon severity={severity} className="size-5" />
        {serious ? "배터리 상태가 심각해요" : "배터리 경고 신호가 있어요"}
      </h2>
      <p className="mt-1 text-sm leading-relaxed text-gray-900">
        {serious
          ? "가능한 한 빨리 정비소에서 점검을 받으세요. 충전은 멈추고, 실내 주차장 대신 야외에 세워 두세요."
          : "가까운 시일 안에 정비소에서 배터리 점검을 받으세요."}{" "}
        연기, 타는 냄새, 터지는 소리가 나면 즉시 차를 세우고 내려서 멀리 대피한 뒤 119에 신고하세요.
      </p>
      <div className="mt-3 grid grid-cols-2 gap-2">
        <a
          href="tel:119"
          className="flex min-h-12 items-center justify-center rounded-xl bg-red-800 px-3 text-base font-bold text-white outline-none focus-visible:ring-2 focus-visible:ring-red-800 focus-visible:ring-offset-2"
        >
          119에 전화하기
        </a>
        <AppLink
          href={SESSION_ROUTES.fireSafety}
          className={`flex min-h-12 items-center justify-center rounded-xl border bg-white px-3 text-sm font-semibold outline-none focus-visible:ring-2 focus-visible:ring-gray-900 ${style.border} ${style.text}`}
        >
          화재 대처법 보기
        </AppLink>
      </div>
    </section>
  );
}
