import type { CallDef, CallName, calls, Result } from "@evsafe/contract";
import { HTTP_TIMEOUT_MS } from "./api-base";
import type { CallOptions } from "./api-call-options";
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
/** For `fetcher`, which loads this module with the first read: which failures the error policy acts on. */
export { actsInBackground } from "./background-errors";
export type { CallOptions } from "./api-call-options";

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
