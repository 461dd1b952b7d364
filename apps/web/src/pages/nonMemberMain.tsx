import { useLandingLiveData } from "@/features/non-member/api";
import { NonMemberMainScreen } from "@/features/non-member/non-member-main-screen";
import type { AppPage } from "@/shared/layout";
import { guardStaticDocumentNavigation } from "@/shared/static-document";

// Served prerendered (hash-only CSP): leaving for a page rendered per request loads it as a new document with its own policy.
guardStaticDocumentNavigation();

/**
 * Prerendered (no getServerSideProps): one HTML for every visitor, served from the build and cacheable, under a
 * hash-based CSP instead of a per-request nonce (src/server/prerendered-csp.ts). The live parts are read by the browser.
 */
const NonMemberMainPage: AppPage = () => <NonMemberMainScreen live={useLandingLiveData()} />;
NonMemberMainPage.layout = "public";
export default NonMemberMainPage;
