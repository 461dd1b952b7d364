import { createContext, useContext, useEffect, useState, type ReactNode } from "react";
import type { Session } from "next-auth";
import { AUTH_BASE_PATH } from "./config";
import { SESSION_CLIENT_CACHE_S } from "./session-config";

/**
 * The browser side of next-auth (the endpoints under /api/auth stay next-auth's own, SPEC §2/§7), written here
 * instead of using `next-auth/react`: that client costs 8 kB gzip of first-load JS on every page (its Babel
 * runtime, logger and helpers), which alone is half of the web app's budget (docs/performance.md). This one does
 * what SPEC §4 asks and no more, with the same names, so it reads like next-auth's documentation:
 *
 * - `SessionProvider` / `useSession()`: `loading` while the first fetch is pending, then `authenticated` or
 *   `unauthenticated`; refetch when the tab becomes visible (at most once per the 10 s client cache), on a
 *   cross-tab broadcast, and on a polling interval in seconds, only while online unless refetchWhenOffline is
 *   not false.
 * - `signIn` / `signOut`: the CSRF-protected form posts with `json=true` (STACK-NOTES), broadcast to the other
 *   tabs on a `BroadcastChannel` (no local storage: the storage module owns every key, nothing else writes there).
 * - `getSession`, `getCsrfToken`, `getProviders`: GET session, csrf, providers; a failure is logged (console and
 *   `POST _log`) and yields null (SPEC §8).
 *
 * SPEC §8's rows about the session machinery go through the error policy's table (loaded only when one happens):
 * a failed session refetch is silent (the last known session stays), a failed client fetch is logged, providers
 * that cannot be fetched go to the auth error page, an unknown provider to the sign-in page with callbackUrl.
 */

export type SessionStatus = "loading" | "authenticated" | "unauthenticated";

export interface SessionContextValue {
  data: Session | null;
  status: SessionStatus;
  /** Fetches the session now (no broadcast) and resolves with it. */
  update: () => Promise<Session | null>;
}

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

/** Where a failure of the session machinery is reported (the error policy's sources, SPEC §8). */
type AuthFailureSource = "auth-session" | "client-fetch" | "auth-providers" | "auth-provider-unknown";

/** The name of the cross-tab channel; messages carry only `{ event: "session", trigger }`, never a token. */
export const SESSION_CHANNEL = "evsafe.session";

interface BroadcastMessage {
  event: "session";
  trigger: "signin" | "signout";
}

// ------------------------------------------------------------------------------------------ store

type Listener = () => void;

/** One session per browser tab, shared by the provider, the hooks and the actions. */
const store = {
  /** `undefined` until known. */
  session: undefined as Session | null | undefined,
  /** When the session was last read from the server (ms). */
  lastSync: 0,
  listeners: new Set<Listener>(),
  inflight: null as Promise<Session | null> | null,
};

function setSession(session: Session | null): void {
  store.session = session;
  store.lastSync = Date.now();
  for (const listener of [...store.listeners]) listener();
}

/**
 * Reads the session from the server, one request at a time per tab (however many triggers ask), and stores it.
 * A failed read is silent (SPEC §8) and keeps the last known session: a driver on a flaky connection is not
 * signed out by a dropped request; the next trigger tries again.
 */
export function refreshSession(): Promise<Session | null> {
  if (store.inflight) return store.inflight;
  const run = (async () => {
    try {
      setSession(await readAuth<Session>("session"));
    } catch (error) {
      reportAuthFailure("auth-session", error);
      if (store.session === undefined) setSession(null); // nothing known: settle "loading" as signed out
    }
    return store.session ?? null;
  })().finally(() => {
    store.inflight = null;
  });
  store.inflight = run;
  return run;
}

// ------------------------------------------------------------------------------------------ broadcast

let channel: BroadcastChannel | null | undefined;
function sessionChannel(): BroadcastChannel | null {
  if (channel === undefined) {
    channel = typeof BroadcastChannel === "undefined" ? null : new BroadcastChannel(SESSION_CHANNEL);
  }
  return channel;
}

function broadcast(trigger: BroadcastMessage["trigger"]): void {
  try {
    sessionChannel()?.postMessage({ event: "session", trigger } satisfies BroadcastMessage);
  } catch {
    // A closed channel (page unloading) only means the other tabs learn at their next visibility change.
  }
}

const isBroadcastMessage = (data: unknown): data is BroadcastMessage =>
  !!data &&
  typeof data === "object" &&
  (data as BroadcastMessage).event === "session" &&
  ((data as BroadcastMessage).trigger === "signin" || (data as BroadcastMessage).trigger === "signout");

// ------------------------------------------------------------------------------------------ failures

let errorPolicy: Promise<typeof import("@/shared/error-policy")> | undefined;
const loadErrorPolicy = () => (errorPolicy ??= import("@/shared/error-policy"));

/** Hands a failure of the session machinery to the error policy's table (SPEC §8), loaded only now. */
function reportAuthFailure(source: AuthFailureSource, error: unknown): void {
  void loadErrorPolicy()
    .then((policy) => policy.handleError(error, source))
    .catch((importError: unknown) => console.error(`[auth] ${source}`, error, importError));
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

/** GET one of next-auth's endpoints. `{}` from the server is `null`. Throws when it fails. */
async function readAuth<T>(path: "session" | "csrf" | "providers"): Promise<T | null> {
  const url = `${AUTH_BASE_PATH}/${path}`;
  const res = await fetch(url, { headers: { "content-type": "application/json" } });
  const data: unknown = await res.json();
  if (!res.ok) throw Object.assign(new Error(`GET ${url} → ${res.status}`), { details: data });
  return data && typeof data === "object" && Object.keys(data).length > 0 ? (data as T) : null;
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

// ------------------------------------------------------------------------------------------ actions

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
    reportAuthFailure("auth-provider-unknown", new Error(`unknown provider ${provider}`));
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
  const { res, data } = await postForm("signout", { callbackUrl });
  if (!res.ok) throw new Error(`POST ${AUTH_BASE_PATH}/signout → ${res.status}`);
  setSession(null);
  broadcast("signout");
  if (redirect) window.location.href = data.url ?? callbackUrl;
}

// ------------------------------------------------------------------------------------------ React

const SessionContext = createContext<SessionContextValue | undefined>(undefined);

export interface SessionProviderProps {
  children: ReactNode;
  /** From getServerSideProps: the session is known (null: none), so the provider starts there without a fetch. */
  session?: Session | null;
  /** SPEC §4: refetch when the tab becomes visible (default on), at most once per the 10 s client cache. */
  refetchOnWindowFocus?: boolean;
  /** Polling interval in seconds; 0 = none. */
  refetchInterval?: number;
  /** SPEC §4: polling runs only while online unless this is not false. Default false. */
  refetchWhenOffline?: boolean;
}

/** Render once in _app around everything. */
export function SessionProvider({
  children,
  session: initial,
  refetchOnWindowFocus = true,
  refetchInterval = 0,
  refetchWhenOffline = false,
}: SessionProviderProps) {
  // The first render uses the server's session (hydration must match the server's HTML).
  const [value, setValue] = useState<{ session: Session | null | undefined }>(() => {
    if (initial !== undefined && typeof window !== "undefined") {
      store.session = initial;
      store.lastSync = Date.now();
    }
    return { session: initial !== undefined ? initial : store.session };
  });

  // Follow the store; with no session from the server, fetch it.
  useEffect(() => {
    const listener = () => setValue((v) => (v.session === store.session ? v : { session: store.session }));
    store.listeners.add(listener);
    if (store.session === undefined) void refreshSession();
    else listener();
    return () => {
      store.listeners.delete(listener);
    };
  }, []);

  // A page rendered on the server later (client navigation to a guarded page) brings a fresher session.
  useEffect(() => {
    if (initial !== undefined && initial !== store.session) setSession(initial);
  }, [initial]);

  // Cross-tab: another tab signed in or out → read the session again (no re-broadcast).
  useEffect(() => {
    const ch = sessionChannel();
    if (!ch) return;
    const onMessage = (event: MessageEvent) => {
      if (isBroadcastMessage(event.data)) void refreshSession();
    };
    ch.addEventListener("message", onMessage);
    return () => ch.removeEventListener("message", onMessage);
  }, []);

  // Visible again → refetch unless read within the client cache (SPEC §9: 10 s); nothing to refresh when signed out.
  useEffect(() => {
    if (!refetchOnWindowFocus) return;
    const onVisibility = () => {
      if (document.visibilityState !== "visible" || !store.session) return;
      if (Date.now() - store.lastSync < SESSION_CLIENT_CACHE_S * 1000) return;
      void refreshSession();
    };
    document.addEventListener("visibilitychange", onVisibility);
    return () => document.removeEventListener("visibilitychange", onVisibility);
  }, [refetchOnWindowFocus]);

  // Polling (SPEC §4: only while online unless refetchWhenOffline is not false).
  useEffect(() => {
    if (!refetchInterval) return;
    let online = navigator.onLine !== false;
    const onOnline = () => (online = true);
    const onOffline = () => (online = false);
    window.addEventListener("online", onOnline);
    window.addEventListener("offline", onOffline);
    const timer = setInterval(() => {
      if (!store.session || (!online && !refetchWhenOffline)) return;
      void refreshSession();
    }, refetchInterval * 1000);
    return () => {
      clearInterval(timer);
      window.removeEventListener("online", onOnline);
      window.removeEventListener("offline", onOffline);
    };
  }, [refetchInterval, refetchWhenOffline]);

  const session = value.session;
  const context: SessionContextValue = {
    data: session ?? null,
    status: session === undefined ? "loading" : session ? "authenticated" : "unauthenticated",
    update: refreshSession,
  };
  return <SessionContext.Provider value={context}>{children}</SessionContext.Provider>;
}

/** The session and its status (SPEC §4). Outside a SessionProvider: loading. */
export function useSession(): SessionContextValue {
  return useContext(SessionContext) ?? { data: null, status: "loading", update: refreshSession };
}

/** Unit tests: forget the tab's session and channel. */
export function resetSessionClient(): void {
  store.session = undefined;
  store.lastSync = 0;
  store.listeners.clear();
  store.inflight = null;
  channel?.close();
  channel = undefined;
}
