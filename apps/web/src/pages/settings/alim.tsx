import { withServicePrefetch } from "@/session-frame/server";
import { AlimSettingsScreen } from "@/features/alerts/alim-settings-screen";
import type { AppPage } from "@/shared/layout";

export const getServerSideProps = withServicePrefetch();
const AlimSettingsPage: AppPage = () => <AlimSettingsScreen />;
AlimSettingsPage.layout = "app";
export default AlimSettingsPage;
