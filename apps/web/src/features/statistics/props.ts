import { pageRead, withServiceReads } from "@/session-frame/server";
import { kstToday } from "@/shared/format-time";
import { resolveDate, type DateNotice } from "./dates";
import { METRICS, metricInfo } from "./metrics";

export interface StatisticsPageProps extends Record<string, unknown> {
  /** Today (KST) on the server: the day the list asks each metric for. */
  date: string;
}

export interface MetricPageProps extends Record<string, unknown> {
  metric: string;
  /** The metric's Korean name (the page's heading, so the page need not carry the metrics module). */
  name: string;
  /** The day shown (docs/statistics.md "The date lives in the address"). */
  date: string;
  /** Why the address's date is not the day shown, with what it asked; null when it is. */
  notice: DateNotice | null;
  asked: string | null;
}

/** /statistics: the eight metrics of today, read with the page so the first HTML is complete. */
export const getStatisticsProps = withServiceReads<StatisticsPageProps>(() => {
  const date = kstToday();
  return { props: { date }, reads: METRICS.map((m) => pageRead(m.call, { query: { date } })) };
});

/** /statistics/{metric}?date=: an unknown metric is a 404; the date resolved against the server's KST day. */
export const getMetricProps = withServiceReads<MetricPageProps>((ctx) => {
  const info = metricInfo(ctx.params?.metric);
  if (!info) return { notFound: true };
  const { date, notice, asked } = resolveDate(ctx.query.date, kstToday());
  return { props: { metric: info.metric, name: info.name, date, notice, asked }, reads: [pageRead(info.call, { query: { date } })] };
});
