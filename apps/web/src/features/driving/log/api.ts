import type { calls, Result } from "@evsafe/contract";
import { useScreenData } from "@/shared/screen-data";
import type { ChargeFilter, LogRange } from "./period";

/** GET vehicle/trips: a period's trips, newest first, with the totals /driving shows for the same days. */
export type TripLog = Result<(typeof calls)["getTripLog"]>;
/** GET vehicle/charges: a period's charging sessions with their cost at the member's tariff. */
export type ChargeLog = Result<(typeof calls)["getChargeLog"]>;
export type TripDetail = Result<(typeof calls)["getTripDetail"]>;
export type ChargeDetail = Result<(typeof calls)["getChargeDetail"]>;
export type Tariff = Result<(typeof calls)["getChargingTariff"]>;

/** `null` range = not yet (the day is not known before hydration, or the chosen range breaks a rule). */
export const useTripLog = (range: LogRange | null) =>
  useScreenData("getTripLog", range ? { query: { startDate: range.start, endDate: range.end } } : null);
export const useChargeLog = (range: LogRange | null, type: ChargeFilter) =>
  useScreenData(
    "getChargeLog",
    range ? { query: { startDate: range.start, endDate: range.end, ...(type ? { chargeType: type } : {}) } } : null,
  );
export const useTripDetail = (id: number | null) => useScreenData("getTripDetail", id === null ? null : { params: { id } });
export const useChargeDetail = (id: number | null) => useScreenData("getChargeDetail", id === null ? null : { params: { id } });
export const useTariff = () => useScreenData("getChargingTariff");

/** Calls that carry a cost: after the tariff changes, these are read again. */
export const PRICED_CALLS: readonly string[] = ["getChargeLog", "getChargeDetail", "getTripDetail", "getChargingTariff"];

/** PUT vehicle/charging-tariff, the api-client loaded with the action rather than with the screen. */
export async function saveTariff(body: { dcWonPerKwh: number; acWonPerKwh: number }) {
  const { api } = await import("@/shared/api-client");
  return api("putChargingTariff", { body });
}
