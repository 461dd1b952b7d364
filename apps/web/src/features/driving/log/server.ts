import type { GetServerSideProps } from "next";
import { pageRead, withServicePrefetch, withServiceReads, type PrefetchedProps } from "@/session-frame/server";
import { kstToday } from "@/shared/format-time";
import { logIdOf } from "./log-routes";
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

/**
 * A trip's or a charge's page: its record in the first HTML, read under the key the screen reads it with (the id as a
 * number); an id the address cannot hold is left to the screen, which says so.
 */
export const getTripDetailProps = withServiceReads(({ query }) => {
  const id = logIdOf(query.id);
  return { props: {}, reads: id === null ? [] : [pageRead("getTripDetail", { params: { id } })] };
});
export const getChargeDetailProps = withServiceReads(({ query }) => {
  const id = logIdOf(query.id);
  return { props: {}, reads: id === null ? [] : [pageRead("getChargeDetail", { params: { id } })] };
});
