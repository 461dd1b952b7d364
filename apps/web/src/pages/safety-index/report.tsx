import { ReportScreen } from "@/features/battery-report/report-screen";
import { getReportProps, type ReportPageProps } from "@/features/battery-report/report-server";
import type { AppPage } from "@/shared/layout";

// The month's report is in the first HTML (read with the page); ?month=YYYY-MM picks a past month.
export const getServerSideProps = getReportProps;
const ReportPage: AppPage<ReportPageProps> = (props) => <ReportScreen {...props} />;
ReportPage.layout = "app";
export default ReportPage;
