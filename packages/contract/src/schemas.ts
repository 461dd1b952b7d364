import { z } from "zod";

// Validation messages are Korean everywhere the contract is used (SPEC: every user-visible text is Korean).
z.config(z.locales.ko());

/** A database id in a path or query: positive, fits PostgreSQL integer. */
export const IdSchema = z.coerce.number().int().positive().max(2_147_483_647);
/** Path/query strings: trimmed, non-empty, bounded. */
export const Str = (max = 200) => z.string().trim().min(1).max(max);
/** Query booleans arrive as text. */
export const QueryBool = z.enum(["true", "false", "Y", "N"]).transform((v) => v === "true" || v === "Y");
/** A yes/no answer `{ result: boolean }` used by the many `is-*`, `exists` and `validate` calls. */
export const BoolResultSchema = z.object({ result: z.boolean() });
/** Writes that have nothing to return answer `{ ok: true }`. */
export const OkSchema = z.object({ ok: z.literal(true) });
/** ISO timestamps in responses. */
export const TimestampSchema = z.iso.datetime({ offset: true });
