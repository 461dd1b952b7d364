import { z } from "zod";
import ko from "zod/v4/locales/ko.js";
import { fieldMessage } from "./field-messages";

// Validation messages are Korean everywhere the contract is used (SPEC: every user-visible text is Korean).
// The one locale by its own path: `z.locales` would bring every locale zod has into the browser bundle.
z.config(ko());
// Above the locale: messages that name the field in Korean ("주소를 입력해 주세요.").
z.config({ customError: fieldMessage });

/** A database id in a path or query: positive, fits PostgreSQL integer. */
export const IdSchema = z.coerce.number().int().positive().max(2_147_483_647);
/** Control characters (NUL and friends) have no place in user text; PostgreSQL cannot even store NUL. */
const NO_CONTROL_CHARS = /^[^\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]*$/;
/** Path/query strings: trimmed, non-empty, bounded, no control characters. */
export const Str = (max = 200) => z.string().trim().min(1).max(max).regex(NO_CONTROL_CHARS, "제어 문자는 입력할 수 없습니다");
/** Query booleans arrive as text. */
export const QueryBool = z.enum(["true", "false", "Y", "N"]).transform((v) => v === "true" || v === "Y");
/** A yes/no answer `{ result: boolean }` used by the many `is-*`, `exists` and `validate` calls. */
export const BoolResultSchema = z.object({ result: z.boolean() });
/** Writes that have nothing to return answer `{ ok: true }`. */
export const OkSchema = z.object({ ok: z.literal(true) });
/** ISO timestamps in responses. */
export const TimestampSchema = z.iso.datetime({ offset: true });

/**
 * Single-line text without control characters. PostgreSQL refuses NUL in text, so a NUL must be a 400 here,
 * not a database error later.
 */
export const PlainText = (max: number, min = 1) =>
  z
    .string()
    .trim()
    .min(min)
    .max(max)
    .refine((s) => !/[\u0000-\u001F\u007F]/.test(s), "제어 문자는 입력할 수 없습니다");
