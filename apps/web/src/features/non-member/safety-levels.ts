import { ALERT_SEVERITY, ALERT_SEVERITY_LABEL } from "@evsafe/contract/constants/alerts";
import type { AlertSeverity } from "@evsafe/contract";

/** Tone of each level; the component maps it to a colour. */
export type LevelTone = "safe" | "caution" | "warning" | "serious";

export interface SafetyLevel {
  code: AlertSeverity;
  label: string;
  tone: LevelTone;
  text: string;
}

/**
 * The four alert levels (SPEC §4, 01–04) and what each means for the driver. Built on the server and passed
 * as props, so the landing page's browser bundle does not carry the contract's schemas (≈ 85 kB of zod).
 */
export const SAFETY_LEVELS: SafetyLevel[] = [
  { code: ALERT_SEVERITY.SAFE, tone: "safe", text: "배터리가 정상 범위에 있어요." },
  { code: ALERT_SEVERITY.CAUTION, tone: "caution", text: "변화가 감지됐어요. 충전·주행 습관을 점검해 보세요." },
  { code: ALERT_SEVERITY.WARNING, tone: "warning", text: "이상 징후가 있어요. 가까운 시일 안에 점검을 받으세요." },
  { code: ALERT_SEVERITY.SERIOUS, tone: "serious", text: "즉시 안전한 곳에 정차하고 점검을 받으세요." },
].map((l) => ({ ...l, tone: l.tone as LevelTone, label: ALERT_SEVERITY_LABEL[l.code] }));
