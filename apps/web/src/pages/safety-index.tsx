import { withServicePrefetch } from "@/session-frame/server";
import { SafetyIndexScreen } from "@/features/safety-index/safety-index-screen";
import type { AppPage } from "@/shared/layout";

// The index, its history and how it is computed are in the first HTML: nothing moves in after the first paint.
export const getServerSideProps = withServicePrefetch("getSdsResultScore", "getSdsScore", "getSdsResultScoreMonth", "getNoticeSdsScore");
const SafetyIndexPage: AppPage = () => <SafetyIndexScreen />;
SafetyIndexPage.layout = "app";
export default SafetyIndexPage;
