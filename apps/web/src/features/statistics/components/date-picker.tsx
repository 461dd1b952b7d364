import { useState, type ChangeEvent } from "react";
import { formatKoreanDate } from "@/shared/format";
import { addDays, FIRST_DAY, pickDay } from "../dates";

const BUTTON =
  "flex min-h-11 min-w-11 shrink-0 items-center justify-center rounded-xl border border-gray-300 bg-white px-3 text-sm font-semibold text-gray-900 outline-none focus-visible:ring-2 focus-visible:ring-brand-600 active:bg-gray-50 disabled:border-gray-200 disabled:text-gray-400";

export interface DatePickerProps {
  /** The day shown. */
  date: string;
  /** The phone's KST day; null until the page has hydrated (then the next day stays off, as on the server). */
  today: string | null;
  /** Opens a day (a new address: Back returns to the day before). */
  onOpen: (day: string) => void;
}

const REFUSAL = {
  future: (today: string | null) =>
    `아직 오지 않은 날은 고를 수 없어요. ${today ? `오늘(${formatKoreanDate(today)})` : "오늘"}까지의 통계를 볼 수 있어요.`,
  "too-early": () => `${formatKoreanDate(FIRST_DAY)}부터의 통계를 볼 수 있어요.`,
};

/**
 * The day of a metric: 이전 날 / 다음 날 and the phone's own date field (`max` = today). A future day cannot be
 * picked: the next day stops at today, and a future date typed into the field is refused with the reason. A
 * button pressed once opens one day; the buttons wait until that day is shown (no double step).
 */
export function DatePicker({ date, today, onOpen }: DatePickerProps) {
  const [openedFrom, setOpenedFrom] = useState<string | null>(null);
  const [draft, setDraft] = useState({ for: date, value: date });
  const [refusal, setRefusal] = useState<{ for: string; text: string } | null>(null);
  const busy = openedFrom === date;
  const last = today ?? date;
  const value = draft.for === date ? draft.value : date;

  const open = (day: string) => {
    if (busy || day === date) return;
    setOpenedFrom(date);
    setRefusal(null);
    onOpen(day);
  };

  const onChange = (e: ChangeEvent<HTMLInputElement>) => {
    const picked = pickDay(e.target.value, today);
    if ("open" in picked) {
      setDraft({ for: date, value: picked.open });
      open(picked.open);
    } else if ("refuse" in picked) {
      setDraft({ for: date, value: date });
      setRefusal({ for: date, text: REFUSAL[picked.refuse](today) });
    } else {
      setDraft({ for: date, value: e.target.value });
    }
  };

  return (
    <div className="flex flex-col gap-2" data-testid="date-picker">
      <div className="flex items-center gap-2" role="group" aria-label="날짜 선택">
        <button type="button" className={BUTTON} onClick={() => open(addDays(date, -1))} disabled={busy || date <= FIRST_DAY}>
          <span aria-hidden="true">‹</span>
          <span className="ml-1">이전 날</span>
        </button>
        <label className="flex min-w-0 flex-1 flex-col">
          <span className="sr-only">날짜</span>
          <input
            type="date"
            className="min-h-11 w-full min-w-0 rounded-xl border border-gray-300 bg-white px-2 text-center text-sm text-gray-900 outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
            value={value}
            min={FIRST_DAY}
            max={last}
            onChange={onChange}
            disabled={busy}
            aria-describedby="date-picker-note"
          />
        </label>
        <button type="button" className={BUTTON} onClick={() => open(addDays(date, 1))} disabled={busy || date >= last}>
          <span className="mr-1">다음 날</span>
          <span aria-hidden="true">›</span>
        </button>
      </div>
      <p id="date-picker-note" role="status" aria-live="polite" className="min-h-5 text-xs text-gray-700" data-testid="date-refusal">
        {refusal?.for === date ? refusal.text : ""}
      </p>
    </div>
  );
}
