import { withServicePrefetch } from "@/session-frame/server";
import { ObdScreen } from "@/features/obd/obd-screen";
import type { AppPage } from "@/shared/layout";

export const getServerSideProps = withServicePrefetch();
const ObdPage: AppPage = () => <ObdScreen />;
ObdPage.layout = "app";
export default ObdPage;
