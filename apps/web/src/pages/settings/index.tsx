import { withServicePrefetch } from "@/session-frame/server";
import { settingsReads } from "@/features/settings/api";
import { SettingsScreen } from "@/features/settings/settings-screen";
import type { AppPage } from "@/shared/layout";

export const getServerSideProps = withServicePrefetch(...settingsReads);
const SettingsPage: AppPage = () => <SettingsScreen />;
SettingsPage.layout = "app";
export default SettingsPage;
