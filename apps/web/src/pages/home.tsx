import { withServicePrefetch } from "@/session-frame/server";
import { HomeScreen } from "@/features/home/home-screen";
import type { AppPage } from "@/shared/layout";

export const getServerSideProps = withServicePrefetch("getMainInfo");
const HomePage: AppPage = () => <HomeScreen />;
HomePage.layout = "app";
export default HomePage;
