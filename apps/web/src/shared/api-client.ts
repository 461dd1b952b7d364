import type { Body, CallDef, CallName, calls, Params, Query, Result } from "@evsafe/contract";
import { HTTP_TIMEOUT_MS } from "./api-base";
import { ApiRequestError } from "./api-error";

export { apiBase } from "./api-base";
export { HTTP_TIMEOUT_MS };

/**
 * The request code (`./api-request`: the contract with every call's zod schemas, parsing, unwrapping) and the error
 * policy load with the first call, not with the page: a call is asynchronous anyway, and what they weigh would
 * otherwise be first-load JS of every screen (docs/performance.md). Each loads once; the promise is shared.
 * This module stays small: screens import it for `api`, `callWithPolicy` and `ApiRequestError`.
 */
let requestModule: Promise<typeof import("./api-request")> | undefined;
const loadRequest = () => (requestModule ??= import("./api-request"));
let policyModule: Promise<typeof import("./error-policy")> | undefined;
const loadErrorPolicy = () => (policyModule ??= import("./error-policy"));

export { ApiRequestError, CLIENT_ERROR_CODES, isHandledByPolicy } from "./api-error";

export interface CallOptions<C extends CallDef> {
  params?: Params<C>;
  query?: Query<C>;
  body?: Body<C> | FormData;
  /**
   * Access token, sent as `Authorization: Bearer` (SPEC §6). Default: the session's token in the browser
   * (shared/session-token.ts); `null` sends none. Server code passes the token of its own request.
   */
  token?: string | null;
  signal?: AbortSignal;
  /** Overrides HTTP_TIMEOUT_MS, e.g. a short budget while rendering a page on the server. */
  timeoutMs?: number;
  /**
   * Server code acting for a visitor (sign-in): the visitor's `X-Forwarded-For` chain, so the API's per-IP limits
   * count the visitor and not the web server.
   */
  forwardedFor?: string;
  /**
   * `true` for a user action: a failure goes through the error policy (SPEC §8: dialog, sign-out, redirect)
   * before the call rejects, with `error.policyAction` set so the screen knows it was handled. Leave it off for
   * background reads: SWR's config hands those to the policy only for 401/403/expired/502.
   */
  policy?: boolean;
}

/** Calls one business-API call of the contract by name and returns its parsed, unwrapped `results`. */
export async function api<N extends CallName>(name: N, opts: CallOptions<(typeof calls)[N]> = {}): Promise<Result<(typeof calls)[N]>> {
  const { callDef } = await loadRequest();
  return request(await callDef(name), opts);
}

/** `api` for user actions: failures go through the error policy, then reject (see `CallOptions.policy`). */
export function callWithPolicy<N extends CallName>(name: N, opts: CallOptions<(typeof calls)[N]> = {}): Promise<Result<(typeof calls)[N]>> {
  return api(name, { ...opts, policy: true });
}


/** The same for a call definition (used by `api` and by tests). The only network code for the business API. */
export async function request<C extends CallDef>(call: C, opts: CallOptions<C> = {}): Promise<Result<C>> {
  const { send } = await loadRequest();
  if (!opts.policy) return send(call, opts);
  try {
    return await send(call, opts);
  } catch (error) {
    const action = (await loadErrorPolicy()).handleError(error);
    if (error instanceof ApiRequestError) error.policyAction = action;
    throw error;
  }
}
