import type { Session } from "next-auth";
import { AUTH_BASE_PATH } from "../constants";
import { broadcast, readAuth, refreshSession, reportAuthFailure, setSession } from "./session-store";

/**
 * next-auth's client actions (SPEC §7 "authentication library"), written here instead of `next-auth/react`
 * (auth/client.tsx says why): GET session, csrf and providers; POST signin/callback and signout with the CSRF token
 * and `json=true`. Only the pages that sign in or out (and the error policy, itself lazy) load this module.
 */

/** next-auth's answer to `signIn(…, { redirect: false })` (SPEC §3 "sign-in result error, status, ok, url"). */
export interface SignInResponse {
  error: string | null;
  status: number;
  ok: boolean;
  url: string | null;
}

export interface ClientSafeProvider {
  id: string;
  name: string;
  /** SPEC §3: credentials, email, other (oauth/oidc). */
  type: string;
  signinUrl: string;
  callbackUrl: string;
}

/** next-auth's client logger: the failure goes to the server's log through `POST _log` (SPEC §7). */
function postLog(code: string, details: Record<string, unknown>): void {
  try {
    const body = new URLSearchParams({ level: "error", code, details: JSON.stringify(details) });
    const url = `${AUTH_BASE_PATH}/_log`;
    if (typeof navigator !== "undefined" && typeof navigator.sendBeacon === "function") navigator.sendBeacon(url, body);
    else void fetch(url, { method: "POST", body, keepalive: true }).catch(() => {});
  } catch {
    // Logging must never break the caller.
  }
}

/** `readAuth`, but a failure is logged (console through the policy's table, and `POST _log`) and yields null. */
async function fetchAuth<T>(path: "session" | "csrf" | "providers"): Promise<{ ok: boolean; data: T | null }> {
  try {
    return { ok: true, data: await readAuth<T>(path) };
  } catch (error) {
    reportAuthFailure("client-fetch", error);
    postLog("CLIENT_FETCH_ERROR", { url: `${AUTH_BASE_PATH}/${path}`, message: error instanceof Error ? error.message : String(error) });
    return { ok: false, data: null };
  }
}

/** GET session: the session now, or null (none; or the request failed, which is logged). Updates this tab when it answered. */
export async function getSession(): Promise<Session | null> {
  const { ok, data } = await fetchAuth<Session>("session");
  if (ok) setSession(data);
  return data;
}

/** GET csrf → `csrfToken` (null when it could not be fetched: logged). */
export async function getCsrfToken(): Promise<string | null> {
  return (await fetchAuth<{ csrfToken: string }>("csrf")).data?.csrfToken ?? null;
}

/** GET providers → the providers map keyed by id (null when it could not be fetched: logged). */
export async function getProviders(): Promise<Record<string, ClientSafeProvider> | null> {
  return (await fetchAuth<Record<string, ClientSafeProvider>>("providers")).data;
}

const currentUrl = () => `${window.location.pathname}${window.location.search}`;

async function postForm(path: string, fields: Record<string, string>): Promise<{ res: Response; data: { url?: string } }> {
  const csrfToken = await getCsrfToken();
  if (!csrfToken) throw new Error("CSRF 토큰을 받지 못했습니다.");
  const res = await fetch(`${AUTH_BASE_PATH}/${path}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ ...fields, csrfToken, json: "true" }),
  });
  const data = (await res.json().catch(() => ({}))) as { url?: string };
  return { res, data };
}

export interface SignInOptions {
  /** Default: the current page. */
  callbackUrl?: string;
  /** `false`: stay on the page and get the result (credentials providers). Default true (navigate to the answer's url). */
  redirect?: boolean;
  /** The provider's fields (loginId and password; oauthKey). */
  [field: string]: string | boolean | undefined;
}

/**
 * Signs in with a provider (POST callback/{id} for credentials, signin/{id} otherwise, SPEC §7). Providers that
 * cannot be fetched → the auth error page; an unknown provider → the sign-in page with callbackUrl (SPEC §8):
 * both resolve `undefined` while the page navigates. With `redirect: false` resolves with the result; a success
 * refreshes this tab's session and tells the other tabs.
 */
export async function signIn(provider: string, options: SignInOptions = {}): Promise<SignInResponse | undefined> {
  const { callbackUrl = currentUrl(), redirect = true, ...rest } = options;
  const providers = await getProviders();
  if (!providers) {
    reportAuthFailure("auth-providers", new Error("providers unavailable"));
    return undefined;
  }
  const entry = Object.prototype.hasOwnProperty.call(providers, provider) ? providers[provider] : undefined;
  if (!entry) {
    // SPEC §8: to the sign-in page with this sign-in's callbackUrl.
    reportAuthFailure("auth-provider-unknown", Object.assign(new Error(`unknown provider ${provider}`), { callbackUrl }));
    return undefined;
  }
  const isCredentials = entry.type === "credentials";
  const fields: Record<string, string> = { callbackUrl };
  for (const [k, v] of Object.entries(rest)) if (typeof v === "string") fields[k] = v;
  const { res, data } = await postForm(`${isCredentials ? "callback" : "signin"}/${encodeURIComponent(provider)}`, fields);

  if (redirect || !isCredentials) {
    window.location.href = data.url ?? callbackUrl;
    return undefined;
  }
  let error: string | null = null;
  try {
    error = data.url ? new URL(data.url, window.location.origin).searchParams.get("error") : res.ok ? null : "UnknownError";
  } catch {
    error = "UnknownError";
  }
  if (res.ok && !error) {
    await refreshSession();
    broadcast("signin");
  }
  return { error, status: res.status, ok: res.ok && !error, url: error ? null : (data.url ?? null) };
}

export interface SignOutOptions {
  /** Where to go afterwards (default: the current page). */
  callbackUrl?: string;
  /** `false`: clear the session but stay (the caller navigates). Default true. */
  redirect?: boolean;
}

/**
 * POST signout: the server clears the HttpOnly session cookie; the other tabs are told; this tab's session becomes
 * null. Rejects when the server did not confirm (the cookie may still be set).
 */
export async function signOut(options: SignOutOptions = {}): Promise<void> {
  const { callbackUrl = currentUrl(), redirect = true } = options;
  // Nothing of the member stays on the device for offline use, even if the server does not answer (docs/offline.md).
  await import("@/shared/offline/member-data").then((m) => m.clearOfflineMemberData()).catch(() => {});
  const { res, data } = await postForm("signout", { callbackUrl });
  if (!res.ok) throw new Error(`POST ${AUTH_BASE_PATH}/signout → ${res.status}`);
  setSession(null);
  broadcast("signout");
  if (redirect) window.location.href = data.url ?? callbackUrl;
}
