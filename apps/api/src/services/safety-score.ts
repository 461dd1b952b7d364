/**
 * Safety score 0–100 from the battery analysis (docs/thresholds.md §Score).
 * score = Σ weight × metric sub-score, then capped by the worst status of the day so a single
 * dangerous metric can never hide behind good averages.
 */
import type { AlertSeverity } from "@evsafe/contract";
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

export interface Grade {
  /** A–E. */
  grade: "A" | "B" | "C" | "D" | "E";
  /** Korean label shown next to the score. */
  gradeName: string;
  minScore: number;
  maxScore: number;
  /** The alert severity the band corresponds to (colours of the gauge). */
  severity: AlertSeverity;
  description: string;
}

export const GRADES: readonly Grade[] = [
  {
    grade: "A",
    gradeName: "매우 안전",
    minScore: 90,
    maxScore: 100,
    severity: "01",
    description: "모든 항목이 정상 범위이며 관리 상태가 매우 좋습니다.",
  },
  {
    grade: "B",
    gradeName: "안전",
    minScore: 85,
    maxScore: 89,
    severity: "01",
    description: "정상 범위이지만 일부 항목을 꾸준히 관리하면 더 좋아집니다.",
  },
  {
    grade: "C",
    gradeName: "주의",
    minScore: 70,
    maxScore: 84,
    severity: "02",
    description: "주의 기준을 넘은 항목이 있습니다. 추이를 지켜보세요.",
  },
  {
    grade: "D",
    gradeName: "경고",
    minScore: 50,
    maxScore: 69,
    severity: "03",
    description: "경고 기준을 넘은 항목이 있습니다. 서비스센터 점검을 권장합니다.",
  },
  {
    grade: "E",
    gradeName: "위험",
    minScore: 0,
    maxScore: 49,
    severity: "04",
    description: "위험 기준을 넘은 항목이 있습니다. 즉시 점검을 받으세요.",
  },
];

export function gradeOf(score: number): Grade {
  const s = Math.round(score);
  return GRADES.find((g) => s >= g.minScore) ?? GRADES[GRADES.length - 1]!;
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
  const score = Math.max(0, Math.min(Math.round(raw), STATUS_SCORE_CAP[analysis.status]));
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
