/**
 * Routes of the web app (SPEC §2) in one place, so links and redirects never spell paths by hand.
 * Routes marked "later" have no screen yet.
 */
export const ROUTES = {
  nonMemberMain: "/nonMemberMain",
  /** Session pages (SPEC §2). */
  home: "/home",
  menu: "/menu",
  diagnosis: "/diagnosis",
  safetyIndex: "/safety-index",
  /** SPEC §2: the permissions onboarding, where the shell lands after its first permission prompts. */
  main: "/main",
  /** SPEC §2: consent to the location terms, shown once after the first sign-in of an account that has not consented. */
  locationOnboarding: "/location-base-onboarding",
  /** The sign-in page (next-auth `pages.signIn`, docs/auth.md). */
  signIn: "/signin",
  /** Account journeys (SPEC §2; their order and guards: docs/accounts.md). Sign-up starts with the terms. */
  termsOnboarding: "/terms-onboarding",
  /** A term's text: `/signup/term/{termsCd}` (privacy-policy, vehicle-policy, marketing-policy, and the others). */
  termText: "/signup/term",
  identityVerification: "/auth/identity-verification",
  oauthIdentityVerification: "/auth/oauth/identity-verification",
  signUpUser: "/signup/user",
  oauthSignUpComplete: "/signup/oauth/complete",
  findId: "/find/id",
  findIdResult: "/find/id/result",
  findPassword: "/find/password",
  findPasswordResult: "/find/password/result",
  myInfo: "/my-info",
  /** Step 1 of the service sign-up wizard, the vehicle (docs/subscription.md). */
  serviceSignUpVehicle: "/service/signup/vehicle",
  /** Step 2 of the service sign-up wizard, where the OBD device is delivered. */
  serviceSignUpDelivery: "/service/signup/delivery",
  /** Step 3 of the service sign-up, payment (docs/simulators.md); also where a virtual account's deposit is awaited. */
  serviceSignUpPayment: "/service/signup/payment",
  /** Step 4 of the service sign-up wizard: the service terms, then auth/service/signup. */
  serviceSignUpComplete: "/service/signup/complete",
  /** The subscription: status, product, period, payment and receipt, cancellation. */
  service: "/service",
  /** The member's payments (newest first); each payment's receipt at `/service/payments/{tradeId}`. */
  servicePayments: "/service/payments",
  /** later: the public trial of the diagnosis wizard (SPEC §7 safe-diagnosis/result/mock). */
  diagnosisTrial: "/diagnosis/trial",
  /** The OBD device: delivery, installation guide, data link, reconnection. */
  obd: "/obd",
  /** The car and its battery: chemistry, battery-fire recalls of its model, the charging advice for it. */
  vehicle: "/vehicle",
  /** What to do in a battery fire, with the call to 119 (always in the menu). */
  fireSafety: "/fire-safety",
  // The offline screen (/offline, public) is named in shared/offline/caches.ts with the service worker's other
  // names, which keeps it out of every page's first-load JS (docs/offline.md).
  /** The alert centre: safety and general alerts (`?tab=general`), each alert's detail at `/alerts/{id}`. */
  alerts: "/alerts",
  /** The alert settings: the master switch and each kind (users/config/alim), from the menu's 알림 설정. */
  alimSettings: "/settings/alim",
  /** The eight battery metrics (SPEC §7 `<metric>/status/statistics`): their list, each metric at `/statistics/{metric}?date=`. */
  statistics: "/statistics",
  /** Driving and charging: the vehicle's figures by period, charging coaching and the battery care tips. */
  driving: "/driving",
  // The trip and charge logs (/driving/log, /driving/trips/{id}, /driving/charges/{id}, /driving/tariff) are named in
  // features/driving/log/log-routes.ts, which keeps them out of every page's first-load JS.
  /** 1:1 inquiries (SPEC §2): the list, `/board/qna/{id}` an inquiry, `/board/qna/new` a new one; every "문의" links here. */
  inquiryBoard: "/board/qna",
  /** Notices by category; `/board/notice/{id}` a notice. */
  noticeBoard: "/board/notice",
  /** Frequently asked questions by category, with a search. */
  faqBoard: "/board/faq",
  /** The app settings: the home indicator's flicker, alerts, marketing consent, terms, licences, version, sign-out. */
  settings: "/settings",
  /** The member's review of the service: write, read, edit, delete. */
  review: "/review",
} as const;

/** `path?callbackUrl=…` (SPEC §2/§4: sign-in, /unauthorized and /service-pause take a callbackUrl). */
export function withCallback(path: string, callbackUrl: string): string {
  return `${path}?callbackUrl=${encodeURIComponent(callbackUrl)}`;
}
