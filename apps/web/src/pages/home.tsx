import { withSession } from "@/auth/guard";
import { HomeScreen } from "@/features/home/home-screen";
import type { AppPage } from "@/shared/layout";

export const getServerSideProps = withSession();
const HomePage: AppPage = () => <HomeScreen />;
HomePage.layout = "app";
export default HomePage;
