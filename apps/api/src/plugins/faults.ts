import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { ERROR_CODES } from "@evsafe/contract";
import { badRequest } from "../http/errors";

/**
 * Fault injection (API_FAULTS=1, never in production): the next `count` requests to `path`
 * (relative to the API base, e.g. `main/info`; `*` for any) answer `status` with `{ error: { code, message } }`,
 * or are delayed by `delayMs` and then served normally. The end-to-end suite drives SPEC §8 with it.
 * `target` picks whose requests fail: `client` (default: the browser's and any other caller's), `server-render`
 * (the web server reading data for a page's first paint, marked `x-evsafe-render: server`) or `any`; so a fault
 * meant for what the driver's phone does is not used up by the page's server render.
 *
 *   POST   /{product}/api/__faults   { path, method?, target?, status?, code?, message?, delayMs?, count? }
 *   GET    /{product}/api/__faults   the pending faults
 *   DELETE /{product}/api/__faults   clears them
 */
export const FaultSchema = z
  .object({
    path: z
      .string()
      .min(1)
      .max(300)
      .transform((p) => p.replace(/^\/+/, "")),
    method: z.enum(["GET", "POST", "PUT", "DELETE"]).optional(),
    target: z.enum(["client", "server-render", "any"]).default("client"),
    status: z.number().int().min(100).max(599).optional(),
    code: z.string().max(60).optional(),
    message: z.string().max(500).optional(),
    delayMs: z.number().int().min(0).max(180_000).optional(),
    count: z.number().int().min(1).max(1000).default(1),
  })
  .refine((f) => f.status !== undefined || f.delayMs !== undefined, { message: "status 또는 delayMs 중 하나는 필요합니다" });
type Fault = z.output<typeof FaultSchema>;

/** Header the web server sends on the reads it makes while rendering a page (apps/web/src/shared/api-request.ts). */
export const SERVER_RENDER_HEADER = "x-evsafe-render";

export function installFaults(app: FastifyInstance, basePath: string) {
  let faults: Fault[] = [];
  const base = `${basePath}/`;

  app.post(`${base}__faults`, async (req, reply) => {
    const r = FaultSchema.safeParse(req.body);
    if (!r.success) throw badRequest(`장애 주입 값이 올바르지 않습니다: ${r.error.issues[0]?.message}`);
    faults.push(r.data);
    return reply.code(201).send({ results: r.data });
  });
  app.get(`${base}__faults`, async () => ({ results: faults }));
  app.delete(`${base}__faults`, async () => {
    faults = [];
    return { results: { ok: true } };
  });

  app.addHook("onRequest", async (req, reply) => {
    const url = req.url.split("?")[0]!;
    if (!url.startsWith(base) || url.startsWith(`${base}__faults`)) return;
    const path = decodeURIComponent(url.slice(base.length));
    const caller = req.headers[SERVER_RENDER_HEADER] === "server" ? "server-render" : "client";
    const i = faults.findIndex(
      (f) => (f.path === "*" || f.path === path) && (!f.method || f.method === req.method) && (f.target === "any" || f.target === caller),
    );
    if (i < 0) return;
    const fault = faults[i]!;
    fault.count -= 1;
    if (fault.count <= 0) faults.splice(i, 1);
    if (fault.delayMs) await new Promise((r) => setTimeout(r, fault.delayMs));
    if (fault.status !== undefined) {
      return reply.code(fault.status).send({
        error: { code: fault.code ?? ERROR_CODES.INJECTED, message: fault.message ?? "주입된 장애입니다." },
      });
    }
  });
}
