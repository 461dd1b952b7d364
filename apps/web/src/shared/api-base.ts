/** SPEC §7/§9: the business API's HTTP timeout. */
export const HTTP_TIMEOUT_MS = 150_000;

/**
 * `/{product}/api` as seen from here: same-origin in the browser (src/server/api-forward.ts streams it to API_ORIGIN),
 * the API origin itself on the server. The validated server environment (zod) is imported only on the server,
 * so it never reaches a browser bundle.
 */
export async function apiBase(): Promise<string> {
  if (typeof window === "undefined") {
    const { API_ORIGIN, PRODUCT } = (await import("../server/env")).serverEnv();
    return `${API_ORIGIN}/${PRODUCT}/api`;
  }
  return `/${process.env.NEXT_PUBLIC_PRODUCT ?? "evsafe"}/api`;
}
