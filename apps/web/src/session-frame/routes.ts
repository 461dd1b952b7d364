/** The session pages' links: the app's route table (shared/routes.ts), under the name the session screens use. */
export { ROUTES as SESSION_ROUTES } from "@/shared/routes";
