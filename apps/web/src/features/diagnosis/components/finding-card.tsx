import type { AlertSeverity } from "@evsafe/contract";
import { formatNumber } from "@/shared/format-number";
import { severityStyle } from "@/shared/ui/severity";
import { severityVerdict } from "../wizard";

/** One finding as a card shows it: a member's diagnosis has a measured value and its bands; the trial's estimate has neither. */
export interface FindingCardData {
  title: string;
  severity: AlertSeverity | null;
  /** What was measured; null when the window had no data for it. Absent for the trial. */
  measured?: { value: number | null; unit: string };
  /** The bands the value was judged against (Korean, with units). */
  threshold?: string;
  explanation: string;
  action: string;
  /** Days of the 30-day window at caution or worse. */
  daysAtRisk?: number;
  /** The diagnosis type it belongs to, when cards of several types are in one list. */
  typeName?: string;
}

/**
 * A finding in plain Korean: its level in words (and colour), what was measured against which bands, what it means
 * and what to do. The same card serves the member's result, each wizard step and the trial's estimate.
 */
export function FindingCard({ finding, headingLevel = 3 }: { finding: FindingCardData; headingLevel?: 3 | 4 }) {
  const style = severityStyle(finding.severity);
  const { label, verdict } = severityVerdict(finding.severity);
  const Heading = headingLevel === 3 ? "h3" : "h4";
  const { measured } = finding;
  return (
    <article
      className={`rounded-xl p-4 text-sm ${style.bg} print:break-inside-avoid print:border print:border-gray-300`}
      data-testid="finding-card"
    >
      <p className={`flex items-center gap-1.5 text-xs font-bold ${style.text}`}>
        <span aria-hidden="true" className={`size-2.5 shrink-0 rounded-full ${style.dot}`} />
        <span>
          {label} · {verdict}
        </span>
        {finding.typeName && <span className="ml-auto font-semibold text-gray-600">{finding.typeName}</span>}
      </p>
      <Heading className="mt-1 text-base font-bold text-gray-900">{finding.title}</Heading>
      {(measured || finding.threshold) && (
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-gray-800">
          {measured && (
            <>
              <dt className="font-semibold text-gray-600">측정값</dt>
              <dd className="break-keep">
                {measured.value === null ? "데이터 없음" : `${formatNumber(measured.value, 3)} ${measured.unit}`.trim()}
              </dd>
            </>
          )}
          {finding.threshold && (
            <>
              <dt className="font-semibold text-gray-600">판정 기준</dt>
              <dd className="break-keep">{finding.threshold}</dd>
            </>
          )}
        </dl>
      )}
      <p className="mt-2 leading-relaxed text-gray-800">
        <span className="font-semibold">무슨 뜻인가요:</span> {finding.explanation}
      </p>
      <p className="mt-1 leading-relaxed text-gray-900">
        <span className="font-semibold">이렇게 해 보세요:</span> {finding.action}
      </p>
      {finding.daysAtRisk !== undefined && finding.daysAtRisk > 0 && (
        <p className="mt-1 text-xs text-gray-700">최근 30일 중 {finding.daysAtRisk}일이 주의 이상이었어요.</p>
      )}
    </article>
  );
}

/** A member's finding (the contract's) as card data. */
export function memberFinding(f: {
  name: string;
  value: number | null;
  unit: string;
  severity: AlertSeverity | null;
  threshold: string;
  explanation: string;
  action: string;
  daysAtRisk: number;
  typeName?: string;
}): FindingCardData {
  return {
    title: f.name,
    severity: f.severity,
    measured: { value: f.value, unit: f.unit },
    threshold: f.threshold,
    explanation: f.explanation,
    action: f.action,
    daysAtRisk: f.daysAtRisk,
    typeName: f.typeName,
  };
}

/** Cards for a list of findings, worst first is the caller's order. */
export function FindingList({ findings, headingLevel }: { findings: FindingCardData[]; headingLevel?: 3 | 4 }) {
  return (
    <ul className="flex flex-col gap-3">
      {findings.map((f, i) => (
        <li key={`${f.title}-${i}`}>
          <FindingCard finding={f} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
