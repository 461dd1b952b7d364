import { MainScreen } from "@/features/system/main-screen";
import type { AppPage } from "@/shared/layout";
import { withSession } from "@/auth/server/guard";

// SPEC §2: the target after the first permissions are granted, for signed-in users.
export const getServerSideProps = withSession();

const MainPage: AppPage = () => <MainScreen />;
MainPage.layout = "app";
export default MainPage;
