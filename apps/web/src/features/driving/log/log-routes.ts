/**
 * The trip and charge logs' addresses. Named here rather than in shared/routes.ts, which every page loads first
 * (its first-load JS has no room): only /driving's lazy part and these screens link to them.
 */
export const LOG_ROUTES = {
  /** The logs: `?tab=charges` the charges, `?period=…` (`start`, `end` for 직접 선택), `?type=FAST|SLOW`. */
  log: "/driving/log",
  trip: (id: number) => `/driving/trips/${id}`,
  charge: (id: number) => `/driving/charges/${id}`,
  /** The member's charging tariff. */
  tariff: "/driving/tariff",
} as const;

/** `/driving/trips/12` → 12; anything that is not a positive whole number → null (the detail says it cannot be found). */
export function logIdOf(value: unknown): number | null {
  return typeof value === "string" && /^[1-9]\d{0,9}$/.test(value) && Number(value) <= 2_147_483_647 ? Number(value) : null;
}
