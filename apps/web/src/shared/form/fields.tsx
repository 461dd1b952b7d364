import { useId, useState, type InputHTMLAttributes, type KeyboardEvent, type ReactNode, type Ref } from "react";
import { Button, type ButtonProps } from "@/shared/ui/button";

/**
 * The form parts of the account screens: plain inputs (react-hook-form's `register(…)` spreads onto them, its
 * `ref` included), so they cost nothing until a form uses them. Each field has a visible label, an optional hint
 * (a rule shown while typing) and its error right below it, tied to the input with `aria-describedby` and marked
 * `aria-invalid`, so a screen reader reads the message with the field.
 */

const INPUT_CLASSES =
  "h-12 w-full rounded-lg border bg-white px-4 text-base text-neutral-900 outline-none focus:border-brand-700 focus-visible:ring-2 focus-visible:ring-brand-600 aria-[invalid=true]:border-red-600";

/** Ids of the hint and error of the field `id`, joined for `aria-describedby` (undefined when there is neither). */
export function describedBy(id: string, hint: boolean, error: boolean): string | undefined {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean);
  return ids.length > 0 ? ids.join(" ") : undefined;
}

export function FieldError({ id, message }: { id: string; message?: string | null }) {
  if (!message) return null;
  return (
    <p id={`${id}-error`} className="text-sm text-red-700">
      {message}
    </p>
  );
}

/**
 * The keyboard's "next" key (`enterKeyHint="next"`) sends Enter, which would submit the form from its first field:
 * it moves to the form's next field instead. "done"/"go" on the last field submit as usual.
 */
export function moveToNextField(event: KeyboardEvent<HTMLInputElement>) {
  const input = event.currentTarget;
  if (event.key !== "Enter" || input.getAttribute("enterkeyhint") !== "next" || event.nativeEvent.isComposing || !input.form) return;
  const fields = [...input.form.elements].filter(
    (el): el is HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement =>
      (el instanceof HTMLInputElement || el instanceof HTMLSelectElement || el instanceof HTMLTextAreaElement) &&
      !el.disabled &&
      el.type !== "hidden",
  );
  const next = fields[fields.indexOf(input) + 1];
  if (!next) return;
  event.preventDefault();
  next.focus();
}

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "children"> {
  label: string;
  /** The field's rule, shown under it while typing (e.g. the login-id format or a password checklist). */
  hint?: ReactNode;
  /** The Korean message of a refused value (the schema's or the API's). */
  error?: string | null;
  /** Something after the input inside the field's box (the password toggle). */
  trailing?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A labelled input. Callers set what the keyboard needs: `type`, `autoComplete` (username, new-password, name, bday,
 * tel, email…), `inputMode` and `enterKeyHint` ("next" between fields, "done"/"go" on the last one).
 */
export function TextField({ label, hint, error, trailing, id: givenId, className = "", ref, onKeyDown, ...input }: TextFieldProps) {
  const autoId = useId();
  const id = givenId ?? autoId;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-neutral-800">
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          ref={ref}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, Boolean(hint), Boolean(error))}
          className={`${INPUT_CLASSES} ${error ? "border-red-600" : "border-neutral-300"} ${trailing ? "pr-20" : ""} ${className}`}
          onKeyDown={(event) => {
            onKeyDown?.(event);
            if (!event.defaultPrevented) moveToNextField(event);
          }}
          {...input}
        />
        {trailing}
      </div>
      {hint && (
        <div id={`${id}-hint`} className="text-sm text-neutral-600">
          {hint}
        </div>
      )}
      <FieldError id={id} message={error} />
    </div>
  );
}

export type PasswordFieldProps = Omit<TextFieldProps, "type" | "trailing"> & {
  /** `new-password` for a password being chosen, `current-password` for one being proven. */
  autoComplete: "new-password" | "current-password";
};

/** A password input with a show/hide toggle (a real button, `aria-pressed`, named in Korean). */
export function PasswordField(props: PasswordFieldProps) {
  const autoId = useId();
  const id = props.id ?? autoId;
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      id={id}
      type={visible ? "text" : "password"}
      autoCapitalize="none"
      spellCheck={false}
      trailing={
        <button
          type="button"
          aria-controls={id}
          aria-pressed={visible}
          onClick={() => setVisible((v) => !v)}
          className="absolute inset-y-0 right-0 min-w-12 px-3 text-sm font-medium text-neutral-700 outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
        >
          {visible ? "숨기기" : "보기"}
          <span className="sr-only">{visible ? " 비밀번호 숨기기" : " 비밀번호 보기"}</span>
        </button>
      }
    />
  );
}

export interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "type" | "children"> {
  label: ReactNode;
  /** Shown as (필수) / (선택) before the label; undefined shows neither. */
  required?: boolean;
  error?: string | null;
  /** Something after the label on the same row, outside the label (e.g. a link to the term's text). */
  trailing?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/** A checkbox with its label as a 48 px touch target; `required` only marks it, the schema decides. */
export function CheckboxField({ label, required, error, trailing, id: givenId, className = "", ref, ...input }: CheckboxFieldProps) {
  const autoId = useId();
  const id = givenId ?? autoId;
  return (
    <div className={`flex flex-col ${className}`}>
      <div className="flex min-h-12 items-center gap-2">
        <input
          id={id}
          ref={ref}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, false, Boolean(error))}
          className="h-5 w-5 shrink-0 accent-brand-700"
          {...input}
        />
        <label htmlFor={id} className="flex-1 py-3 text-base text-neutral-900">
          {required !== undefined && (
            <>
              <span className={required ? "font-semibold text-brand-700" : "text-neutral-600"}>{required ? "(필수)" : "(선택)"}</span>{" "}
            </>
          )}
          {label}
        </label>
        {trailing}
      </div>
      <FieldError id={id} message={error} />
    </div>
  );
}

/** The form-level message (what no single field explains: offline, a server failure), announced when it appears. */
export function FormMessage({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-sm text-red-700">
      {message}
    </p>
  );
}

export interface SubmitButtonProps extends Omit<ButtonProps, "type"> {
  /** True while the submit is in flight: the button is disabled, so a second tap sends nothing. */
  pending: boolean;
  /** The label while pending (default "처리 중…"). */
  pendingLabel?: string;
}

export function SubmitButton({ pending, pendingLabel = "처리 중…", disabled, children, className = "", ...rest }: SubmitButtonProps) {
  return (
    <Button type="submit" disabled={pending || disabled} aria-busy={pending || undefined} className={`w-full ${className}`} {...rest}>
      {pending ? pendingLabel : children}
    </Button>
  );
}
