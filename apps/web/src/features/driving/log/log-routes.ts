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
