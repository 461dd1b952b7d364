import { withServicePrefetch } from "@/session-frame/server";
import { DiagnosisScreen } from "@/features/diagnosis/diagnosis-screen";
import type { AppPage } from "@/shared/layout";

export const getServerSideProps = withServicePrefetch("getMainDiagnosisInfo");
const DiagnosisPage: AppPage = () => <DiagnosisScreen />;
DiagnosisPage.layout = "app";
export default DiagnosisPage;
