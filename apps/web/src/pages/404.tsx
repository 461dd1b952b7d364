import { StatusPageScreen } from "@/features/system/status-page-screen";
import type { AppPage } from "@/shared/layout";

const NotFoundPage: AppPage = () => (
  <StatusPageScreen title="페이지를 찾을 수 없습니다" message="주소가 바뀌었거나 없어진 페이지입니다. 홈에서 다시 찾아 주세요." />
);
NotFoundPage.layout = "public";
export default NotFoundPage;
