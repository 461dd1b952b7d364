import { ROUTES } from "@/shared/routes";

/**
 * Routes of the session pages (SPEC §2) that shared/routes.ts does not list yet, plus the ones they link to.
 * The lead may fold these into `ROUTES`; until then links use this table, never hand-spelled paths.
 */
export const SESSION_ROUTES = {
  home: ROUTES.home,
  menu: "/menu",
  diagnosis: "/diagnosis",
  safetyIndex: "/safety-index",
  /** SPEC §2: joining starts with the terms onboarding. */
  termsOnboarding: ROUTES.termsOnboarding,
  inquiryBoard: ROUTES.inquiryBoard,
} as const;
