import type { CallDef, CallName, calls, Result } from "@evsafe/contract";
import { CALL_AREA, type AreaName } from "@evsafe/contract/call-areas";
import { buildPath, buildQuery } from "@evsafe/contract/define";
import { ApiErrorSchema, unwrap } from "@evsafe/contract/envelope";
import { apiBase, HTTP_TIMEOUT_MS } from "./api-base";
import type { CallOptions } from "./api-call-options";
import { ApiRequestError, CLIENT_ERROR_CODES } from "./api-error";
import { getAccessToken, sessionSettled } from "./session-token";

/**
 * The network half of the api-client, loaded with the first call (shared/api-client.ts says why): builds the URL
 * from the contract, adds the session's Bearer token, sends, unwraps and parses the answer with the call's schema.
 */

/**
 * Each area's schemas load with the first call of that area (a page's version check needs the `common` area, not
 * the 117 calls' schemas: building them all is a long task on a phone). Explicit imports, one chunk per area.
 */
const AREA_MODULES: Record<AreaName, () => Promise<Record<string, unknown>>> = {
  common: () => import("@evsafe/contract/areas/common"),
  auth: () => import("@evsafe/contract/areas/auth"),
  user: () => import("@evsafe/contract/areas/user"),
  service: () => import("@evsafe/contract/areas/service"),
  main: () => import("@evsafe/contract/areas/main"),
  diagnosis: () => import("@evsafe/contract/areas/diagnosis"),
  vehicle: () => import("@evsafe/contract/areas/vehicle"),
  files: () => import("@evsafe/contract/areas/files"),
  customer: () => import("@evsafe/contract/areas/customer"),
  review: () => import("@evsafe/contract/areas/review"),
};

/**
 * Calls with a module of their own inside their area, loaded without the rest of it: the activity report, the device
 * type and the push token are sent on a signed-in visit by themselves, and the `user` area's other schemas (and the
 * `common` ones they import) would be built for nothing; the landing page's live parts (health, fire-safety guide)
 * and the version check are read on a page load by themselves too, and the `common` area's terms and web-vitals
 * schemas would be built for nothing there (docs/performance.md).
 */
const userActivityCalls = () => import("@evsafe/contract/areas/user-activity").then((m) => m.userActivityCalls as Record<string, CallDef>);
const commonPageLoadCalls = () =>
  import("@evsafe/contract/areas/common-page-load").then((m) => m.commonPageLoadCalls as Record<string, CallDef>);
export const CALL_MODULES: Partial<Record<CallName, () => Promise<Record<string, CallDef>>>> = {
  postActivityHistory: userActivityCalls,
  putDeviceType: userActivityCalls,
  putDeviceToken: userActivityCalls,
  healthCheck: commonPageLoadCalls,
  getAppVersionBiz: commonPageLoadCalls,
  getFireWarning: commonPageLoadCalls,
};

/** The contract's definition of a call by name (its area module, or its own module, loaded on first use). */
export async function callDef<N extends CallName>(name: N): Promise<(typeof calls)[N]> {
  const own = CALL_MODULES[name];
  const area = CALL_AREA[name];
  const table = own ? await own() : ((await AREA_MODULES[area]())[`${area}Calls`] as Record<string, CallDef> | undefined);
  const def = table?.[name];
  if (!def) throw new Error(`contract: ${name} is not in ${own ? "its module" : `area ${area}`}`);
  return def as (typeof calls)[N];
}

/** `Retry-After` in seconds (the API sends seconds; an HTTP date or anything else is ignored). */
function retryAfterSeconds(value: string | null): number | null {
  return value !== null && /^\d{1,7}$/.test(value) ? Number(value) : null;
}

/**
 * One id per call, sent as `x-request-id` through the web server to the API and into both logs; the default error
 * dialog shows it so a customer can quote it (docs/operations.md). A random UUID, or where `crypto.randomUUID` is
 * missing (an insecure origin, an old WebView) time and randomness in base 36.
 */
export function newRequestId(): string {
  return globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

export async function send<C extends CallDef>(call: C, opts: CallOptions<C>): Promise<Result<C>> {
  const requestId = newRequestId();
  try {
    return await sendOnce(call, opts, requestId);
  } catch (error) {
    // The failed call's id travels with its error to the dialog.
    if (error instanceof ApiRequestError) error.requestId = requestId;
    throw error;
  }
}

async function sendOnce<C extends CallDef>(call: C, opts: CallOptions<C>, requestId: string): Promise<Result<C>> {
  const path = buildPath(call.path, (opts.params ?? {}) as Record<string, string | number>);
  const url = `${await apiBase()}/${path}${buildQuery((opts.query ?? {}) as Record<string, unknown>)}`;
  const headers: Record<string, string> = { accept: "application/json", "x-request-id": requestId };
  // Reads made while rendering a page on the server say so (API logs; the test API's fault injection targets).
  if (typeof window === "undefined") headers["x-evsafe-render"] = "server";
  if (opts.forwardedFor) headers["x-forwarded-for"] = opts.forwardedFor;
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
    if (parsed.success) {
      const { code, message, field } = parsed.data.error;
      throw new ApiRequestError(res.status, code, message, retryAfterSeconds(res.headers.get("retry-after")), field ?? null);
    }
    throw new ApiRequestError(res.status, `HTTP_${res.status}`, "서비스 접속이 원활하지 않습니다. 잠시 후 다시 시도해 주세요.");
  }
  const result = call.response.safeParse(unwrap(json));
  if (!result.success) {
    throw new ApiRequestError(
      res.status,
      CLIENT_ERROR_CODES.INVALID_RESPONSE,
      "서버 응답을 해석할 수 없습니다. 잠시 후 다시 시도해 주세요.",
    );
  }
  return result.data as Result<C>;
}
