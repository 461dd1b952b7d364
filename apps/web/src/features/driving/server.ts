import type { GetServerSideProps } from "next";
import { withServicePrefetch, type PrefetchedProps } from "@/session-frame/server";
import { kstToday } from "@/shared/format-time";
import { COACHING_PERIOD } from "./api";
import { drivingPeriodOf, statusRangeOf } from "./period";

/** /driving's props: the server's KST day, so the first render in the browser resolves the same presets as the server. */
export interface DrivingProps extends PrefetchedProps {
  today?: string;
}

/**
 * /driving's getServerSideProps: every read of the screen for the periods in the address (the figures' period, the
 * coaching's 30 days, the battery statistics' range), the battery snapshot and the tips, in the first HTML.
 */
export const getDrivingProps: GetServerSideProps<DrivingProps> = async (ctx) => {
  const today = kstToday();
  const prefetch = withServicePrefetch("getVehicleBatteryData", "getBatteryManagementTip", ({ query }) => {
    const x = drivingPeriodOf(query);
    const range = statusRangeOf(query, today);
    // The year's trips and sessions are every one of them (100–180 kB of JSON for the demo accounts), over what a
    // page should carry in its HTML: that panel alone fills in after the page, from a skeleton of its size.
    const tripCharge = x === "year" ? [COACHING_PERIOD] : [...new Set([x, COACHING_PERIOD])];
    return [
      { call: "getVehicleStatistics", parts: { params: { x } } },
      ...tripCharge.map((p) => ({ call: "getVehicleTripCharge" as const, parts: { params: { x: p } } })),
      { call: "getMainVehicleStatusStatistics", parts: { query: { startDate: range.start, endDate: range.end } } },
    ];
  });
  const result = await prefetch(ctx);
  if (!("props" in result)) return result;
  return { props: { ...(await result.props), today } };
};
