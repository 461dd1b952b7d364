/**
 * Real-user vitals the web app reports (`metrics/web-vitals`, docs/operations.md "Real-user vitals"); zod-free, so the
 * web's reporter imports it without the schemas.
 */

/** The Core Web Vitals and the time to first byte; milliseconds, except CLS (unitless). */
export const WEB_VITAL_NAMES = ["LCP", "INP", "CLS", "TTFB"] as const;
export type WebVitalName = (typeof WEB_VITAL_NAMES)[number];

/** Samples one request may carry. */
export const WEB_VITALS_MAX_SAMPLES = 10;
/** Longest route pattern a sample may name. */
export const WEB_VITALS_ROUTE_MAX = 64;
/** The label of a route not in {@link WEB_VITALS_ROUTES}: a visitor cannot create a new metric series. */
export const WEB_VITALS_OTHER_ROUTE = "other";

/**
 * The web app's pages as Next.js route patterns (`router.pathname`), the only routes the API counts vitals under.
 * A contract test keeps this list equal to apps/web/src/pages.
 */
export const WEB_VITALS_ROUTES = [
  "/",
  "/404",
  "/alerts",
  "/alerts/[id]",
  "/auth/identity-verification",
  "/auth/oauth/identity-verification",
  "/board/faq",
  "/board/notice",
  "/board/notice/[id]",
  "/board/qna",
  "/board/qna/[id]",
  "/board/qna/new",
  "/certificate/[id]",
  "/diagnosis",
  "/diagnosis/trial",
  "/driving",
  "/driving/charges/[id]",
  "/driving/log",
  "/driving/tariff",
  "/driving/trips/[id]",
  "/find/id",
  "/find/id/result",
  "/find/password",
  "/find/password/result",
  "/fire-safety",
  "/home",
  "/location-base-onboarding",
  "/main",
  "/menu",
  "/my-info",
  "/nonMemberMain",
  "/obd",
  "/offline",
  "/review",
  "/safety-index",
  "/safety-index/report",
  "/service",
  "/service-pause",
  "/service/payments",
  "/service/payments/[id]",
  "/service/signup/complete",
  "/service/signup/delivery",
  "/service/signup/payment",
  "/service/signup/vehicle",
  "/settings",
  "/settings/alim",
  "/signin",
  "/signup/oauth/complete",
  "/signup/term/[termsCd]",
  "/signup/user",
  "/statistics",
  "/statistics/[metric]",
  "/terms-onboarding",
  "/unauthorized",
] as const;
