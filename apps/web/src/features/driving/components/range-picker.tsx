import { useId, useRef, useState, type FormEvent } from "react";
import { STATUS_STATISTICS_MAX_DAYS } from "@evsafe/contract/constants/driving";
import { formatKoreanDate } from "@/shared/format";
import { RANGE_PRESET_LABEL, RANGE_PRESETS, presetRange, validateRange, type RangeErrors, type StatusRange } from "../period";

export interface RangePickerProps {
  range: StatusRange;
  /** The phone's KST day: no later day can be chosen. */
  today: string;
  /** Puts the range in the address; resolves once it is there. */
  onRange: (range: StatusRange) => Promise<unknown> | void;
}

const CHIP =
  "min-h-11 min-w-11 whitespace-nowrap rounded-full border px-3 text-sm font-semibold outline-none focus-visible:ring-2 focus-visible:ring-brand-600";

/**
 * The battery statistics' period: four presets and a custom range of two dates, checked before anything is asked
 * of the API (end ≥ start, no future day, at most 366 days), each mistake said in Korean next to its field.
 */
export function RangePicker({ range, today, onRange }: RangePickerProps) {
  const id = useId();
  const [custom, setCustom] = useState(range.preset === "custom");
  const [start, setStart] = useState(range.start);
  const [end, setEnd] = useState(range.end);
  const [errors, setErrors] = useState<RangeErrors>({});
  const [pending, setPending] = useState(false);
  const startRef = useRef<HTMLInputElement>(null);
  const endRef = useRef<HTMLInputElement>(null);

  const apply = async (next: StatusRange) => {
    setPending(true);
    try {
      await onRange(next);
    } finally {
      setPending(false);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const found = validateRange(start, end, today);
    setErrors(found);
    if (found.start) return startRef.current?.focus();
    if (found.end) return endRef.current?.focus();
    void apply({ preset: "custom", start, end });
  };

  const field = (key: "start" | "end", label: string, value: string, set: (v: string) => void, ref: typeof startRef) => {
    const error = errors[key];
    return (
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <label htmlFor={`${id}-${key}`} className="text-xs font-semibold text-gray-700">
          {label}
        </label>
        <input
          ref={ref}
          id={`${id}-${key}`}
          type="date"
          value={value}
          max={today}
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-${key}-error` : undefined}
          onChange={(e) => {
            set(e.target.value);
            if (error) setErrors((prev) => ({ ...prev, [key]: undefined }));
          }}
          className={`min-h-11 w-full min-w-0 rounded-xl border px-2 text-sm text-gray-900 outline-none focus-visible:ring-2 focus-visible:ring-brand-600 ${
            error ? "border-level-serious" : "border-gray-300"
          }`}
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
    <div className="flex flex-col gap-3">
      <div role="group" aria-label="조회 기간" className="flex flex-wrap gap-2">
        {RANGE_PRESETS.map((p) => {
          const on = !custom && range.preset === p;
          return (
            <button
              key={p}
              type="button"
              aria-pressed={on}
              disabled={pending}
              onClick={() => {
                setCustom(false);
                setErrors({});
                if (range.preset !== p) void apply(presetRange(p, today));
              }}
              className={`${CHIP} ${on ? "border-gray-900 bg-gray-900 text-white" : "border-gray-300 bg-white text-gray-700"}`}
            >
              {RANGE_PRESET_LABEL[p]}
            </button>
          );
        })}
        <button
          type="button"
          aria-pressed={custom}
          aria-expanded={custom}
          aria-controls={`${id}-custom`}
          onClick={() => setCustom(true)}
          className={`${CHIP} ${custom ? "border-gray-900 bg-gray-900 text-white" : "border-gray-300 bg-white text-gray-700"}`}
        >
          직접 선택
        </button>
      </div>
      {custom && (
        <form
          id={`${id}-custom`}
          noValidate
          onSubmit={onSubmit}
          className="flex flex-col gap-2 rounded-xl bg-gray-50 p-3"
          aria-label="기간 직접 선택"
        >
          <div className="flex items-start gap-2">
            {field("start", "시작일", start, setStart, startRef)}
            <span aria-hidden="true" className="pt-8 text-gray-500">
              ~
            </span>
            {field("end", "종료일", end, setEnd, endRef)}
          </div>
          <p className="text-xs text-gray-600">
            오늘({formatKoreanDate(today)})까지, 최대 {STATUS_STATISTICS_MAX_DAYS}일을 고를 수 있어요.
          </p>
          <button
            type="submit"
            disabled={pending}
            className="min-h-11 rounded-xl bg-brand-700 px-4 text-sm font-semibold text-white outline-none focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2 disabled:opacity-50"
          >
            이 기간 보기
          </button>
        </form>
      )}
    </div>
  );
}
