import type { AlimItem } from "@evsafe/contract";
import { kstDay } from "@/shared/format-time";

/** The Seoul day of a timestamp, from the one time module (the alert screens import it from here). */
export { kstDay };

/** The day an alert concerns: a safety alert's telemetry day, else the day it was sent (Korean time). */
export const alertDay = (item: Pick<AlimItem, "day" | "createdAt">): string => item.day ?? kstDay(item.createdAt);

/** `2026-11-24` → `11월 24일`. */
export function monthDay(day: string): string {
  const [, m, d] = day.split("-");
  return `${Number(m)}월 ${Number(d)}일`;
}

/**
 * One entry of the list: an alert, or the reminders of one condition (docs/thresholds.md §4: a warning or serious
 * state is reminded every 7 days, a caution after 30) gathered so that a long warning does not flood the list.
 */
export interface AlertGroup {
  /** The newest alert's id: the entry opens its detail. */
  id: number;
  latest: AlimItem;
  /** Newest first. */
  items: AlimItem[];
  count: number;
  unreadCount: number;
  /** First and last day the condition was reported. */
  firstDay: string;
  lastDay: string;
}

/**
 * Groups a list that comes newest first: a safety alert joins the group of the next newer alert of the same metric
 * when both have the same severity (one condition reminded), so a metric that got worse or recovered starts a new
 * entry. Alerts without a metric (general ones) stand alone. Entries keep the order of their newest alert; an id
 * seen twice (pages that shifted while loading) counts once.
 */
export function groupAlerts(items: readonly AlimItem[]): AlertGroup[] {
  const groups: AlimItem[][] = [];
  /** Per metric: the group of its newest-so-far older alert, still open for older alerts of the same severity. */
  const open = new Map<string, AlimItem[]>();
  const seen = new Set<number>();
  for (const item of items) {
    if (seen.has(item.id)) continue;
    seen.add(item.id);
    const current = item.metric ? open.get(item.metric) : undefined;
    if (current && current[0]!.severity === item.severity) {
      current.push(item);
      continue;
    }
    const group = [item];
    groups.push(group);
    if (item.metric) open.set(item.metric, group);
  }
  return groups.map((group) => ({
    id: group[0]!.id,
    latest: group[0]!,
    items: group,
    count: group.length,
    unreadCount: group.filter((i) => !i.read).length,
    firstDay: alertDay(group.at(-1)!),
    lastDay: alertDay(group[0]!),
  }));
}
