import { ERROR_CODES, SERVICE_EXPIRED_MESSAGE } from "@evsafe/contract/constants/errors";
import Router from "next/router";
import { openModal, type ModalOptions } from "./modal/store";
import { withoutModalQuery } from "./modal/url";
import { errorPolicySignOut } from "./error-policy-sign-out";
import { ROUTES, withCallback } from "./routes";
import { getAccessToken, markSignOutHere } from "./session-token";

/**
 * SPEC §8 (error catalogue) as one table. Screens never decide what an error means: they hand it to
 * `handleError` (or call `api(name, { policy: true })`), and this table decides. docs/error-policy.md is a
 * copy of the table with the test of each row.
 *
 *   resolveErrorAction(error, { pathname, asPath, source })  → what to do (pure; first matching row wins)
 *   runErrorAction(action, { router, modal, signOut })        → does it (dialogs, sign-out, navigation)
 */

/** SPEC §8 "other errors": service access is not smooth, please retry. */
export const DEFAULT_ERROR_MESSAGE = "서비스 접속이 원활하지 않습니다. 잠시 후 다시 시도해 주세요.";

/** Pages the table sends people to (SPEC §2). */
export const POLICY_ROUTES = {
  /** SPEC §2/§8: shown after a forced sign-out; takes a callbackUrl. */
  unauthorized: "/unauthorized",
  /** SPEC §2/§8: shown on gateway errors; takes a callbackUrl. */
  servicePause: "/service-pause",
  /** SPEC §8: an expired service clears history to the menu. */
  menu: "/menu",
  /** SPEC §8: the default error dialog links to the inquiry board. */
  inquiryBoard: ROUTES.inquiryBoard,
  /**
   * next-auth's error page (`/api/auth/error`, which shows our sign-in page with the error), named: without a name
   * it lands on `?error=undefined`. The name is one of auth/errors.ts (not imported: its texts would join every page).
   */
  authError: "/api/auth/error?error=ProvidersUnavailable",
  signIn: ROUTES.signIn,
} as const;

/**
 * Where a failure came from. Business-API calls are `api` (the default); the others are failures of the
 * session machinery, reported by whoever meets them (SPEC §8 names each).
 */
export type ErrorSource =
  | "api"
  /** `GET /api/auth/session` failed (next-auth's SessionProvider). */
  | "auth-session"
  /** A client fetch of next-auth (csrf, providers, session) failed: next-auth logs it and answers null. */
  | "client-fetch"
  /** Activating a token (the push device token after the bridge gave it) failed. */
  | "token-activation"
  /** next-auth's `signIn()` could not fetch the providers list. */
  | "auth-providers"
  /** next-auth's `signIn()` was given a provider that is not configured. */
  | "auth-provider-unknown";

export interface ErrorContext {
  /** The current page's path without query (`/home`). */
  pathname: string;
  /** The current path with query (`/home?tab=1`): the callbackUrl of redirects. */
  asPath: string;
  source?: ErrorSource;
}

/** What the table decided. `rule` names the row (tests and the doc refer to it). */
export type ErrorAction =
  | { kind: "silent"; rule: ErrorRule }
  /** Logged only; the caller's result is `null`. */
  | { kind: "log"; rule: ErrorRule; error: unknown }
  /** next-auth signOut (clears the session cookie), then `redirectTo`; the call rejects with `message`. */
  | { kind: "sign-out"; rule: ErrorRule; redirectTo: string; message: string }
  | {
      kind: "dialog";
      rule: ErrorRule;
      message: string;
      inquiryLink: boolean;
      /** The failed call's `x-request-id`, shown as 문의 번호 in the default error dialog (docs/operations.md). */
      requestId?: string;
      force: boolean;
      then: "stay" | "back" | "clear-history-to-menu";
      /** A service notice instead of the error dialog: its title, and a first button leading to `yesTo` (after `then`). */
      notice?: { title: string; yes: string; no: string; yesTo: string };
    }
  /** `hard`: a full-page navigation (the target is not a page of this app, e.g. next-auth's API routes). */
  | { kind: "redirect"; rule: ErrorRule; to: string; hard: boolean };

/** What the table reads from an error. */
export interface ErrorFacts {
  source: ErrorSource;
  /** HTTP status; 0 = the API was not reached; null = not an API error. */
  status: number | null;
  code: string | null;
  /** The server's (or the api-client's Korean) message; null for errors that are not API errors. */
  message: string | null;
  isAborted: boolean;
  pathname: string;
  /** The current page as a callbackUrl: without `modal=true`, and never nesting an existing callbackUrl page. */
  callbackUrl: string;
  /** The id the failed API call was sent with; null when none. */
  requestId: string | null;
}

type ActionBody<A = ErrorAction> = A extends ErrorAction ? Omit<A, "rule"> : never;

interface ErrorPolicyRow {
  rule: string;
  /** The SPEC §8 line this row implements (or why the row exists). */
  spec: string;
  when: (f: ErrorFacts) => boolean;
  then: (f: ErrorFacts) => ActionBody;
}

const isServiceExpired = (f: ErrorFacts) => f.code === ERROR_CODES.SERVICE_EXPIRED || f.message === SERVICE_EXPIRED_MESSAGE;

/** SPEC §8, row by row. First match wins; the last row matches everything. */
export const ERROR_POLICY = [
  {
    rule: "aborted",
    spec: "(ours) A request its caller cancelled (left the page) is nobody's error",
    when: (f) => f.isAborted,
    then: () => ({ kind: "silent" }),
  },
  {
    rule: "auth-session",
    spec: "Failures of the auth session call are silent",
    when: (f) => f.source === "auth-session",
    then: () => ({ kind: "silent" }),
  },
  {
    rule: "client-fetch",
    spec: "A client fetch failure is logged and yields null",
    when: (f) => f.source === "client-fetch",
    then: (f) => ({ kind: "log", error: f }),
  },
  {
    rule: "token-activation",
    spec: "Token activation errors are logged only",
    when: (f) => f.source === "token-activation",
    then: (f) => ({ kind: "log", error: f }),
  },
  {
    rule: "auth-providers",
    spec: "If the providers list cannot be fetched, sign-in goes to the error page",
    when: (f) => f.source === "auth-providers",
    then: () => ({ kind: "redirect", to: POLICY_ROUTES.authError, hard: true }),
  },
  {
    rule: "auth-provider-unknown",
    spec: "If the provider is unknown, it goes to the sign-in page with callbackUrl",
    when: (f) => f.source === "auth-provider-unknown",
    then: (f) => ({ kind: "redirect", to: withCallback(POLICY_ROUTES.signIn, f.callbackUrl), hard: false }),
  },
  {
    // Before the status: the API sends it as a 403.
    rule: "service-expired",
    spec: "A message saying the service expiry date has passed: error dialog, then history is cleared to /menu",
    when: isServiceExpired,
    // Presented as a service notice, not an error (docs/service-life.md "Expiry"): 다시 가입하기 or 확인.
    then: (f) => ({
      kind: "dialog",
      message: f.message ?? SERVICE_EXPIRED_MESSAGE,
      inquiryLink: false,
      force: true,
      then: "clear-history-to-menu",
      notice: { title: "서비스 이용 기간이 끝났어요", yes: "다시 가입하기", no: "확인", yesTo: ROUTES.serviceSignUpVehicle },
    }),
  },
  {
    rule: "401",
    spec: "401: sign out, clear session cookies, redirect to /unauthorized with callback, reject with the server error message",
    when: (f) => f.status === 401,
    then: (f) => ({
      kind: "sign-out",
      redirectTo: withCallback(POLICY_ROUTES.unauthorized, f.callbackUrl),
      message: f.message ?? DEFAULT_ERROR_MESSAGE,
    }),
  },
  {
    rule: "403",
    spec: "403: error dialog with the server message; on confirm, go back",
    when: (f) => f.status === 403,
    then: (f) => ({ kind: "dialog", message: f.message ?? DEFAULT_ERROR_MESSAGE, inquiryLink: false, force: true, then: "back" }),
  },
  {
    rule: "502",
    spec: "502 outside /service-pause: redirect to /service-pause with callback",
    when: (f) => f.status === 502 && f.pathname !== POLICY_ROUTES.servicePause,
    then: (f) => ({ kind: "redirect", to: withCallback(POLICY_ROUTES.servicePause, f.callbackUrl), hard: false }),
  },
  {
    rule: "502-on-service-pause",
    spec: "(ours) 502 on /service-pause itself: the page already says so",
    when: (f) => f.status === 502,
    then: () => ({ kind: "silent" }),
  },
  {
    rule: "other",
    spec: "Other errors: error dialog with the server error.message, or the default text, with a link to the inquiry board",
    when: () => true,
    then: (f) => ({
      kind: "dialog",
      message: f.message || DEFAULT_ERROR_MESSAGE,
      inquiryLink: true,
      ...(f.requestId ? { requestId: f.requestId } : {}),
      force: false,
      then: "stay",
    }),
  },
] as const satisfies readonly ErrorPolicyRow[];

export type ErrorRule = (typeof ERROR_POLICY)[number]["rule"];

/** Reads status, code and message from an error (ApiRequestError or anything with the same shape). */
export function errorFacts(error: unknown, ctx: ErrorContext): ErrorFacts {
  const e = (error ?? {}) as {
    status?: unknown;
    code?: unknown;
    message?: unknown;
    name?: unknown;
    callbackUrl?: unknown;
    requestId?: unknown;
  };
  const isApiError = typeof e.status === "number";
  return {
    source: ctx.source ?? "api",
    status: isApiError ? (e.status as number) : null,
    code: typeof e.code === "string" ? e.code : null,
    // Only API errors carry a message fit for users; a TypeError's text must never reach the screen.
    message: isApiError && typeof e.message === "string" && e.message !== "" ? e.message : null,
    isAborted: e.name === "AbortError",
    pathname: ctx.pathname,
    // A failure may name the page to come back to (signIn's callbackUrl); only a same-origin path is taken.
    callbackUrl: isLocalPath(e.callbackUrl) ? e.callbackUrl : callbackFor(ctx),
    requestId: isApiError && typeof e.requestId === "string" ? e.requestId : null,
  };
}

const isLocalPath = (value: unknown): value is string =>
  typeof value === "string" && value.startsWith("/") && !value.startsWith("//") && !value.startsWith("/\\");

/** The page to come back to: `modal=true` dropped; on /unauthorized or /service-pause, their own callbackUrl. */
function callbackFor({ pathname, asPath }: ErrorContext): string {
  if (pathname === POLICY_ROUTES.unauthorized || pathname === POLICY_ROUTES.servicePause) {
    const existing = new URLSearchParams(asPath.split("?")[1]?.split("#")[0] ?? "").get("callbackUrl");
    if (existing) return existing;
  }
  return withoutModalQuery(asPath) || "/";
}

/** Pure: the action SPEC §8 prescribes for `error` on the current page. */
export function resolveErrorAction(error: unknown, ctx: ErrorContext): ErrorAction {
  const facts = errorFacts(error, ctx);
  const row = ERROR_POLICY.find((r) => r.when(facts))!;
  const body = row.then(facts);
  return { ...body, ...(body.kind === "log" ? { error } : {}), rule: row.rule } as ErrorAction;
}

// ------------------------------------------------------------------------------------------ side effects

export interface PolicyRouter {
  push(url: string): Promise<boolean> | Promise<void> | void;
  replace(url: string): Promise<boolean> | Promise<void> | void;
  back(): void;
  events?: { on(type: "routeChangeComplete", h: () => void): void; off(type: "routeChangeComplete", h: () => void): void };
}

export interface ErrorPolicyDeps {
  router: PolicyRouter;
  modal: { open(opts: ModalOptions): Promise<boolean> };
  /** next-auth's `signOut`: POST /api/auth/signout clears the HttpOnly session cookie and tells the other tabs. */
  signOut(opts: { redirect: false }): Promise<unknown>;
  /** The access token now (dedupes a 401 storm per session). */
  getAccessToken?: () => string | undefined;
  /** Full-page navigation for targets outside the app's pages. */
  assign?: (url: string) => void;
  log?: (message: string, error: unknown) => void;
}

/** The sign-out in progress or done for a token, so a 401 storm signs out once. */
let signOutFlight: { token: string | undefined; promise: Promise<void> } | null = null;
/** Dialogs and redirects in progress, so N identical failures act once. */
const flights = new Map<string, Promise<void>>();

function once(key: string, run: () => Promise<void>): Promise<void> {
  const existing = flights.get(key);
  if (existing) return existing;
  const promise = run().finally(() => flights.delete(key));
  flights.set(key, promise);
  return promise;
}

/** Does what the table decided. Resolves when done (after the dialog closed and the navigation started). */
export function runErrorAction(action: ErrorAction, deps: ErrorPolicyDeps): Promise<void> {
  const log = deps.log ?? ((message, error) => console.error(message, error));
  switch (action.kind) {
    case "silent":
      return Promise.resolve();
    case "log":
      log(`[error-policy] ${action.rule}`, action.error);
      return Promise.resolve();
    case "sign-out": {
      // One sign-out per session: later 401s (same token, or none any more) join the first.
      const token = deps.getAccessToken?.();
      if (signOutFlight && (token === undefined || token === signOutFlight.token)) return signOutFlight.promise;
      markSignOutHere();
      const promise = (async () => {
        try {
          await deps.signOut({ redirect: false });
        } catch (error) {
          // Still leave the page: the cookie is stale anyway and /unauthorized offers a fresh sign-in.
          log("[error-policy] sign-out failed", error);
        }
        await deps.router.replace(action.redirectTo);
      })();
      signOutFlight = { token, promise };
      return promise;
    }
    case "redirect":
      return once(`redirect ${action.to}`, async () => {
        if (action.hard) (deps.assign ?? ((url: string) => window.location.assign(url)))(action.to);
        else await deps.router.replace(action.to);
      });
    case "dialog":
      return once(`dialog ${action.then} ${action.message}`, async () => {
        const notice = action.notice;
        const yes = await deps.modal.open({
          ...(notice ? { type: "confirm", title: notice.title, yes: notice.yes, no: notice.no } : { type: "error" }),
          message: action.message,
          inquiryLink: action.inquiryLink,
          requestId: action.requestId,
          force: action.force,
        });
        if (action.then === "back") deps.router.back();
        else if (action.then === "clear-history-to-menu") await clearHistoryTo(POLICY_ROUTES.menu, deps.router);
        if (notice && yes) await deps.router.push(notice.yesTo);
      });
  }
}

/**
 * "History is cleared to /menu" (SPEC §8), as far as a browser allows. No page can delete history entries, so:
 * the current entry is replaced by /menu, and from then on, going back to any entry older than that one lands
 * on /menu again (it is replaced in turn). Entries the user creates after /menu work normally.
 * Limits: a full reload forgets the barrier (the older pages then answer SERVICE_EXPIRED again and come back
 * here); entries before the app was opened (another site) are outside the page's reach; in the native shell,
 * the WebView's own back stack (canGoBack) follows the same history. docs/error-policy.md.
 */
export async function clearHistoryTo(path: string, router: PolicyRouter): Promise<void> {
  removeBarrier?.();
  await router.replace(path);
  if (typeof window === "undefined") return;
  const allowed = new Set<unknown>([entryKey()]);
  const onComplete = () => allowed.add(entryKey());
  const onPopState = (event: PopStateEvent) => {
    const key = (event.state as { key?: unknown } | null)?.key;
    if (allowed.has(key)) return;
    allowed.add(key); // router.replace keeps this entry's key
    void router.replace(path);
  };
  window.addEventListener("popstate", onPopState);
  router.events?.on("routeChangeComplete", onComplete);
  removeBarrier = () => {
    window.removeEventListener("popstate", onPopState);
    router.events?.off("routeChangeComplete", onComplete);
    removeBarrier = undefined;
  };
}
let removeBarrier: (() => void) | undefined;
const entryKey = (): unknown => (window.history.state as { key?: unknown } | null)?.key;

// --------------------------------------------------------------------------------------- app-wide entry

/** The app's real dependencies: Next's router, the modal layer, and the sign-out application/ wired in (next-auth's). */
export function defaultErrorPolicyDeps(): ErrorPolicyDeps {
  return {
    router: {
      push: (url) => Router.push(url),
      replace: (url) => Router.replace(url),
      back: () => Router.back(),
      events: Router.events,
    },
    modal: { open: openModal },
    signOut: errorPolicySignOut,
    getAccessToken,
  };
}

/**
 * Hands a failure to the table on the current page and acts on it (browser only; a no-op on the server).
 * Returns the action taken. `deps` for tests.
 */
export function handleError(error: unknown, source: ErrorSource = "api", deps?: ErrorPolicyDeps): ErrorAction | null {
  if (typeof window === "undefined") return null;
  const ctx: ErrorContext = { pathname: window.location.pathname, asPath: `${window.location.pathname}${window.location.search}`, source };
  const action = resolveErrorAction(error, ctx);
  void runErrorAction(action, deps ?? defaultErrorPolicyDeps()).catch((err: unknown) => console.error("[error-policy] action failed", err));
  return action;
}

/** Statuses a background (SWR) failure still acts on (its own small module, which screens read too). */
export { actsInBackground } from "./background-errors";

/** Unit tests: forget sign-outs, dialogs and redirects in flight, and the history barrier. */
export function resetErrorPolicy(): void {
  signOutFlight = null;
  flights.clear();
  removeBarrier?.();
}
