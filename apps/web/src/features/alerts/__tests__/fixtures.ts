import type { AlimItem } from "@evsafe/contract";

/** A safety alert of a day (stamped 23:30 KST, as the API does), unread unless said. */
export function alim(id: number, overrides: Partial<AlimItem> = {}): AlimItem {
  const day = overrides.day ?? "2026-11-21";
  const severity = overrides.severity ?? "03";
  return {
    id,
    alimType: "01",
    alimTypeName: "안전 알림",
    severity,
    severityName: { "01": "안전", "02": "주의", "03": "경고", "04": "심각" }[severity],
    level: `lv${severity}`,
    metric: "cellBalance",
    metricName: "셀 전압 편차",
    day,
    title: "셀 전압 편차 경고",
    message: "셀 전압 편차가 31.4 mV로 경고 기준(30 mV)을 넘었습니다. 가까운 서비스센터에서 점검을 받으세요.",
    createdAt: `${day}T14:30:00.000Z`,
    read: false,
    readAt: null,
    ...overrides,
  };
}

/** One page of a list as the API answers it. */
export function alimPage(items: AlimItem[], page = 1, totalCount = items.length, size = 10) {
  return { items, page, size, totalCount, totalPages: Math.ceil(totalCount / size), unreadCount: items.filter((i) => !i.read).length };
}
