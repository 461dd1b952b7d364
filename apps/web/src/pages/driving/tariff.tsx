import { withServicePrefetch } from "@/session-frame/server";
import { TariffScreen } from "@/features/driving/log/tariff-screen";
import type { AppPage } from "@/shared/layout";

export const getServerSideProps = withServicePrefetch(() => [{ call: "getChargingTariff", parts: {} }]);
const TariffPage: AppPage = () => <TariffScreen />;
TariffPage.layout = "app";
export default TariffPage;
