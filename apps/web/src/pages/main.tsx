import { MainScreen } from "@/features/system/main-screen";
import type { AppPage } from "@/shared/layout";

const MainPage: AppPage = () => <MainScreen />;
MainPage.layout = "app";
export default MainPage;
