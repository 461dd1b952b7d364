import { withServicePrefetch } from "@/session-frame/server";
import { FireSafetyScreen } from "@/features/fire-safety/fire-safety-screen";
import type { AppPage } from "@/shared/layout";

export const getServerSideProps = withServicePrefetch();
const FireSafetyPage: AppPage = () => <FireSafetyScreen />;
FireSafetyPage.layout = "app";
export default FireSafetyPage;
