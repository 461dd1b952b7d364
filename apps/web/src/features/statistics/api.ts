import type { MetricStatistics } from "@evsafe/contract";
import { useScreenData, type ScreenData } from "@/shared/screen-data";
import type { MetricInfo } from "./metrics";

/** One metric's day and its 30 days (`<metric>/status/statistics?date=`). */
export function useMetricStatistics(info: MetricInfo, date: string): ScreenData<MetricStatistics> {
  return useScreenData(info.call, { query: { date } });
}

/**
 * The eight metrics of a day as one read for the list: there once every answer is, the first failure otherwise,
 * and 다시 시도 asks again for those that failed. The calls are written out (hooks cannot run in a loop).
 */
export function useAllMetricStatistics(date: string): ScreenData<MetricStatistics[]> {
  const q = { query: { date } };
  const reads = [
    useScreenData("getCellVoltageBalanceStatistics", q),
    useScreenData("getModuleTempBalanceStatistics", q),
    useScreenData("getVoltageBySocStatistics", q),
    useScreenData("getPackVoltageStatistics", q),
    useScreenData("getEnergyEfficiencyStatistics", q),
    useScreenData("getEnergyUseEfficiencyStatistics", q),
    useScreenData("getTripChargeRatioStatistics", q),
    useScreenData("getRapidAccelerationStatistics", q),
  ];
  const all = reads.map((r) => r.data);
  const complete = all.every((d) => d !== undefined);
  return {
    data: complete ? (all as MetricStatistics[]) : undefined,
    error: reads.find((r) => r.error && r.data === undefined)?.error,
    isLoading: reads.some((r) => r.isLoading),
    retry: () => reads.filter((r) => r.data === undefined).forEach((r) => r.retry()),
    replace: () => {},
  };
}
