/**
 * The service worker's rules, kept apart from its entry (sw.ts) so a unit test can run them: what a navigation gets
 * when the network does not answer, and which requests it may keep (docs/offline.md).
 */

/**
 * How long a navigation waits for the network before the offline screen is shown. Underground the connection often
 * hangs rather than fails; a page of this app answers within its SSR budget well before this.
 */
export const NAVIGATION_TIMEOUT_MS = 5_000;

/** A same-origin build file under `/_next/static/`: immutable, safe to keep for everyone. */
export function isStaticAsset(url: URL, origin: string): boolean {
  return url.origin === origin && url.pathname.startsWith("/_next/static/");
}

/**
 * Network first for a navigation: the network's answer when it comes within `timeoutMs`; else, or when it fails,
 * the offline screen (`fallback`), so a tap, a reload or back never lands on the browser's error page.
 */
export async function networkFirstNavigation(
  load: () => Promise<Response>,
  fallback: () => Promise<Response | undefined>,
  timeoutMs: number = NAVIGATION_TIMEOUT_MS,
): Promise<Response> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), timeoutMs);
  });
  try {
    const response = await Promise.race([load(), timedOut]);
    if (response) return response;
  } catch {
    // No network: the offline screen below.
  } finally {
    clearTimeout(timer);
  }
  return (await fallback()) ?? Response.error();
}
