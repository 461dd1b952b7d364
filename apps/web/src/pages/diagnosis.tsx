import { withSession } from "@/auth/guard";
import { DiagnosisScreen } from "@/features/diagnosis/diagnosis-screen";
import type { AppPage } from "@/shared/layout";

export const getServerSideProps = withSession();
const DiagnosisPage: AppPage = () => <DiagnosisScreen />;
DiagnosisPage.layout = "app";
export default DiagnosisPage;
