import { pageRead, withServiceReads } from "@/session-frame/server";
import { monthOf } from "./api";

export interface ReportPageProps extends Record<string, unknown> {
  /** The month in the address (`?month=YYYY-MM`), null for the current one. */
  month: string | null;
}

/** /safety-index/report?month=: the month's report in the first HTML; a malformed month reads the current one. */
export const getReportProps = withServiceReads<ReportPageProps>((ctx) => {
  const month = monthOf(ctx.query.month);
  return { props: { month }, reads: [pageRead("getBatteryReport", month ? { query: { month } } : {})] };
});
