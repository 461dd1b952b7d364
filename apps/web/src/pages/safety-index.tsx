import { withServicePrefetch } from "@/session-frame/server";
import { safetyIndexReads } from "@/features/safety-index/api";
import { SafetyIndexScreen } from "@/features/safety-index/safety-index-screen";
import type { AppPage } from "@/shared/layout";

export const getServerSideProps = withServicePrefetch(...safetyIndexReads);
const SafetyIndexPage: AppPage = () => <SafetyIndexScreen />;
SafetyIndexPage.layout = "app";
export default SafetyIndexPage;
