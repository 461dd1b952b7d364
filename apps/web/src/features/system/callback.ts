import { useRouter } from "next/router";
import { DEFAULT_AFTER_SIGN_IN, toSafeCallbackPath } from "@/auth/callback-url";

/**
 * The page to return to, from `?callbackUrl=` (SPEC §2: /service-pause and /unauthorized take one). Honoured
 * only when same-origin (auth/callback-url.ts), as a path; anything else — another site, `javascript:`, a
 * missing value — falls back to /home. Read in the browser, so these pages stay static and never depend on the
 * business API that may be the reason the user is here.
 */
export function safeCallbackPath(raw: unknown, origin: string): string {
  const value = Array.isArray(raw) ? raw[0] : raw;
  return toSafeCallbackPath(value, origin) ?? DEFAULT_AFTER_SIGN_IN;
}

export function useCallbackPath(): string {
  const { query, isReady } = useRouter();
  if (!isReady || typeof window === "undefined") return DEFAULT_AFTER_SIGN_IN;
  return safeCallbackPath(query.callbackUrl, window.location.origin);
}
