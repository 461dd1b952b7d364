/** SPEC §1 page metadata: the title names the safety notification service; the description is about battery status and driving and charging habits. */
export const APP_META = {
  title: "EV 배터리 안전 알림 서비스",
  description: "전기차 배터리 상태를 매일 진단하고, 주행·충전 습관을 분석해 위험 신호를 미리 알려 드리는 배터리 안전 알림 서비스입니다.",
} as const;
