import type { ReactNode } from "react";
import { BatteryIcon, BellIcon, ChartIcon, GaugeIcon } from "./feature-icons";

const FEATURES: { title: string; body: string; icon: ReactNode }[] = [
  {
    title: "배터리 안전 진단",
    body: "OBD 단말기가 모은 셀 전압, 모듈 온도, 팩 전압을 매일 분석해 배터리 상태를 진단해요.",
    icon: <BatteryIcon />,
  },
  {
    title: "안전 점수",
    body: "진단 결과를 100점 만점의 안전 점수와 안전·주의·경고·심각 네 단계로 알기 쉽게 보여 드려요.",
    icon: <GaugeIcon />,
  },
  {
    title: "주행·충전 통계",
    body: "급가속·급정지, 충전 시작·종료 충전량, 급속 충전 비율로 배터리에 무리가 가는 습관을 짚어 드려요.",
    icon: <ChartIcon />,
  },
  {
    title: "위험 알림",
    body: "이상 징후가 보이면 바로 푸시 알림을 보내고, 지금 해야 할 행동을 함께 안내해요.",
    icon: <BellIcon />,
  },
];

export function FeatureList() {
  return (
    <section aria-labelledby="features-title" className="cv-auto px-safe py-8">
      <h2 id="features-title" className="text-lg font-bold text-gray-900">
        이런 걸 알려 드려요
      </h2>
      <ul className="mt-4 grid gap-3">
        {FEATURES.map((f) => (
          <li key={f.title} className="flex gap-3 rounded-2xl border border-gray-100 bg-white p-4 shadow-sm">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">{f.icon}</span>
            <div>
              <h3 className="font-semibold text-gray-900">{f.title}</h3>
              <p className="mt-1 text-sm leading-relaxed text-gray-600">{f.body}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
