import type { GetServerSideProps } from "next";
import { withServicePrefetch, type PrefetchedProps } from "@/session-frame/server";
import { kstToday } from "@/shared/format-time";
import { chargeFilterOf, logRangeOf, logTabOf } from "./period";

/** /driving/log's props: the server's KST day, so the browser's first render resolves the same period as the server. */
export interface LogProps extends PrefetchedProps {
  today?: string;
}

/** /driving/log's getServerSideProps: the log the address asks for (trips or charges of its period) in the first HTML. */
export const getLogProps: GetServerSideProps<LogProps> = async (ctx) => {
  const today = kstToday();
  const prefetch = withServicePrefetch(({ query }) => {
    const range = logRangeOf(query, today);
    if (!range) return [];
    const period = { startDate: range.start, endDate: range.end };
    const type = chargeFilterOf(query);
    return logTabOf(query) === "charges"
      ? [{ call: "getChargeLog" as const, parts: { query: { ...period, ...(type ? { chargeType: type } : {}) } } }]
      : [{ call: "getTripLog" as const, parts: { query: period } }];
  });
  const result = await prefetch(ctx);
  if (!("props" in result)) return result;
  return { props: { ...(await result.props), today } };
};
