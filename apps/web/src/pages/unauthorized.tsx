import { UnauthorizedScreen } from "@/features/system/unauthorized-screen";
import type { AppPage } from "@/shared/layout";
import { renderPerRequest } from "@/server/render-per-request";

export const getServerSideProps = renderPerRequest;

const UnauthorizedPage: AppPage = () => <UnauthorizedScreen />;
UnauthorizedPage.layout = "app";
export default UnauthorizedPage;
