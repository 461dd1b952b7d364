import { withServicePrefetch } from "@/session-frame/server";
import { DiagnosisScreen } from "@/features/diagnosis/diagnosis-screen";
import type { AppPage } from "@/shared/layout";

// The intro's two reads are in the first HTML (the other screens read when opened).
export const getServerSideProps = withServicePrefetch("getMainDiagnosisInfo", "getDiagnosisItems");
const DiagnosisPage: AppPage = () => <DiagnosisScreen />;
DiagnosisPage.layout = "app";
export default DiagnosisPage;
