import { useRouter } from "next/router";
import { useKstToday } from "@/shared/data-freshness";
import { drivingPeriodOf, drivingQuery, statusRangeOf, type DrivingPeriod, type StatusRange } from "../period";
import { BatteryCard } from "./battery-card";
import { BatteryTipsSection } from "./battery-tips";
import { ChargingCoachingCard } from "./charging-coaching";
import { PeriodFigures } from "./period-figures";
import { StatusPeriod } from "./status-period";

/**
 * /driving's content under the service status. Both periods live in the address (`?period=…&range=…`), changed
 * in place (`router.replace`, shallow): reload and Back bring the same figures, and a switch adds no history entry
 * of its own.
 */
export function DrivingContent({ serverToday }: { serverToday?: string }) {
  const router = useRouter();
  // The server's day until the phone's is known, so the hydrating render resolves the presets as the server did.
  const today = useKstToday() ?? serverToday ?? null;
  const period = drivingPeriodOf(router.query);
  const range = today ? statusRangeOf(router.query, today) : null;

  const go = (query: Record<string, string>) =>
    router.replace({ pathname: router.pathname, query }, undefined, { shallow: true, scroll: false });
  const onPeriod = (next: DrivingPeriod) => {
    const query = { ...router.query } as Record<string, string>;
    if (next === "week") delete query.period;
    else query.period = next;
    return go(query);
  };
  const onRange = (next: StatusRange) => go(drivingQuery(period, next));

  return (
    <>
      <PeriodFigures period={period} onPeriod={onPeriod} />
      <ChargingCoachingCard />
      <BatteryCard />
      <StatusPeriod range={range} today={today} onRange={onRange} />
      <BatteryTipsSection />
    </>
  );
}
