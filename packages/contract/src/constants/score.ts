import { ALERT_SEVERITY_LABEL, type AlertSeverity } from "./alerts";

/**
 * The safety vocabulary, defined once: the four levels (SPEC §4 severity 01–04, lv01–lv04) with one Korean name
 * each (`ALERT_SEVERITY_LABEL`: 안전, 주의, 경고, 심각), one colour each, and the A–E score grades mapped onto them.
 * Every screen and every API text takes its level words from here, so a level reads the same everywhere.
 */

/**
 * Safety-score range of each severity: the grade bands of docs/thresholds.md §3 (A and B safe, C caution, D warning,
 * E serious). Charts draw them behind a score line; the API's grade table is tested against them.
 */
export const SCORE_SEVERITY_RANGES: readonly { severity: AlertSeverity; from: number; to: number }[] = [
  { severity: "04", from: 0, to: 50 },
  { severity: "03", from: 50, to: 70 },
  { severity: "02", from: 70, to: 85 },
  { severity: "01", from: 85, to: 100 },
];

export type ScoreGradeLetter = "A" | "B" | "C" | "D" | "E";

/**
 * The A–E grades of a safety or diagnosis score and the level each belongs to. A grade has no name of its own:
 * it is shown as its letter and its level's name ("A등급 · 안전"), so a screen never shows two verdicts at once.
 */
export const SCORE_GRADES: readonly { grade: ScoreGradeLetter; minScore: number; maxScore: number; severity: AlertSeverity }[] = [
  { grade: "A", minScore: 90, maxScore: 100, severity: "01" },
  { grade: "B", minScore: 85, maxScore: 89, severity: "01" },
  { grade: "C", minScore: 70, maxScore: 84, severity: "02" },
  { grade: "D", minScore: 50, maxScore: 69, severity: "03" },
  { grade: "E", minScore: 0, maxScore: 49, severity: "04" },
];

/** The grade of a score (rounded; below 0 is E). */
export function gradeOfScore(score: number): (typeof SCORE_GRADES)[number] {
  const s = Math.round(score);
  return SCORE_GRADES.find((g) => s >= g.minScore) ?? SCORE_GRADES[SCORE_GRADES.length - 1]!;
}

/** The Korean name of a grade: its level's name (A and B 안전, C 주의, D 경고, E 심각). */
export const gradeName = (grade: ScoreGradeLetter): string => ALERT_SEVERITY_LABEL[SCORE_GRADES.find((g) => g.grade === grade)!.severity];

/**
 * One colour per level, chosen to stay apart in greyscale and for the common colour-vision deficiencies: their
 * lightness steps down from caution (light yellow) through warning (light orange) and safe (green) to serious
 * (dark red), also as seen with protanopia, deuteranopia and tritanopia,
 * and every use also carries the level's shape and name, so a dot or bar of caution's light yellow (under 3:1 on
 * white) is never the only sign. `base` fills dots, bars and rings; `text` is the level's text colour on white and
 * on `tint` (4.5:1 or more); `tint` is the background of a panel of that level. The web's theme
 * (`--color-level-*` in apps/web/src/styles/globals.css) repeats these values, and a test holds them equal.
 */
export const SEVERITY_COLORS: Record<AlertSeverity, { base: string; text: string; tint: string }> = {
  "01": { base: "#15803d", text: "#166534", tint: "#f0fdf4" },
  "02": { base: "#fde047", text: "#854d0e", tint: "#fefce8" },
  "03": { base: "#fb923c", text: "#9a3412", tint: "#fff7ed" },
  "04": { base: "#7f1d1d", text: "#7f1d1d", tint: "#fef2f2" },
};
