import { StatusPageScreen } from "@/features/system/status-page-screen";
import type { AppPage } from "@/shared/layout";

const ServerErrorPage: AppPage = () => (
  <StatusPageScreen title="일시적인 오류가 발생했습니다" message="서비스 접속이 원활하지 않습니다. 잠시 후 다시 시도해 주세요." />
);
ServerErrorPage.layout = "public";
export default ServerErrorPage;
