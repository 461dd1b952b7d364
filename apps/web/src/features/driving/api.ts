import type { calls, Result } from "@evsafe/contract";
import { useScreenData } from "@/shared/screen-data";
import type { DrivingPeriod, StatusRange } from "./period";
import { useApi } from "@/shared/fetcher";

/** GET vehicle/statistics/{x}: the period's totals and one point per day (per month for a year). */
export type VehicleStatistics = Result<(typeof calls)["getVehicleStatistics"]>;
/** GET vehicle/trip-charge/{x}: the period's trips and charging sessions, newest first. */
export type TripCharge = Result<(typeof calls)["getVehicleTripCharge"]>;
/** GET vehicle/battery-data: the latest day's battery snapshot. */
export type BatteryData = Result<(typeof calls)["getVehicleBatteryData"]>;
/** GET main/vehicle/status/statistics: the battery's daily figures over a range. */
export type StatusStatistics = Result<(typeof calls)["getMainVehicleStatusStatistics"]>;
/** GET main/battery-management-tip. */
export type BatteryTips = Result<(typeof calls)["getBatteryManagementTip"]>;

/** The window the charging coaching judges: `trip-charge/month`, the last 30 days (like the battery tips). */
export const COACHING_PERIOD: DrivingPeriod = "month";

export const useVehicleStatistics = (period: DrivingPeriod) => useScreenData("getVehicleStatistics", { params: { x: period } });
export const useTripCharge = (period: DrivingPeriod) => useScreenData("getVehicleTripCharge", { params: { x: period } });
export const useBatteryData = () => useScreenData("getVehicleBatteryData");
export const useBatteryTips = () => useScreenData("getBatteryManagementTip");
/** main/info, for the car's battery (chemistry, recall, level) the charging coaching advises on; shared with /home's cache. */
export const useCarBattery = () => useApi("getMainInfo");
/** `null` range = not yet (the day is not known before hydration). */
export const useStatusStatistics = (range: StatusRange | null) =>
  useScreenData("getMainVehicleStatusStatistics", range ? { query: { startDate: range.start, endDate: range.end } } : null);
