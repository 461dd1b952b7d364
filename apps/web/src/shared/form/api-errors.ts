import { ApiRequestError, isHandledByPolicy } from "@/shared/api-error";

/**
 * Where an API failure goes on a form: the field it concerns, else the top of the form. The API names the field in
 * `error.field` when it can; otherwise the form says which field a code concerns (DUPLICATE_ID → the login id). The
 * form's values are never touched, so the user corrects and sends again.
 */

export const UNKNOWN_FAILURE_MESSAGE = "요청을 처리하지 못했습니다. 잠시 후 다시 시도해 주세요.";

export interface ApiErrorFields<F extends string> {
  /** The form's field names: an `error.field` outside them goes to the top. */
  fields: readonly F[];
  /** Codes that concern one field when the API does not name it (e.g. `{ DUPLICATE_ID: "loginId" }`). */
  byCode?: Partial<Record<string, F>>;
  /** API field names spelled differently on the form (e.g. `{ phone: "mobile" }`). */
  aliases?: Partial<Record<string, F>>;
}

export interface ApiErrorPlacement<F extends string> {
  /** The field to show the message beside, or null for the form-level message. */
  field: F | null;
  message: string;
  code: string | null;
}

/** Where `error` belongs on a form with these fields, and its Korean message. */
export function placeApiError<F extends string>(error: unknown, mapping: ApiErrorFields<F>): ApiErrorPlacement<F> {
  if (!(error instanceof ApiRequestError)) return { field: null, message: UNKNOWN_FAILURE_MESSAGE, code: null };
  const named = error.field ? (mapping.aliases?.[error.field] ?? error.field) : null;
  const field = named && (mapping.fields as readonly string[]).includes(named) ? (named as F) : (mapping.byCode?.[error.code] ?? null);
  return { field, message: error.message || UNKNOWN_FAILURE_MESSAGE, code: error.code };
}

/** react-hook-form's `setError`, narrowed to what this needs (so this module does not load the library). */
export type SetFieldError<F extends string> = (
  name: F,
  error: { type: string; message: string },
  options?: { shouldFocus: boolean },
) => void;

/**
 * Shows an API failure on a react-hook-form form: beside its field (focused) through `setError`, or returned as the
 * form-level message. Returns null when the message went to a field, or when SPEC §8's error policy already showed
 * the failure (a call made with `policy: true`).
 */
export function applyApiError<F extends string>(error: unknown, mapping: ApiErrorFields<F>, setError: SetFieldError<F>): string | null {
  if (isHandledByPolicy(error)) return null;
  const placed = placeApiError(error, mapping);
  if (placed.field === null) return placed.message;
  setError(placed.field, { type: placed.code ?? "api", message: placed.message }, { shouldFocus: true });
  return null;
}
