import { NotFoundScreen } from "@/features/system/status-page-screen";
import type { AppPage } from "@/shared/layout";
import { guardStaticDocumentNavigation } from "@/shared/static-document";

// Served prerendered (hash-only CSP): leaving for a page rendered per request loads it as a new document with its own policy.
guardStaticDocumentNavigation();

/**
 * Prerendered, so a missing address costs no render: Next serves this HTML from the build, outside src/proxy.ts,
 * under the hash-based CSP of prerendered pages (src/server/prerendered-csp.ts), and its scripts run.
 */
const NotFoundPage: AppPage = () => <NotFoundScreen />;
NotFoundPage.layout = "public";
export default NotFoundPage;
