import { findDetailModel } from "./vehicle-catalog";

/**
 * The one table of charging advice: every sentence the product says about how far to charge a battery, chosen by
 * the pack's chemistry, whether its model was recalled for battery fire, its state (SPEC's four levels, and whether it
 * is degrading) and the context the sentence is shown in. Coaching, tips, diagnosis results and the fire-safety guide
 * take their sentences from here, so no two screens disagree. docs/safety-content.md lists each sentence, its
 * condition and its source. Plain values, no zod: browser code imports it without the schemas.
 */

/** How the advice groups chemistries: LFP, the nickel family (NCM, NCA, NCMA), or not known. */
export type ChemistryFamily = "LFP" | "NICKEL" | "UNKNOWN";

/** SPEC's four battery levels (안전·주의·경고·심각), as the API's statuses spell them. */
export type BatteryState = "safe" | "caution" | "warning" | "serious";

/**
 * Where the advice is shown:
 * - `daily`: how far to charge day to day (coaching, tips, the charging-habit result);
 * - `cellBalance`: what to do when the cells' voltages drift apart at 주의 (alerts, results, tips);
 * - `underground`: before parking in an underground car park.
 */
export type AdviceContext = "daily" | "cellBalance" | "underground";

export const ADVICE_CONTEXTS: readonly AdviceContext[] = ["daily", "cellBalance", "underground"];

export interface AdviceInput {
  /** The catalogue's chemistry (`NCM`, `LFP`) or `NCA`; anything else, or nothing, is treated as unknown. */
  chemistry?: string | null;
  /** The detail model has a battery-fire recall (the catalogue's `batteryRecalls`). */
  recalled?: boolean;
  /** The battery's current level; unknown is read as safe (it never allows more than safe would). */
  state?: BatteryState | null;
  /** Health is falling (SoH under its caution band): the pack is treated like one at 경고. */
  degrading?: boolean;
  context: AdviceContext;
}

/** What the advice says about charging to 100 %. */
export type FullChargeStance =
  /** LFP in good health: 100 % regularly is fine, at least weekly for the gauge's calibration. */
  | "weekly"
  /** Nickel pack in good health: 100 % only right before a long trip. */
  | "longTripOnly"
  /** Recalled, 경고 or worse, or degrading: never 100 %. */
  | "never"
  /** Chemistry unknown: no specific advice. */
  | "neutral";

export interface ChargingAdvice {
  family: ChemistryFamily;
  /** Recalled, 경고/심각 or degrading: charge at most to 80–90 % and get the pack inspected. */
  isRestricted: boolean;
  fullCharge: FullChargeStance;
  /** The highest state of charge the advice lets the driver end a daily charge at, %; null when it cannot say. */
  dailyMaxPct: number | null;
  /** The sentences in the order to show them, and their ids in ADVICE_SENTENCES; `text` joins them with a space. */
  sentenceIds: readonly AdviceSentenceId[];
  sentences: readonly string[];
  text: string;
}

/** Korea's guidance for underground car parks: enter charged to at most this, % (docs/safety-content.md). */
export const UNDERGROUND_MAX_SOC_PCT = 90;
/** Daily limit for a nickel pack and for a restricted pack, % (docs/safety-content.md). */
export const NICKEL_DAILY_MAX_PCT = 90;
export const RESTRICTED_MAX_PCT = 90;

/** Every advice sentence, by id (docs/safety-content.md "Charging advice" lists the same ids). */
export const ADVICE_SENTENCES = {
  LFP_DAILY:
    "리튬인산철 배터리는 평소 100%까지 충전해도 괜찮아요. 제조사는 잔량 표시를 바로잡기 위해 적어도 일주일에 한 번 100%까지 충전하기를 권장해요.",
  NICKEL_DAILY: `삼원계(니켈 계열) 배터리는 평소 충전 한도를 80~${NICKEL_DAILY_MAX_PCT}%로 설정하고, 100% 충전은 장거리 운행 직전에만 하세요.`,
  UNKNOWN_DAILY: `배터리 종류를 확인하지 못해 차종에 맞는 충전 한도를 안내할 수 없어요. 차량 설명서의 권장 충전 한도를 따르고, 확실하지 않으면 ${NICKEL_DAILY_MAX_PCT}% 이하로 충전하세요.`,
  RESTRICTED_LIMIT: `지금은 100%까지 충전하지 말고, 충전 한도를 80~${RESTRICTED_MAX_PCT}%로 낮춰 두세요.`,
  RECALL_CHECK:
    "이 차종은 배터리 화재 위험으로 리콜된 적이 있어요. 내 차가 리콜 대상인지, 조치를 받았는지 브랜드 서비스센터에서 확인하세요.",
  INSPECT: "가까운 서비스센터에서 배터리 점검을 받으세요.",
  CELL_BALANCE: "급속 충전 대신 완속 충전을 이용해 배터리 관리 시스템이 셀 전압을 맞출 시간을 주고, 며칠 동안 추이를 지켜보세요.",
  UNDERGROUND: `지하 주차장에 주차할 때는 ${UNDERGROUND_MAX_SOC_PCT}% 이하로 충전된 상태로 들어가세요. 서울시 등은 공동주택 지하 주차장에 ${UNDERGROUND_MAX_SOC_PCT}% 이하로 충전한 전기차만 들어가도록 권고하고 있어요.`,
  LFP_UNDERGROUND: `100% 충전은 지상 충전소나 지상 주차 중에 하고, 지하 주차장에는 ${UNDERGROUND_MAX_SOC_PCT}% 이하로 들어가세요.`,
} as const;

/**
 * The fire-safety guide's general sentences (`common/fire-warning`, for every driver): how far to charge by chemistry,
 * and the recall rule. They name each condition, so they stand beside any car's own advice without contradicting it.
 */
export const GUIDE_SENTENCES = {
  DAILY_BY_CHEMISTRY: `일상 충전 한도는 배터리 종류에 맞추세요. 삼원계 배터리는 80~${NICKEL_DAILY_MAX_PCT}%로 설정하고, 리튬인산철 배터리는 100%까지 충전해도 괜찮아요. 급속 충전만 반복하지 말고 완속 충전을 함께 사용하세요.`,
  RECALLED_OR_INSPECT: `배터리 화재로 리콜된 차종이거나 점검 안내를 받은 배터리는 조치를 받기 전까지 100%까지 충전하지 말고 ${RESTRICTED_MAX_PCT}% 이하로 충전하세요.`,
} as const;

export type AdviceSentenceId = keyof typeof ADVICE_SENTENCES;

/** The family of a chemistry code; anything not known (a typo, a chemistry we do not advise on) is UNKNOWN. */
export function chemistryFamily(chemistry: string | null | undefined): ChemistryFamily {
  const c = chemistry?.trim().toUpperCase();
  if (c === "LFP") return "LFP";
  if (c === "NCM" || c === "NCA" || c === "NCMA") return "NICKEL";
  return "UNKNOWN";
}

/** What the advice needs to know of a detail model; unknown chemistry and no recall for a code not in the catalogue. */
export function batteryProfileOf(dtlMdlDcd: string | null | undefined): { chemistry: string | null; recalled: boolean } {
  const m = dtlMdlDcd ? findDetailModel(dtlMdlDcd.trim().toUpperCase()) : undefined;
  return { chemistry: m?.chemistry ?? null, recalled: (m?.batteryRecalls.length ?? 0) > 0 };
}

/** The charging advice for one pack in one context (see the module comment). */
export function chargingAdvice(input: AdviceInput): ChargingAdvice {
  const family = chemistryFamily(input.chemistry);
  const state = input.state ?? "safe";
  const recalled = input.recalled === true;
  const needsInspection = state === "warning" || state === "serious" || input.degrading === true;
  const isRestricted = recalled || needsInspection;
  const fullCharge: FullChargeStance = isRestricted
    ? "never"
    : family === "LFP"
      ? "weekly"
      : family === "NICKEL"
        ? "longTripOnly"
        : "neutral";
  const dailyMaxPct = isRestricted ? RESTRICTED_MAX_PCT : family === "LFP" ? 100 : family === "NICKEL" ? NICKEL_DAILY_MAX_PCT : null;

  const S = ADVICE_SENTENCES;
  const ids: AdviceSentenceId[] = [];
  if (input.context === "daily") {
    ids.push(isRestricted ? "RESTRICTED_LIMIT" : family === "LFP" ? "LFP_DAILY" : family === "NICKEL" ? "NICKEL_DAILY" : "UNKNOWN_DAILY");
    ids.push(family === "LFP" && !isRestricted ? "LFP_UNDERGROUND" : "UNDERGROUND");
  } else if (input.context === "cellBalance") {
    ids.push("CELL_BALANCE");
    if (isRestricted) ids.push("RESTRICTED_LIMIT");
  } else {
    ids.push("UNDERGROUND");
    if (isRestricted) ids.push("RESTRICTED_LIMIT");
  }
  if (recalled) ids.push("RECALL_CHECK");
  if (needsInspection) ids.push("INSPECT");
  const sentences = ids.map((id) => S[id]);
  return { family, isRestricted, fullCharge, dailyMaxPct, sentenceIds: ids, sentences, text: sentences.join(" ") };
}
