import { withSession } from "@/auth/guard";
import { SafetyIndexScreen } from "@/features/safety-index/safety-index-screen";
import type { AppPage } from "@/shared/layout";

export const getServerSideProps = withSession();
const SafetyIndexPage: AppPage = () => <SafetyIndexScreen />;
SafetyIndexPage.layout = "app";
export default SafetyIndexPage;
