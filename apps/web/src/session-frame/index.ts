/**
 * The frame every signed-in screen shares and the service status it shows (SPEC §2 "session-dependent pages that
 * load service status"): a layer below the features (docs/architecture.md "Layers"), which import it from here;
 * pages import `withServicePrefetch` from `@/session-frame/server`.
 */
export { useServiceStatus, useUserName, type ServiceStatusResult } from "./api";
export { AppScreen } from "./components/app-screen";
export { ServiceGate } from "./components/service-gate";
export { ServiceScreen, type ServiceScreenProps } from "./components/service-screen";
export { ServiceNextStep } from "./components/service-next-step";
export { ServiceStatusSummary } from "./components/service-status-summary";
export type { TabKey } from "./components/tab-bar";
export { SESSION_ROUTES } from "./routes";
export { hasServiceAccess, serviceStatusLabel, serviceViewOf, type ServiceView } from "./service-view";
