import { useId, useMemo } from "react";
import { z } from "zod";
import { useSubmitOnce } from "@/shared/form/single-flight";
import { useZodForm } from "@/shared/form/use-zod-form";
import { Button } from "@/shared/ui/button";
import { customRangeErrors, presetRange, type LogRange } from "../period";

type Query = Record<string, string | string[] | undefined>;
type RangeErrors = Partial<Record<"start" | "end", { type: string; message: string }>>;

/** Two dates on `today`: customRangeErrors' rules, each mistake beside its field. */
export const logRangeSchema = (today: string) =>
  z.object({ start: z.string(), end: z.string() }).superRefine((range, ctx) => {
    const errors = customRangeErrors(range.start, range.end, today);
    for (const key of ["start", "end"] as const) if (errors[key]) ctx.addIssue({ code: "custom", path: [key], message: errors[key] });
  });

/**
 * The logs' custom range: starts from the address's range (its mistakes said at once, for an address typed or kept
 * from another day) or this month; a mistake is said beside its field and the first one focused, nothing is asked.
 */
export function LogRangeForm({ query, today, onCustom }: { query: Query; today: string; onCustom: (r: LogRange) => unknown }) {
  const id = useId();
  const initial =
    typeof query.start === "string" && typeof query.end === "string"
      ? { start: query.start, end: query.end }
      : presetRange("this-month", today);
  const schema = useMemo(() => logRangeSchema(today), [today]);
  // The address's own mistakes, shown with the first render (react-hook-form's `errors` option).
  const [addressErrors] = useMemo(() => {
    const found = query.period === "custom" ? customRangeErrors(initial.start, initial.end, today) : {};
    const errors: RangeErrors = {};
    for (const key of ["start", "end"] as const) if (found[key]) errors[key] = { type: "custom", message: found[key] };
    return [errors];
    // The form is keyed by the address's range: these are its first errors only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const form = useZodForm(schema, { defaultValues: initial, errors: addressErrors });
  const { errors } = form.formState;
  const [onSubmit] = useSubmitOnce(form.handleSubmit(async (range) => onCustom(range)));

  const field = (key: "start" | "end", label: string) => {
    const error = errors[key]?.message;
    return (
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <label htmlFor={`${id}-${key}`} className="text-sm font-semibold text-gray-900">
          {label}
        </label>
        <input
          id={`${id}-${key}`}
          type="date"
          max={today}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-${key}-error` : undefined}
          className="min-h-11 w-full rounded-lg border border-gray-300 bg-white px-2 text-base text-gray-900"
          {...form.register(key)}
        />
        {error && (
          <p id={`${id}-${key}-error`} className="text-sm text-red-700">
            {error}
          </p>
        )}
      </div>
    );
  };
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-2" aria-label="기간 직접 선택">
      <div className="flex flex-wrap gap-2">
        {field("start", "시작일")}
        {field("end", "종료일")}
      </div>
      <Button type="submit" variant="secondary">
        이 기간 보기
      </Button>
    </form>
  );
}
