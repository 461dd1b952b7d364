import type { Session } from "next-auth";
import { AUTH_BASE_PATH } from "../constants";

/**
 * The session of this browser tab, shared by the provider (auth/client.tsx) and the actions (auth/actions.ts):
 * the last known session, one refresh in flight, the cross-tab channel, and the report of failures to the error
 * policy's table (SPEC §8). No React here.
 */

/** Where a failure of the session machinery is reported (the error policy's sources, SPEC §8). */
export type AuthFailureSource = "auth-session" | "client-fetch" | "auth-providers" | "auth-provider-unknown";

/** The name of the cross-tab channel; messages carry only `{ event: "session", trigger }`, never a token. */
export const SESSION_CHANNEL = "evsafe.session";

export interface BroadcastMessage {
  event: "session";
  trigger: "signin" | "signout";
}

// ------------------------------------------------------------------------------------------ store

type Listener = () => void;

/** One session per browser tab, shared by the provider, the hooks and the actions. */
export const store = {
  /** `undefined` until known. */
  session: undefined as Session | null | undefined,
  /** When the session was last read from the server (ms). */
  lastSync: 0,
  listeners: new Set<Listener>(),
  inflight: null as Promise<Session | null> | null,
};

export function setSession(session: Session | null): void {
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
export function sessionChannel(): BroadcastChannel | null {
  if (channel === undefined) {
    channel = typeof BroadcastChannel === "undefined" ? null : new BroadcastChannel(SESSION_CHANNEL);
  }
  return channel;
}

export function broadcast(trigger: BroadcastMessage["trigger"]): void {
  try {
    sessionChannel()?.postMessage({ event: "session", trigger } satisfies BroadcastMessage);
  } catch {
    // A closed channel (page unloading) only means the other tabs learn at their next visibility change.
  }
}

export const isBroadcastMessage = (data: unknown): data is BroadcastMessage =>
  !!data &&
  typeof data === "object" &&
  (data as BroadcastMessage).event === "session" &&
  ((data as BroadcastMessage).trigger === "signin" || (data as BroadcastMessage).trigger === "signout");

// ------------------------------------------------------------------------------------------ failures

let errorPolicy: Promise<typeof import("@/shared/error-policy")> | undefined;
const loadErrorPolicy = () => (errorPolicy ??= import("@/shared/error-policy"));

/** Hands a failure of the session machinery to the error policy's table (SPEC §8), loaded only now. */
export function reportAuthFailure(source: AuthFailureSource, error: unknown): void {
  void loadErrorPolicy()
    .then((policy) => policy.handleError(error, source))
    .catch((importError: unknown) => console.error(`[auth] ${source}`, error, importError));
}

/** GET one of next-auth's endpoints. `{}` from the server is `null`. Throws when it fails. */
export async function readAuth<T>(path: "session" | "csrf" | "providers"): Promise<T | null> {
  const url = `${AUTH_BASE_PATH}/${path}`;
  const res = await fetch(url, { headers: { "content-type": "application/json" } });
  const data: unknown = await res.json();
  if (!res.ok) throw Object.assign(new Error(`GET ${url} → ${res.status}`), { details: data });
  return data && typeof data === "object" && Object.keys(data).length > 0 ? (data as T) : null;
}

/** Unit tests: forget the tab's session and channel. */
export function resetSessionStore(): void {
  store.session = undefined;
  store.lastSync = 0;
  store.listeners.clear();
  store.inflight = null;
  channel?.close();
  channel = undefined;
}
