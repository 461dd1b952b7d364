import { withServicePrefetch } from "@/session-frame/server";
import { ServiceOverviewScreen } from "@/features/subscription/service/service-overview-screen";
import type { AppPage } from "@/shared/layout";

export const getServerSideProps = withServicePrefetch();
const ServicePage: AppPage = () => <ServiceOverviewScreen />;
ServicePage.layout = "app";
export default ServicePage;
