import { z } from "zod";

/** HTTP methods used by the business API (SPEC §7). */
export type HttpMethod = "GET" | "POST" | "PUT" | "DELETE";

/**
 * Who may call:
 * - `public`: no session;
 * - `user`: a valid access token;
 * - `service`: a valid access token and a service that has not expired (else `SERVICE_EXPIRED`).
 */
export type CallAuth = "public" | "user" | "service";

/** How the request and response bodies travel. */
export type CallKind = "json" | "multipart" | "binary";

export interface CallDef {
  method: HttpMethod;
  /** Path template under the API base `/{product}/api/`, path params as `{name}` (SPEC §7 notation). */
  path: string;
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodType;
  /** Schema of the unwrapped `results`; ignored for `binary` responses. */
  response: z.ZodType;
  auth: CallAuth;
  /**
   * A `service` read that stays open after the service has ended, limited to the paid period: what the member paid
   * for (past diagnoses, their statistics) stays readable; writes and new diagnoses keep answering SERVICE_EXPIRED.
   */
  paidPeriodRead?: true;
  /** `multipart`: the request is multipart/form-data; `binary`: the response is a file. */
  kind?: CallKind;
  /** The call answers 204 with no body (`response` is then `z.null()`). */
  noContent?: true;
  /**
   * SPEC §7 lists some calls without their query names (the mock diagnosis inputs);
   * `false` keeps `contract:list` in the spec's notation.
   */
  listQuery?: boolean;
  /** One Korean line for the OpenAPI page. */
  summary: string;
}

/** Identity function that keeps the literal types of a call definition. */
export function defineCall<const D extends CallDef>(def: D): D {
  return def;
}

export type Params<C extends CallDef> = C["params"] extends z.ZodObject ? z.infer<C["params"]> : Record<string, never>;
export type Query<C extends CallDef> = C["query"] extends z.ZodObject ? z.input<C["query"]> : Record<string, never>;
export type Body<C extends CallDef> = C["body"] extends z.ZodType ? z.input<C["body"]> : undefined;
export type Result<C extends CallDef> = z.infer<C["response"]>;

/** `{name}` placeholders of a path template, in order. */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
}

/** Fills a path template: `users/{id}/exists` + `{id: "a b"}` → `users/a%20b/exists`. */
export function buildPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === "") throw new Error(`path parameter '${name}' is missing for ${path}`);
    return encodeURIComponent(String(value));
  });
}

/** Query string without empty values, keys sorted so SWR keys are stable. */
export function buildQuery(query: Record<string, unknown> = {}): string {
  const entries = Object.entries(query)
    .filter(([, v]) => v !== undefined && v !== null && v !== "")
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`);
  return entries.length ? `?${entries.join("&")}` : "";
}

/** The `METHOD path?query` line of spec-calls.txt for one call. */
export function notation(call: CallDef): string {
  const names = call.query && call.listQuery !== false ? Object.keys(call.query.shape) : [];
  return `${call.method} ${call.path}${names.length ? `?${names.join("&")}` : ""}`;
}
