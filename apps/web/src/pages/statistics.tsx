import { StatisticsScreen } from "@/features/statistics/statistics-screen";
import { getStatisticsProps, type StatisticsPageProps } from "@/features/statistics/props";
import type { AppPage } from "@/shared/layout";

// The eight metrics are in the first HTML (read with the page): nothing moves in after the first paint.
export const getServerSideProps = getStatisticsProps;
const StatisticsPage: AppPage<StatisticsPageProps> = ({ date }) => <StatisticsScreen date={date} />;
StatisticsPage.layout = "app";
export default StatisticsPage;
