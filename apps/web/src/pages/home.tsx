import { withServicePrefetch } from "@/session-frame/server";
import { HomeScreen } from "@/features/home/home-screen";
import type { AppPage } from "@/shared/layout";

// Every read of the dashboard is in the first HTML: the page paints complete, nothing moves in after (CLS, LCP).
export const getServerSideProps = withServicePrefetch(
  "getMainInfo",
  "getMainIsEmpty",
  "getObd",
  "getMainFlicker",
  "getAlim",
  "getMainScoreInfo",
  "getSdsScore",
  "getMainDriveInfo",
  "getMainDiagnosisInfo",
);
const HomePage: AppPage = () => <HomeScreen />;
HomePage.layout = "app";
export default HomePage;
