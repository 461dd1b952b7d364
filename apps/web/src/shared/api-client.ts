import type { Body, CallDef, CallName, calls, Params, Query, Result } from "@evsafe/contract";
import { apiBase, HTTP_TIMEOUT_MS } from "./api-base";
import type { ErrorAction } from "./error-policy";
import { getAccessToken, sessionSettled } from "./session-token";

export { apiBase, HTTP_TIMEOUT_MS };

/**
 * The contract (every call's schemas, with zod) and the error policy load on the first call, not with the page:
 * a call is asynchronous anyway, and the ~60 kB they weigh would otherwise be first-load JS of every screen
 * (docs/performance.md). Each loads once; the promise is shared.
 */
let contractModule: Promise<typeof import("@evsafe/contract")> | undefined;
const loadContract = () => (contractModule ??= import("@evsafe/contract"));
let policyModule: Promise<typeof import("./error-policy")> | undefined;
const loadErrorPolicy = () => (policyModule ??= import("./error-policy"));

/** Codes this client gives failures that never reached the API or came back unreadable. */
export const CLIENT_ERROR_CODES = {
  NETWORK: "NETWORK_ERROR",
  TIMEOUT: "TIMEOUT",
  INVALID_RESPONSE: "INVALID_RESPONSE",
} as const;

/** A failed call: `status` 0 when the API could not be reached. `message` is Korean, fit to show. */
export class ApiRequestError extends Error {
  readonly status: number;
  readonly code: string;
  /** What the error policy did with it when the call asked for the policy (`policy: true`); else null. */
  policyAction: ErrorAction | null = null;
  constructor(status: number, code: string, message: string) {
    super(message);
    this.name = "ApiRequestError";
    this.status = status;
    this.code = code;
  }
}

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
   * `true` for a user action: a failure goes through the error policy (SPEC §8: dialog, sign-out, redirect)
   * before the call rejects, with `error.policyAction` set so the screen knows it was handled. Leave it off for
   * background reads: SWR's config hands those to the policy only for 401/403/expired/502.
   */
  policy?: boolean;
}

/** Calls one business-API call of the contract by name and returns its parsed, unwrapped `results`. */
export async function api<N extends CallName>(name: N, opts: CallOptions<(typeof calls)[N]> = {}): Promise<Result<(typeof calls)[N]>> {
  const { calls: table } = await loadContract();
  return request(table[name] as (typeof calls)[N], opts);
}

/** `api` for user actions: failures go through the error policy, then reject (see `CallOptions.policy`). */
export function callWithPolicy<N extends CallName>(name: N, opts: CallOptions<(typeof calls)[N]> = {}): Promise<Result<(typeof calls)[N]>> {
  return api(name, { ...opts, policy: true });
}

/** True when the error policy already showed or did something for this failure (a screen then stays quiet). */
export function isHandledByPolicy(error: unknown): boolean {
  return error instanceof ApiRequestError && error.policyAction !== null;
}

/** The same for a call definition (used by `api` and by tests). The only network code for the business API. */
export async function request<C extends CallDef>(call: C, opts: CallOptions<C> = {}): Promise<Result<C>> {
  if (!opts.policy) return send(call, opts);
  try {
    return await send(call, opts);
  } catch (error) {
    const action = (await loadErrorPolicy()).handleError(error);
    if (error instanceof ApiRequestError) error.policyAction = action;
    throw error;
  }
}

async function send<C extends CallDef>(call: C, opts: CallOptions<C>): Promise<Result<C>> {
  const { ApiErrorSchema, buildPath, buildQuery, unwrap } = await loadContract();
  const path = buildPath(call.path, (opts.params ?? {}) as Record<string, string | number>);
  const url = `${await apiBase()}/${path}${buildQuery((opts.query ?? {}) as Record<string, unknown>)}`;
  const headers: Record<string, string> = { accept: "application/json" };
  // SPEC §6: the session's token unless the call gives one (`null`: none). A call that needs a session waits
  // for a loading session first, so it never goes out tokenless and comes back a 401 that signs the user out.
  if (opts.token === undefined && call.auth !== "public") await sessionSettled();
  const token = opts.token === undefined ? getAccessToken() : opts.token;
  if (token) {
    headers.authorization = `Bearer ${token}`;
    // SPEC §6: file calls also carry the token in a `token` header.
    if (call.path.startsWith("files/")) headers.token = token;
  }
  let body: BodyInit | undefined;
  if (opts.body instanceof FormData) body = opts.body;
  else if (opts.body !== undefined) {
    headers["content-type"] = "application/json";
    body = JSON.stringify(opts.body);
  }
  const timeout = AbortSignal.timeout(opts.timeoutMs ?? HTTP_TIMEOUT_MS);
  const signal = opts.signal ? AbortSignal.any([opts.signal, timeout]) : timeout;

  let res: Response;
  try {
    res = await fetch(url, { method: call.method, headers, body, signal });
  } catch (err) {
    if (opts.signal?.aborted) throw err;
    if (timeout.aborted) {
      throw new ApiRequestError(0, CLIENT_ERROR_CODES.TIMEOUT, "서버 응답이 지연되고 있습니다. 잠시 후 다시 시도해 주세요.");
    }
    throw new ApiRequestError(0, CLIENT_ERROR_CODES.NETWORK, "서버에 연결할 수 없습니다. 네트워크 상태를 확인해 주세요.");
  }

  if (call.kind === "binary" && res.ok) return (await res.blob()) as Result<C>;
  const json: unknown = await res.json().catch(() => undefined);
  if (!res.ok) {
    const parsed = ApiErrorSchema.safeParse(json);
    if (parsed.success) throw new ApiRequestError(res.status, parsed.data.error.code, parsed.data.error.message);
    throw new ApiRequestError(res.status, `HTTP_${res.status}`, "서비스 접속이 원활하지 않습니다. 잠시 후 다시 시도해 주세요.");
  }
  const result = call.response.safeParse(unwrap(json));
  if (!result.success) {
    throw new ApiRequestError(res.status, CLIENT_ERROR_CODES.INVALID_RESPONSE, "서버 응답을 해석할 수 없습니다. 잠시 후 다시 시도해 주세요.");
  }
  return result.data as Result<C>;
}
