import type { Permission } from "@/shared/bridge";

/** SPEC §6 native permissions, in the order they are asked, with why the app needs each (Korean). */
export const PERMISSION_ITEMS: ReadonlyArray<{ permission: Permission; label: string; reason: string; required: boolean }> = [
  {
    permission: "POST_NOTIFICATIONS",
    label: "알림",
    reason: "배터리 이상 징후(주의·경고·심각)를 감지하면 바로 알려 드려요.",
    required: true,
  },
  {
    permission: "READ_MEDIA_IMAGES",
    label: "사진",
    reason: "1:1 문의와 후기에 사진을 첨부할 때 사용해요.",
    required: false,
  },
];

export type PermissionState = "idle" | "requesting" | "granted" | "denied";

export const PERMISSION_STATE_LABEL: Record<PermissionState, string> = {
  idle: "확인 전",
  requesting: "확인 중",
  granted: "허용됨",
  denied: "허용 안 됨",
};
