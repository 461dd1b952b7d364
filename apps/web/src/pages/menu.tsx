import { withServicePrefetch } from "@/session-frame/server";
import { MenuScreen } from "@/features/menu/menu-screen";
import type { AppPage } from "@/shared/layout";

export const getServerSideProps = withServicePrefetch();
const MenuPage: AppPage = () => <MenuScreen />;
MenuPage.layout = "app";
export default MenuPage;
