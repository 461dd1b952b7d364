import { TrialScreen } from "@/features/diagnosis/trial/trial-screen";
import type { AppPage } from "@/shared/layout";
import { guardStaticDocumentNavigation } from "@/shared/static-document";

// Served prerendered (hash-only CSP): leaving for a page rendered per request loads it as a new document with its own policy.
guardStaticDocumentNavigation();

/** Prerendered like the landing page (no getServerSideProps): the same HTML for every visitor, the API read in the browser. */
const TrialPage: AppPage = () => <TrialScreen />;
TrialPage.layout = "public";
export default TrialPage;
