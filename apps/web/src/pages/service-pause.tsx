import { ServicePauseScreen } from "@/features/system/service-pause-screen";
import type { AppPage } from "@/shared/layout";

const ServicePausePage: AppPage = () => <ServicePauseScreen />;
ServicePausePage.layout = "app";
export default ServicePausePage;
