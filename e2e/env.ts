/** Where the end-to-end suite runs its own servers (ports away from `npm start`'s 3000/4000). */
export const API_PORT = Number(process.env.E2E_API_PORT ?? 4100);
export const WEB_PORT = Number(process.env.E2E_WEB_PORT ?? 3100);
export const API_ORIGIN = `http://127.0.0.1:${API_PORT}`;
export const WEB_ORIGIN = `http://127.0.0.1:${WEB_PORT}`;
export const PRODUCT = "evsafe";
/** The business API base, reached directly (fixtures) — pages reach it through the web origin. */
export const API_BASE = `${API_ORIGIN}/${PRODUCT}/api`;
/** Every demo account's password (apps/api/src/db/seed/accounts.ts). */
export const DEMO_PASSWORD = "Demo1234!";
/**
 * The tag of tests that assert timings (a change within the loading overlay's show delay): `e2e/scripts/run.mjs` runs
 * them on their own after the parallel stacks, with the machine to themselves.
 */
export const TIMING_TAG = "@timing";
/**
 * The tag of tests whose outcome does not depend on the phone: HTTP answers, build output, and the accessibility
 * checks (axe at the phone's own size and again at 360×640, the safe areas set by CDP). They run on the first
 * profile (pixel7) only; the iphone14 profile leaves them out (playwright.config.ts). every-screen.spec.ts makes its
 * direct load on both phones and runs its checks after it only on the profile that runs this tag. Journeys never
 * carry it.
 */
export const ONE_PHONE_TAG = "@one-phone";
