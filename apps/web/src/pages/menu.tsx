import { withSession } from "@/auth/guard";
import { MenuScreen } from "@/features/menu/menu-screen";
import type { AppPage } from "@/shared/layout";

export const getServerSideProps = withSession();
const MenuPage: AppPage = () => <MenuScreen />;
MenuPage.layout = "app";
export default MenuPage;
