import { withServicePrefetch } from "@/session-frame/server";
import { diagnosisReads } from "@/features/diagnosis/api";
import { DiagnosisScreen } from "@/features/diagnosis/diagnosis-screen";
import type { AppPage } from "@/shared/layout";

export const getServerSideProps = withServicePrefetch(...diagnosisReads);
const DiagnosisPage: AppPage = () => <DiagnosisScreen />;
DiagnosisPage.layout = "app";
export default DiagnosisPage;
