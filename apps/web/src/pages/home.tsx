import { withServicePrefetch } from "@/session-frame/server";
import { homeReads } from "@/features/home/api";
import { HomeScreen } from "@/features/home/home-screen";
import type { AppPage } from "@/shared/layout";

export const getServerSideProps = withServicePrefetch(...homeReads);
const HomePage: AppPage = () => <HomeScreen />;
HomePage.layout = "app";
export default HomePage;
