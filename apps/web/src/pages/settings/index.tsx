import { withServicePrefetch } from "@/session-frame/server";
import { SettingsScreen } from "@/features/settings/settings-screen";
import type { AppPage } from "@/shared/layout";

// The flicker period, marketing consent and the terms are in the first HTML: the sections paint complete.
export const getServerSideProps = withServicePrefetch("getMainFlicker", "getAgreeMarketing", "getAgreeList");
const SettingsPage: AppPage = () => <SettingsScreen />;
SettingsPage.layout = "app";
export default SettingsPage;
