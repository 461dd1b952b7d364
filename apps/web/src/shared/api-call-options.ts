import type { Body, CallDef, Params, Query } from "@evsafe/contract";

/** How one call is made (api-client.ts and api-request.ts read it; its own module so neither imports the other). */
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
