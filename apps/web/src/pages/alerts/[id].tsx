import { withServicePrefetch } from "@/session-frame/server";
import { AlertDetailScreen } from "@/features/alerts/alert-detail-screen";
import type { AppPage } from "@/shared/layout";

export const getServerSideProps = withServicePrefetch();
const AlertDetailPage: AppPage = () => <AlertDetailScreen />;
AlertDetailPage.layout = "app";
export default AlertDetailPage;
