import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { z } from "zod";
import { ERROR_CODES, SERVICE_EXPIRED_MESSAGE, type CallDef } from "@evsafe/contract";
import type { AuthUser, Deps } from "./context";
import { badRequest, forbidden, HttpError, unauthorized } from "./errors";
import { kstDate } from "./time";
import { authenticate, type CallerQuery } from "../services/tokens";

type Infer<T> = T extends z.ZodType ? z.output<T> : undefined;
type InferObj<T> = T extends z.ZodObject ? z.output<T> : Record<string, never>;

export interface HandlerContext<C extends CallDef, U extends AuthUser = AuthUser> extends Deps {
  params: InferObj<C["params"]>;
  query: InferObj<C["query"]>;
  body: Infer<C["body"]>;
  /**
   * The caller: always set unless the call is public (then set only when a valid token came along); the row of the
   * route's `caller` query when it has one.
   */
  user: C["auth"] extends "public" ? U | null : U;
  req: FastifyRequest;
  reply: FastifyReply;
}

/** Binary calls send through `reply` themselves and return it. */
type HandlerResult<C extends CallDef> = C["kind"] extends "binary" ? FastifyReply : z.input<C["response"]>;

/** Fastify route path from a contract path: `users/{id}/exists` → `users/:id/exists`. */
export const toRoutePath = (path: string) => "/" + path.replace(/\{(\w+)\}/g, ":$1");

/**
 * Registers one contract call: validates params, query and body with the contract's schemas
 * (400 with a Korean message), enforces auth (401) and service expiry (403 SERVICE_EXPIRED),
 * and wraps the contract's parse of the result as `{ results }` (unknown keys removed; a mismatch is a 500).
 */
export function defineRoute<C extends CallDef, U extends AuthUser = AuthUser>(
  app: FastifyInstance,
  call: C,
  handler: (ctx: HandlerContext<C, U>) => Promise<HandlerResult<C>> | HandlerResult<C>,
  /**
   * `caller`: the query that reads the signed-in caller (tokens.ts), when the call wants more of it in that one read;
   * the handler's `user` is then that query's row.
   */
  options: { caller?: CallerQuery<U> } = {},
): void {
  app.route({
    method: call.method,
    url: toRoutePath(call.path),
    handler: async (req, reply) => {
      const deps = app.deps;
      const user = await resolveUser(deps, req, call, options.caller);
      req.user = user;
      const params = parse(call.params, req.params, "경로");
      const query = parse(call.query, req.query, "조회 조건");
      const body = call.kind === "multipart" ? undefined : parse(call.body, req.body, "요청 본문");
      const ctx = { ...deps, params, query, body, user, req, reply } as HandlerContext<C, U>;
      const result = await handler(ctx);
      if (call.kind === "binary") return result;
      if (call.noContent) return reply.code(204).send();
      // What leaves is the contract's parse of the handler's answer, in every mode: keys the contract does not
      // name (a column a query happened to select) are dropped, and an answer that breaks the contract is not sent.
      const check = call.response.safeParse(result);
      if (!check.success) {
        req.log.error({ issues: check.error.issues, call: call.path }, "response does not match the contract");
        throw new Error(`response of ${call.method} ${call.path} does not match the contract`);
      }
      return { results: check.data ?? null };
    },
  });
}

function parse(schema: z.ZodType | undefined, value: unknown, where: string): unknown {
  if (!schema) return undefined;
  const r = schema.safeParse(value ?? (where === "요청 본문" ? undefined : {}));
  if (r.success) return r.data;
  const first = r.error.issues[0];
  const field = first?.path.length ? `${first.path.join(".")}: ` : "";
  throw badRequest(`${where} 값이 올바르지 않습니다. (${field}${first?.message ?? "형식 오류"})`);
}

async function resolveUser<U extends AuthUser>(deps: Deps, req: FastifyRequest, call: CallDef, caller?: CallerQuery<U>): Promise<U | null> {
  // SPEC §6: file calls also carry the token in a `token` header (native downloads may send only that).
  const tokenHeader = typeof req.headers.token === "string" && req.headers.token ? `Bearer ${req.headers.token}` : undefined;
  const header = req.headers.authorization ?? (call.path.startsWith("files/") ? tokenHeader : undefined);
  if (call.auth === "public") {
    // A public call ignores a bad token rather than refusing the visitor.
    if (!header) return null;
    return authenticate(deps, header, caller, req).catch(() => null);
  }
  if (!header) throw unauthorized();
  const user = await authenticate(deps, header, caller, req);
  if (call.auth === "service" && user.serviceExpirationDate && user.serviceExpirationDate < kstDate(deps.now())) {
    // What the paid period recorded stays the member's to read; everything else needs a service that runs.
    if (call.paidPeriodRead) return { ...user, paidUntil: user.serviceExpirationDate };
    throw forbidden(SERVICE_EXPIRED_MESSAGE, ERROR_CODES.SERVICE_EXPIRED);
  }
  return user;
}

export { HttpError };
