import { chargingAdvice, type AdviceInput } from "@evsafe/contract/advice";
import { CHARGING_HABITS } from "@evsafe/contract/constants/driving";

/** What coaching knows of the car's battery: the catalogue's chemistry and recall, its level and health if known. */
export type CoachedBattery = Omit<AdviceInput, "context">;

/** What coaching reads of a charging session (`vehicle/trip-charge/{x}`'s `charges`). */
export interface ChargeSession {
  endSoc: number;
  chargeType: "FAST" | "SLOW";
}

/** One habit measured against its reference: the share of sessions, and what to do when it is over. */
export interface HabitVerdict {
  key: "highSoc" | "fastCharge";
  title: string;
  /** Sessions that show the habit, of `total`. */
  count: number;
  total: number;
  /** Rounded share, %. */
  sharePct: number;
  /** The reference share, %: at or under it the habit is fine. */
  referencePct: number;
  isOver: boolean;
  /** The sentence that states the measure against the reference. */
  statement: string;
  /** One concrete suggestion when the habit shortens battery life; null otherwise. */
  suggestion: string | null;
}

export type ChargingCoaching =
  | { kind: "noData"; message: string }
  | { kind: "tooFew"; total: number; message: string }
  | {
      kind: "judged";
      total: number;
      habits: HabitVerdict[];
      verdict: string;
      /**
       * The advice table's charging sentences for this battery when the habits do not carry them: LFP (full charges are
       * not judged), an unknown chemistry (neutral), and a recalled or ailing pack (never 100 %, whatever the share).
       */
      note: string | null;
    };

const pct = (count: number, total: number) => Math.round((count / total) * 100);

/**
 * The charging coaching of /driving: of the sessions given (the last 30 days), the share that ended above the daily
 * limit and the share that was DC fast charging, each against its reference (docs/thresholds.md "Charging coaching"),
 * with a suggestion for each habit over it. The limit and the sentences come from the contract's advice table for the
 * car's battery: a nickel pack is judged against 90 % (the top of its daily 80–90 %); a recalled or ailing pack against
 * 90 % with no session allowed over it; an LFP pack (100 % is recommended) or an unknown chemistry is not judged on
 * high charges at all. Fewer than three sessions say too little to judge.
 */
export function coachCharging(sessions: readonly ChargeSession[], battery: CoachedBattery = {}, days = 30): ChargingCoaching {
  const total = sessions.length;
  if (total === 0) return { kind: "noData", message: `최근 ${days}일 동안 충전 기록이 없어 충전 습관을 살펴볼 수 없어요.` };
  if (total < CHARGING_HABITS.MIN_SESSIONS)
    return {
      kind: "tooFew",
      total,
      message: `최근 ${days}일 충전이 ${total}회뿐이라 습관을 판단하기 어려워요. 충전 기록이 ${CHARGING_HABITS.MIN_SESSIONS}회 이상 쌓이면 알려 드릴게요.`,
    };
  const advice = chargingAdvice({ ...battery, context: "daily" });
  const limit = CHARGING_HABITS.HIGH_SOC_PCT;
  const judgesHigh = advice.fullCharge === "longTripOnly" || advice.fullCharge === "never";
  const referencePct = advice.isRestricted ? 0 : CHARGING_HABITS.HIGH_SOC_SHARE_MAX_PCT;
  const high = sessions.filter((s) => s.endSoc > limit).length;
  const fast = sessions.filter((s) => s.chargeType === "FAST").length;
  const habits: HabitVerdict[] = [];
  if (judgesHigh)
    habits.push(
      habit({
        key: "highSoc",
        title: `${limit}% 넘게 충전`,
        count: high,
        total,
        referencePct,
        statement: (share) =>
          `충전 ${total}회 중 ${high}회(${share}%)가 ${limit}%를 넘겨 끝났어요. ${
            advice.isRestricted ? "지금은 한 번도 넘기지 않는 것이 좋아요." : `권장 기준은 ${referencePct}% 이하예요.`
          }`,
        suggestion: `${advice.text} 높은 충전 상태로 오래 머물수록 배터리 노화가 빨라져요.`,
      }),
    );
  habits.push(
    habit({
      key: "fastCharge",
      title: "급속(DC) 충전",
      count: fast,
      total,
      referencePct: CHARGING_HABITS.FAST_SHARE_MAX_PCT,
      statement: (share) =>
        `충전 ${total}회 중 ${fast}회(${share}%)가 급속 충전이었어요. 권장 기준은 ${CHARGING_HABITS.FAST_SHARE_MAX_PCT}% 이하예요.`,
      suggestion:
        "평소에는 집이나 회사의 완속 충전기를 쓰고, 급속 충전은 장거리 이동 중에만 80%까지 하세요. 급속 충전은 배터리 온도를 높여 열화를 앞당겨요.",
    }),
  );
  const over = habits.filter((h) => h.isOver);
  const verdict =
    over.length === 0
      ? "충전 습관이 권장 기준 안에 있어요. 지금처럼 충전하세요."
      : `배터리 수명을 줄이는 충전 습관이 ${over.length}가지 있어요.`;
  // The highSoc suggestion carries the advice when it shows; otherwise the note does, so it is said exactly once.
  const highShown = habits.some((h) => h.key === "highSoc" && h.isOver);
  const note = !judgesHigh || (advice.isRestricted && !highShown) ? advice.text : null;
  return { kind: "judged", total, habits, verdict, note };
}

function habit(h: {
  key: HabitVerdict["key"];
  title: string;
  count: number;
  total: number;
  referencePct: number;
  statement: (sharePct: number) => string;
  suggestion: string;
}): HabitVerdict {
  const sharePct = pct(h.count, h.total);
  // The share as printed decides, so the sentence and the verdict never disagree (20.4 % reads 20 %: at the reference).
  const isOver = sharePct > h.referencePct;
  return {
    key: h.key,
    title: h.title,
    count: h.count,
    total: h.total,
    sharePct,
    referencePct: h.referencePct,
    isOver,
    statement: h.statement(sharePct),
    suggestion: isOver ? h.suggestion : null,
  };
}
