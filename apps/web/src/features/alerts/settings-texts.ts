import type { AlimKindSetting } from "@evsafe/contract";

/** What a confirmation dialog asks before a switch that silences safety-related alerts goes off. */
export interface OffConfirmation {
  title: string;
  message: string;
  yes: string;
}

/** Said in every dialog: the API keeps the battery-safety alerts on whatever the switches say (docs/api-common-user.md). */
export const BATTERY_SAFETY_STAYS_ON =
  "배터리 안전 알림(주의·경고·심각)은 운전자의 안전을 위해 끌 수 없어서, 알림을 꺼도 계속 보내 드려요.";

/** Kinds whose alerts carry safety information besides the mandatory battery-safety ones: what the driver misses. */
export const SAFETY_RELATED_KINDS: Readonly<Record<string, string>> = {
  charging: "충전 완료와 함께 과충전·고온 충전 주의 알림도 받지 못해요. 충전 중 배터리가 뜨거워져도 휴대폰으로 알려 드릴 수 없어요.",
  diagnosis: "배터리 정밀 진단이 끝나도 알려 드리지 않아요. 진단에서 찾은 위험 신호는 안전 진단 화면에서 직접 확인해야 해요.",
};

/**
 * The dialog before a switch goes off, or null when that switch goes off without asking. The master switch names
 * every kind it would silence (those sent now, except the mandatory one).
 */
export function offConfirmation(target: "all" | string, items: readonly AlimKindSetting[]): OffConfirmation | null {
  if (target === "all") {
    const silenced = items.filter((i) => !i.mandatory && i.effectiveEnabled).map((i) => `· ${i.alimNm}`);
    return {
      title: "알림을 모두 끌까요?",
      message: [
        silenced.length > 0 ? `다음 알림을 더 이상 받지 않아요.\n${silenced.join("\n")}` : "배터리 안전 알림 말고는 받지 않아요.",
        items.some((i) => i.alimId === "charging" && i.effectiveEnabled) ? SAFETY_RELATED_KINDS.charging : null,
        BATTERY_SAFETY_STAYS_ON,
      ]
        .filter(Boolean)
        .join("\n\n"),
      yes: "모두 끄기",
    };
  }
  const missed = SAFETY_RELATED_KINDS[target];
  const item = items.find((i) => i.alimId === target);
  if (!missed || !item) return null;
  return { title: `${item.alimNm}을 끌까요?`, message: `${missed}\n\n${BATTERY_SAFETY_STAYS_ON}`, yes: "끄기" };
}
