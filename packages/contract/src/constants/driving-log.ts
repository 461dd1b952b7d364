/**
 * The trip and charge logs (docs/driving-log.md): where a charge happened, and the charging tariff a member sets
 * with its published defaults, shared by the API (which checks and prices) and the web app (which says the same
 * limits under the field before asking).
 */

/** Where a charging session happened, as the device's location class reports it. */
export const CHARGE_PLACE = { HOME: "HOME", WORK: "WORK", PUBLIC: "PUBLIC", HIGHWAY: "HIGHWAY" } as const;
export type ChargePlace = (typeof CHARGE_PLACE)[keyof typeof CHARGE_PLACE];
export const CHARGE_PLACE_LABEL: Record<ChargePlace, string> = {
  HOME: "집",
  WORK: "직장·차고지",
  PUBLIC: "공용 충전소",
  HIGHWAY: "고속도로 휴게소",
};

/**
 * Default tariff (원/kWh, VAT included): the public fast-charger rate of 환경부/한국환경공단 for chargers of 100 kW and
 * more (50 kW chargers: 324.4), and a typical member rate of AC (완속) public chargers. The figures and the day they were
 * relied on are in docs/driving-log.md "Tariff"; a member changes them in the charge log's tariff form.
 */
export const DEFAULT_TARIFF = {
  dcWonPerKwh: 347.2,
  acWonPerKwh: 290,
  source: "환경부·한국환경공단 공공 급속충전기 요금(100 kW 이상 347.2원/kWh, 50 kW 324.4원/kWh), 완속은 주요 사업자 회원가 기준",
  asOf: "2025-06-30",
} as const;

/** A tariff the member types is checked against this range, 원/kWh, both ends included. */
export const TARIFF_WON_PER_KWH = { MIN: 1, MAX: 2000 } as const;

/** Longest range the trip and charge logs accept, in days, both ends included. */
export const LOG_MAX_DAYS = 366;
