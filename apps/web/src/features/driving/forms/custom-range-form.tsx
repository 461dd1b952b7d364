import { useMemo } from "react";
import { z } from "zod";
import { STATUS_STATISTICS_MAX_DAYS } from "@evsafe/contract/constants/driving";
import { useSubmitOnce } from "@/shared/form/single-flight";
import { useZodForm } from "@/shared/form/use-zod-form";
import { formatKoreanDate } from "@/shared/format";
import { validateRange } from "../period";

/** Two dates on `today`: validateRange's rules (end ≥ start, no future day, at most 366 days), each beside its field. */
export const customRangeSchema = (today: string) =>
  z.object({ start: z.string(), end: z.string() }).superRefine((range, ctx) => {
    const errors = validateRange(range.start, range.end, today);
    for (const key of ["start", "end"] as const) if (errors[key]) ctx.addIssue({ code: "custom", path: [key], message: errors[key] });
  });

export interface CustomRangeFormProps {
  /** The form's id (the 직접 선택 button controls it); the fields' ids derive from it. */
  id: string;
  initial: { start: string; end: string };
  today: string;
  /** True while a range is being put in the address (a preset's included): the button waits. */
  busy: boolean;
  onApply: (range: { start: string; end: string }) => Promise<unknown>;
}

/**
 * The battery statistics' custom range: two dates checked before anything is asked of the API, each mistake said in
 * Korean next to its field (the first one focused); one tap applies once.
 */
export function CustomRangeForm({ id, initial, today, busy, onApply }: CustomRangeFormProps) {
  const schema = useMemo(() => customRangeSchema(today), [today]);
  const form = useZodForm(schema, { defaultValues: initial });
  const { errors } = form.formState;
  const [onSubmit, pending] = useSubmitOnce(form.handleSubmit((range) => onApply(range)));

  const field = (key: "start" | "end", label: string) => {
    const error = errors[key]?.message;
    return (
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <label htmlFor={`${id}-${key}`} className="text-xs font-semibold text-gray-700">
          {label}
        </label>
        <input
          id={`${id}-${key}`}
          type="date"
          max={today}
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-${key}-error` : undefined}
          className={`min-h-11 w-full min-w-0 rounded-xl border px-2 text-sm text-gray-900 outline-none focus-visible:ring-2 focus-visible:ring-brand-600 ${
            error ? "border-level-serious" : "border-gray-300"
          }`}
          {...form.register(key)}
        />
        {error && (
          <p id={`${id}-${key}-error`} className="text-xs leading-snug text-red-700" data-testid={`${key}-error`}>
            {error}
          </p>
        )}
      </div>
    );
  };

  return (
    <form id={id} noValidate onSubmit={onSubmit} className="flex flex-col gap-2 rounded-xl bg-gray-50 p-3" aria-label="기간 직접 선택">
      <div className="flex items-start gap-2">
        {field("start", "시작일")}
        <span aria-hidden="true" className="pt-8 text-gray-500">
          ~
        </span>
        {field("end", "종료일")}
      </div>
      <p className="text-xs text-gray-600">
        오늘({formatKoreanDate(today)})까지, 최대 {STATUS_STATISTICS_MAX_DAYS}일을 고를 수 있어요.
      </p>
      <button
        type="submit"
        disabled={pending || busy}
        className="min-h-11 rounded-xl bg-brand-700 px-4 text-sm font-semibold text-white outline-none focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2 disabled:opacity-50"
      >
        이 기간 보기
      </button>
    </form>
  );
}
