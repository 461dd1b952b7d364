import { DATA_ARRIVAL } from "@/shared/data-arrival";
import { AsyncContent } from "@/shared/ui/async-content";
import { severityStyle } from "@/shared/ui/severity";
import { Skeleton } from "@/shared/ui/states";
import { useBatteryTips, type BatteryTips } from "../api";
import { SectionTitle } from "./figure";

/** Battery care tips chosen from the last 30 days (`main/battery-management-tip`), most severe first, as short cards. */
export function BatteryTipsSection() {
  return (
    <section aria-labelledby="tips-title" className="flex flex-col gap-3" data-testid="battery-tips">
      <SectionTitle id="tips-title">배터리 관리 팁</SectionTitle>
      <AsyncContent
        state={useBatteryTips()}
        skeleton={<Skeleton className="h-28" />}
        loadingLabel="배터리 관리 팁을 불러오는 중입니다"
        errorTitle="배터리 관리 팁을 불러오지 못했어요"
        empty={{
          when: (data) => tipsFromData(data).length === 0,
          title: "아직 팁을 고를 주행·충전 데이터가 없어요",
          message: `최근 30일의 주행·충전 기록을 보고 내 차에 맞는 팁을 골라 드려요. ${DATA_ARRIVAL}`,
        }}
      >
        {(data) => <TipList tips={tipsFromData(data)} />}
      </AsyncContent>
    </section>
  );
}

/** The tips a day of data supports: no praise (GOOD_HABIT) without data, whatever an API sends. */
export function tipsFromData(data: BatteryTips): BatteryTips["tips"] {
  return data.basedOnDays > 0 ? data.tips : data.tips.filter((t) => t.code !== "GOOD_HABIT");
}

function TipList({ tips }: { tips: BatteryTips["tips"] }) {
  return (
    <ul className="flex flex-col gap-2">
      {tips.map((t) => (
        <li key={t.code} className="flex gap-3 rounded-xl bg-gray-50 p-3" data-testid="tip-card">
          <span aria-hidden="true" className={`mt-1 w-1 shrink-0 self-stretch rounded-full ${severityStyle(t.severity).bar}`} />
          <div>
            <h3 className="text-sm font-bold text-gray-900">{t.title}</h3>
            {t.reason && <p className="mt-0.5 text-xs font-semibold text-gray-700">{t.reason}</p>}
            <p className="mt-1 text-sm leading-relaxed text-gray-700">{t.content}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
