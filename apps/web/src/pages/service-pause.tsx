import { ServicePauseScreen } from "@/features/system/service-pause-screen";
import type { AppPage } from "@/shared/layout";
import { renderPerRequest } from "@/server/render-per-request";

export const getServerSideProps = renderPerRequest;

const ServicePausePage: AppPage = () => <ServicePauseScreen />;
ServicePausePage.layout = "app";
export default ServicePausePage;
