import { z } from "zod";

/** Success envelope: the API answers `{ results }`; older endpoints of the provider used `{ data }`. */
export const successEnvelope = <T extends z.ZodType>(results: T) => z.object({ results });

export const ApiErrorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    /** The request field the error is about, when there is one (the form shows the message next to it). */
    field: z.string().optional(),
  }),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;

/** SPEC §7: a response is unwrapped to `results` if present, else `data`. */
export function unwrap(body: unknown): unknown {
  if (body && typeof body === "object") {
    const o = body as Record<string, unknown>;
    if ("results" in o) return o.results;
    if ("data" in o) return o.data;
  }
  return body;
}
