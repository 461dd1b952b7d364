import { useId, type ReactNode } from "react";

export interface SwitchRowProps {
  label: string;
  /** What the switch does (and, for consent, when it was given): the switch's accessible description. */
  description: ReactNode;
  /** Whether it is in effect now, in words, under the description. */
  status?: string;
  checked: boolean;
  disabled: boolean;
  /** The reason a change failed, said next to the switch. */
  failure: string | null;
  onChange: (on: boolean) => void;
  /** A master switch: its label in bold. */
  strong?: boolean;
}

/**
 * A labelled switch (a checkbox with role="switch", 48 px tall), what it does and its state in words as its
 * description, and a failure next to it: the rows of the alert settings and the marketing consent.
 */
export function SwitchRow({ label, description, status, checked, disabled, failure, onChange, strong = false }: SwitchRowProps) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <div className="flex min-h-12 items-center justify-between gap-3">
        <label
          htmlFor={id}
          className={`flex min-h-11 flex-1 items-center break-keep text-base text-gray-900 ${strong ? "font-bold" : "font-semibold"}`}
        >
          {label}
        </label>
        <input
          id={id}
          type="checkbox"
          role="switch"
          className="h-6 w-11 shrink-0 accent-brand-700"
          checked={checked}
          disabled={disabled}
          aria-describedby={`${id}-about`}
          onChange={(event) => onChange(event.currentTarget.checked)}
        />
      </div>
      <p id={`${id}-about`} className="break-keep text-sm leading-relaxed text-gray-600">
        {description}
        {status && <span className="mt-0.5 block font-semibold text-gray-800">{status}</span>}
      </p>
      {failure && (
        <p role="alert" className="text-sm text-red-700">
          {failure}
        </p>
      )}
    </div>
  );
}
