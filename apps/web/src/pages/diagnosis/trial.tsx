import { TrialScreen } from "@/features/diagnosis/trial/trial-screen";
import type { AppPage } from "@/shared/layout";

/** Prerendered like the landing page (no getServerSideProps): the same HTML for every visitor, the API read in the browser. */
const TrialPage: AppPage = () => <TrialScreen />;
TrialPage.layout = "public";
export default TrialPage;
