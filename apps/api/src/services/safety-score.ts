/**
 * Safety score 0–100 from the battery analysis (docs/thresholds.md §Score).
 * score = Σ weight × metric sub-score, then capped by the worst status of the day so a single
 * dangerous metric can never hide behind good averages.
 */
import type { AlertSeverity } from "@evsafe/contract";
import { ALERT_SEVERITY_LABEL } from "@evsafe/contract/constants/alerts";
import { gradeOfScore, SCORE_GRADES, type ScoreGradeLetter } from "@evsafe/contract/constants/score";
import {
  analyzeDay,
  METRICS,
  STATUS_SEVERITY,
  worstStatus,
  type DailyMetrics,
  type DayAnalysis,
  type SafetyStatus,
} from "./battery-analysis";

/** Upper bound of the score while any metric is in a state. */
export const STATUS_SCORE_CAP: Record<SafetyStatus, number> = { safe: 100, caution: 84, warning: 69, serious: 49 };
/** Lower bound of the score in a state: the bottom of that level's grade band (no metric past it, no lower grade). */
export const STATUS_SCORE_FLOOR: Record<SafetyStatus, number> = { safe: 85, caution: 70, warning: 50, serious: 0 };

/**
 * A weighted score kept inside its status's band, so the grade (and its level name) always says the same as the
 * status: a single dangerous metric never hides behind good averages, and a day with nothing past a boundary is
 * never graded as if it had one.
 */
export function scoreWithinStatus(raw: number, status: SafetyStatus): number {
  return Math.max(STATUS_SCORE_FLOOR[status], Math.min(Math.round(raw), STATUS_SCORE_CAP[status]));
}

export interface Grade {
  /** A–E. */
  grade: ScoreGradeLetter;
  /** The Korean name shown next to the grade: its level's name (the contract's vocabulary, A and B both 안전). */
  gradeName: string;
  minScore: number;
  maxScore: number;
  /** The alert severity the band corresponds to (colours of the gauge). */
  severity: AlertSeverity;
  description: string;
}

/** What each grade means, in a sentence (the grade bands and names are the contract's `SCORE_GRADES`). */
const GRADE_DESCRIPTION: Record<ScoreGradeLetter, string> = {
  A: "모든 항목이 안전 범위이며 관리 상태가 매우 좋습니다.",
  B: "안전 범위이지만 일부 항목을 꾸준히 관리하면 더 좋아집니다.",
  C: "주의 기준을 넘은 항목이 있습니다. 추이를 지켜보세요.",
  D: "경고 기준을 넘은 항목이 있습니다. 서비스센터 점검을 권장합니다.",
  E: "심각 기준을 넘은 항목이 있습니다. 즉시 점검을 받으세요.",
};

export const GRADES: readonly Grade[] = SCORE_GRADES.map((g) => ({
  ...g,
  gradeName: ALERT_SEVERITY_LABEL[g.severity],
  description: GRADE_DESCRIPTION[g.grade],
}));

export function gradeOf(score: number): Grade {
  const letter = gradeOfScore(score).grade;
  return GRADES.find((g) => g.grade === letter)!;
}

export interface DayScore {
  day: string;
  score: number;
  grade: Grade["grade"];
  gradeName: string;
  status: SafetyStatus;
  severity: AlertSeverity;
  analysis: DayAnalysis;
}

/** Score of one day. */
export function scoreDay(row: DailyMetrics): DayScore {
  const analysis = analyzeDay(row);
  const raw = analysis.metrics.reduce((sum, m) => sum + METRICS[m.key].weight * m.score, 0);
  const score = scoreWithinStatus(raw, analysis.status);
  const g = gradeOf(score);
  return {
    day: row.day,
    score,
    grade: g.grade,
    gradeName: g.gradeName,
    status: analysis.status,
    severity: STATUS_SEVERITY[analysis.status],
    analysis,
  };
}

export interface MonthScore {
  month: string;
  /** Mean of the month's daily scores, rounded. */
  score: number;
  minScore: number;
  maxScore: number;
  grade: Grade["grade"];
  gradeName: string;
  /** The worst daily status of the month. */
  status: SafetyStatus;
  severity: AlertSeverity;
  days: number;
}

/** Monthly scores (`YYYY-MM`, ascending) from daily rows. */
export function scoreMonths(rows: readonly DailyMetrics[]): MonthScore[] {
  const byMonth = new Map<string, DayScore[]>();
  for (const r of [...rows].sort((a, b) => a.day.localeCompare(b.day))) {
    const m = r.day.slice(0, 7);
    const list = byMonth.get(m) ?? [];
    list.push(scoreDay(r));
    byMonth.set(m, list);
  }
  return [...byMonth.entries()].map(([month, list]) => {
    const scores = list.map((d) => d.score);
    const score = Math.round(scores.reduce((a, b) => a + b, 0) / scores.length);
    const g = gradeOf(score);
    const status = worstStatus(list.map((d) => d.status));
    return {
      month,
      score,
      minScore: Math.min(...scores),
      maxScore: Math.max(...scores),
      grade: g.grade,
      gradeName: g.gradeName,
      status,
      severity: STATUS_SEVERITY[status],
      days: list.length,
    };
  });
}
