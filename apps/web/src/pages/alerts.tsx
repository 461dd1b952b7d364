import { withServicePrefetch } from "@/session-frame/server";
import { AlertsScreen } from "@/features/alerts/alerts-screen";
import type { AppPage } from "@/shared/layout";

export const getServerSideProps = withServicePrefetch();
const AlertsPage: AppPage = () => <AlertsScreen />;
AlertsPage.layout = "app";
export default AlertsPage;
