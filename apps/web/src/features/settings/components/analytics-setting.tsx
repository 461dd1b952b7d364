import { useId, useState } from "react";
import { storage, STORAGE_KEYS } from "@/shared/storage";
import { useHydrated } from "@/shared/use-hydrated";

/**
 * The member's analytics opt-out, kept on this device (docs/settings.md "Performance statistics"): on, a sampled
 * share of page views sends how fast the screen appeared and answered (LCP, INP, CLS, TTFB with the page's route
 * pattern, nothing personal); off, nothing is measured or sent (shared/web-vitals-reporter.ts).
 */
export function AnalyticsSetting() {
  const id = useId();
  // Read after hydration: the server cannot know what this device stored.
  const hydrated = useHydrated();
  const [changed, setSending] = useState<boolean | null>(null);
  const sending = hydrated ? (changed ?? storage.get(STORAGE_KEYS.analyticsOptOut) !== "1") : null;

  const onChange = (on: boolean) => {
    if (on) storage.remove(STORAGE_KEYS.analyticsOptOut);
    else storage.set(STORAGE_KEYS.analyticsOptOut, "1");
    setSending(on);
  };

  return (
    <div className="flex items-start justify-between gap-3">
      <div className="flex flex-col">
        {/* The label is the switch's tap target too: at least 44 px high. */}
        <label htmlFor={id} className="flex min-h-11 items-center text-base text-neutral-900">
          성능 통계 보내기
        </label>
        <span id={`${id}-about`} className="text-sm text-neutral-600">
          화면이 뜨고 반응하는 속도만 이름이나 주소 없이 보내요. 끄면 이 기기에서는 보내지 않아요.
        </span>
      </div>
      <input
        id={id}
        type="checkbox"
        role="switch"
        aria-describedby={`${id}-about`}
        className="mt-2.5 h-6 w-6 shrink-0 accent-brand-700"
        checked={sending ?? true}
        disabled={sending === null}
        onChange={(e) => onChange(e.currentTarget.checked)}
      />
    </div>
  );
}
