/**
 * Limits and references of the vehicle's driving and charging figures, shared by the API and the web app so the
 * screen checks a period the way the API does and judges charging habits with the API's own tip rules
 * (docs/thresholds.md §5 and "Charging coaching").
 */

/** Longest range `main/vehicle/status/statistics` accepts, in days, both ends included. */
export const STATUS_STATISTICS_MAX_DAYS = 366;

/** Charging habits judged over the last 30 days (docs/thresholds.md "Charging coaching"). */
export const CHARGING_HABITS = {
  /**
   * A session "ends high" when it stops above this state of charge, %: the top of the advice table's daily 80–90 %
   * for a nickel (NCM/NCA) pack (contract advice.ts, NICKEL_DAILY_MAX_PCT), so coaching and the diagnosis agree.
   */
  HIGH_SOC_PCT: 90,
  /** Reference: at most this share of sessions ends above HIGH_SOC_PCT (full charges before long trips), %. */
  HIGH_SOC_SHARE_MAX_PCT: 20,
  /** Reference: at most this share of sessions is DC fast charging (the FAST_CHARGE tip's level), %. */
  FAST_SHARE_MAX_PCT: 40,
  /** Fewer sessions than this say too little about a habit to judge it. */
  MIN_SESSIONS: 3,
} as const;
