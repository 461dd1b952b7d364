import { carBatteryOf } from "@/domain/car-battery";
import { AsyncContent } from "@/shared/ui/async-content";
import { Skeleton } from "@/shared/ui/states";
import { useCarBattery, COACHING_PERIOD, useTripCharge } from "../api";
import { coachCharging, type ChargingCoaching, type CoachedBattery, type HabitVerdict } from "../coaching";
import { SectionTitle } from "./figure";

/**
 * Charging coaching: the last 30 days' sessions (`vehicle/trip-charge/month`) against the references of
 * docs/thresholds.md "Charging coaching", with what to change when a habit shortens battery life. The car's battery
 * (chemistry and recall from the catalogue by `main/info`'s detail model, the latest level) picks the advice; until
 * `main/info` answers, or when it fails, the coaching uses the neutral advice of an unknown battery.
 */
export function ChargingCoachingCard() {
  const state = useTripCharge(COACHING_PERIOD);
  const { data: info, error: infoError } = useCarBattery();
  const battery: CoachedBattery | null = info ? carBatteryOf(info) : infoError ? {} : null;
  return (
    <section aria-labelledby="coaching-title" className="rounded-2xl border border-gray-200 p-4" data-testid="charging-coaching">
      <SectionTitle id="coaching-title">충전 습관 코칭</SectionTitle>
      <p className="mt-0.5 text-xs text-gray-600">최근 30일 충전 기록을 권장 기준과 비교했어요.</p>
      <div className="mt-3">
        <AsyncContent
          state={state}
          skeleton={<Skeleton className="h-48" />}
          loadingLabel="충전 습관을 불러오는 중입니다"
          errorTitle="충전 기록을 불러오지 못했어요"
        >
          {(tc) => (battery ? <CoachingView coaching={coachCharging(tc.charges, battery)} /> : <Skeleton className="h-48" />)}
        </AsyncContent>
      </div>
    </section>
  );
}

export function CoachingView({ coaching }: { coaching: ChargingCoaching }) {
  if (coaching.kind !== "judged")
    return (
      <p className="rounded-xl bg-gray-50 px-3 py-3 text-sm leading-relaxed text-gray-700" data-testid="coaching-message">
        {coaching.message}
      </p>
    );
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm font-semibold text-gray-900" data-testid="coaching-verdict">
        {coaching.verdict}
      </p>
      {coaching.note && (
        <p className="rounded-lg bg-gray-50 px-3 py-2 text-sm leading-relaxed text-gray-800" data-testid="coaching-note">
          {coaching.note}
        </p>
      )}
      <ul className="flex flex-col gap-3">
        {coaching.habits.map((h) => (
          <HabitItem key={h.key} habit={h} />
        ))}
      </ul>
    </div>
  );
}

function HabitItem({ habit: h }: { habit: HabitVerdict }) {
  return (
    <li className="rounded-xl bg-gray-50 p-3" data-testid={`habit-${h.key}`}>
      <div className="flex items-baseline justify-between gap-2">
        <h3 className="text-sm font-bold text-gray-900">{h.title}</h3>
        <span className={`text-sm font-bold ${h.isOver ? "text-amber-700" : "text-green-700"}`}>
          {h.sharePct}% · {h.isOver ? "기준 초과" : "기준 이내"}
        </span>
      </div>
      {/* The share against the reference: the bar's fill is the share, the mark the reference. */}
      <div aria-hidden="true" className="relative mt-2 h-2 rounded-full bg-gray-200">
        <div
          className={`h-2 rounded-full ${h.isOver ? "bg-level-caution" : "bg-level-safe"}`}
          style={{ width: `${Math.min(100, h.sharePct)}%` }}
        />
        <div className="absolute -top-1 h-4 w-0.5 bg-gray-800" style={{ left: `${h.referencePct}%` }} />
      </div>
      <p className="mt-2 text-sm leading-relaxed text-gray-800">{h.statement}</p>
      {h.suggestion && (
        <p className="mt-2 rounded-lg bg-amber-50 px-3 py-2 text-sm leading-relaxed text-gray-900" data-testid="habit-suggestion">
          <span className="font-bold text-amber-800">이렇게 해 보세요 · </span>
          {h.suggestion}
        </p>
      )}
    </li>
  );
}
