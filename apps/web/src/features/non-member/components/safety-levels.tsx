import { ALERT_SEVERITY, ALERT_SEVERITY_LABEL, type AlertSeverity } from "@evsafe/contract";

/** What each alert level (SPEC §4 01–04) means for the driver. */
const LEVEL_GUIDE: Record<AlertSeverity, { dot: string; text: string }> = {
  [ALERT_SEVERITY.SAFE]: { dot: "bg-level-safe", text: "배터리가 정상 범위에 있어요." },
  [ALERT_SEVERITY.CAUTION]: { dot: "bg-level-caution", text: "변화가 감지됐어요. 충전·주행 습관을 점검해 보세요." },
  [ALERT_SEVERITY.WARNING]: { dot: "bg-level-warning", text: "이상 징후가 있어요. 가까운 시일 안에 점검을 받으세요." },
  [ALERT_SEVERITY.SERIOUS]: { dot: "bg-level-serious", text: "즉시 안전한 곳에 정차하고 점검을 받으세요." },
};

export function SafetyLevels() {
  return (
    <section aria-labelledby="levels-title" className="px-safe py-8">
      <h2 id="levels-title" className="text-lg font-bold text-gray-900">
        네 단계 안전 등급
      </h2>
      <ol className="mt-4 divide-y divide-gray-100 rounded-2xl border border-gray-100">
        {(Object.keys(LEVEL_GUIDE) as AlertSeverity[]).map((level) => (
          <li key={level} className="flex items-start gap-3 p-4">
            <span className={`mt-1.5 size-2.5 shrink-0 rounded-full ${LEVEL_GUIDE[level].dot}`} aria-hidden="true" />
            <p className="text-sm leading-relaxed text-gray-700">
              <strong className="mr-1.5 font-semibold text-gray-900">{ALERT_SEVERITY_LABEL[level]}</strong>
              {LEVEL_GUIDE[level].text}
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}
