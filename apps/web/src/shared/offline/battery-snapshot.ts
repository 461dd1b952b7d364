import type { MainInfo } from "@evsafe/contract";
import { ALERT_SEVERITY_CODES, type AlertLevel, type AlertSeverity } from "@evsafe/contract/constants/alerts";

/**
 * The member's last known battery state, kept on the device so the offline screen can show it (docs/offline.md):
 * what /home's `main/info` said (score, grade, level, SoC/SoH/range and the metrics with their levels), the day it
 * was measured and when it was fetched. No name, plate, token or anything else of the account: figures only. It is
 * written when main/info arrives and deleted at sign-out (shared/offline/member-data.ts). Kept out of storage.ts,
 * which every page loads first: only the home screen's and the offline screen's chunks carry it.
 */
export interface BatterySnapshotMetric {
  key: string;
  name: string;
  value: number;
  unit: string;
  severity: AlertSeverity;
  level: AlertLevel;
  statusName: string;
}

export interface BatterySnapshot {
  /** Epoch ms when main/info arrived on this device. */
  fetchedAt: number;
  /** The latest day with data (`YYYY-MM-DD`, main/info's latestDay). */
  measuredDay: string | null;
  score: number | null;
  grade: string | null;
  gradeName: string | null;
  severity: AlertSeverity | null;
  level: AlertLevel | null;
  soc: number | null;
  soh: number | null;
  rangeKm: number | null;
  metrics: BatterySnapshotMetric[];
}

/** Most metrics kept (main/info has eight); a bound against a stored value that is not ours. */
const MAX_METRICS = 20;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const LEVELS: readonly string[] = ["lv01", "lv02", "lv03", "lv04"];

/** The snapshot of a main/info answer, at `now`. */
export function snapshotOf(info: MainInfo, now: number = Date.now()): BatterySnapshot {
  return {
    fetchedAt: now,
    measuredDay: info.latestDay,
    score: info.safetyScore,
    grade: info.grade,
    gradeName: info.gradeName,
    severity: info.severity,
    level: info.level,
    soc: info.soc,
    soh: info.soh,
    rangeKm: info.rangeKm,
    metrics: info.metrics.slice(0, MAX_METRICS).map((m) => ({
      key: m.key,
      name: m.name,
      value: m.value,
      unit: m.unit,
      severity: m.severity,
      level: m.level,
      statusName: m.statusName,
    })),
  };
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);
const isText = (v: unknown, max = 100): v is string => typeof v === "string" && v.length <= max;
const isNumber = (v: unknown): v is number => typeof v === "number" && Number.isFinite(v);
const orNull =
  <T>(check: (v: unknown) => v is T) =>
  (v: unknown): v is T | null =>
    v === null || check(v);
const isSeverity = (v: unknown): v is AlertSeverity => (ALERT_SEVERITY_CODES as readonly unknown[]).includes(v);
const isLevel = (v: unknown): v is AlertLevel => typeof v === "string" && LEVELS.includes(v);

function isMetric(v: unknown): v is BatterySnapshotMetric {
  return (
    isObject(v) &&
    isText(v.key, 40) &&
    isText(v.name) &&
    isNumber(v.value) &&
    isText(v.unit, 20) &&
    isSeverity(v.severity) &&
    isLevel(v.level) &&
    isText(v.statusName, 20)
  );
}

/** The stored text as a snapshot, or null when it is not one (an older format, a hand edit). */
export function parseSnapshot(raw: string): BatterySnapshot | null {
  let v: unknown;
  try {
    v = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isObject(v) || !Array.isArray(v.metrics) || v.metrics.length > MAX_METRICS) return null;
  const valid =
    isNumber(v.fetchedAt) &&
    (v.measuredDay === null || (typeof v.measuredDay === "string" && DAY.test(v.measuredDay))) &&
    orNull(isNumber)(v.score) &&
    orNull(isText)(v.grade) &&
    orNull(isText)(v.gradeName) &&
    orNull(isSeverity)(v.severity) &&
    orNull(isLevel)(v.level) &&
    orNull(isNumber)(v.soc) &&
    orNull(isNumber)(v.soh) &&
    orNull(isNumber)(v.rangeKm) &&
    v.metrics.every(isMetric);
  return valid ? (v as unknown as BatterySnapshot) : null;
}

/** The snapshot as stored text, or null when it is not a valid one. */
export function serializeSnapshot(snapshot: BatterySnapshot): string | null {
  const raw = JSON.stringify(snapshot);
  return parseSnapshot(raw) ? raw : null;
}
