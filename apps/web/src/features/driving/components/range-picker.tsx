import dynamic from "next/dynamic";
import { useId, useState } from "react";
import { RANGE_PRESET_LABEL, RANGE_PRESETS, presetRange, type StatusRange } from "../period";

// The custom range's form (react-hook-form over its schema) loads when 직접 선택 opens it.
const CustomRangeForm = dynamic(() => import("../forms/custom-range-form").then((m) => m.CustomRangeForm));

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
  const [pending, setPending] = useState(false);
  const apply = async (next: StatusRange) => {
    setPending(true);
    try {
      await onRange(next);
    } finally {
      setPending(false);
    }
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
        <CustomRangeForm
          id={`${id}-custom`}
          initial={{ start: range.start, end: range.end }}
          today={today}
          busy={pending}
          onApply={(picked) => apply({ preset: "custom", ...picked })}
        />
      )}
    </div>
  );
}
