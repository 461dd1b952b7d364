/**
 * The service-status part every session page shares (SPEC §2 "session-dependent pages that load service
 * status"). Home, diagnosis, safety index and menu import from here only.
 */
export { useServiceStatus, useUserName, type ServiceStatusResult } from "./api";
export { AppScreen } from "./components/app-screen";
export { ServiceGate } from "./components/service-gate";
export { ServiceNextStep } from "./components/service-next-step";
export { ServiceStatusSummary } from "./components/service-status-summary";
export type { TabKey } from "./components/tab-bar";
export { SESSION_ROUTES } from "./routes";
export { hasServiceAccess, serviceStatusLabel, serviceViewOf, type ServiceView } from "./service-view";
