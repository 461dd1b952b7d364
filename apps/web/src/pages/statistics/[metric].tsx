import { MetricScreen } from "@/features/statistics/metric-screen";
import { getMetricProps, type MetricPageProps } from "@/features/statistics/props";
import type { AppPage } from "@/shared/layout";

// The metric's day is in the first HTML (read with the page); an unknown metric is a 404.
export const getServerSideProps = getMetricProps;
const MetricPage: AppPage<MetricPageProps> = (props) => <MetricScreen {...props} />;
MetricPage.layout = "app";
export default MetricPage;
