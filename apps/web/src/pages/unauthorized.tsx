import { UnauthorizedScreen } from "@/features/system/unauthorized-screen";
import type { AppPage } from "@/shared/layout";

const UnauthorizedPage: AppPage = () => <UnauthorizedScreen />;
UnauthorizedPage.layout = "app";
export default UnauthorizedPage;
