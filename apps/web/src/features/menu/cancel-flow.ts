import type { MyServiceStatus } from "@evsafe/contract";
import { formatKoreanDate } from "@/shared/format";
import { isHandledByPolicy } from "./api";
import type { MenuScreenDeps } from "./menu-screen";

/**
 * 서비스 해지 (loaded on the tap, not with /menu): the confirmation naming the end date, then the cancellation.
 * Null when the driver declines; otherwise the new status (none after a failure) and the sentence to show (none
 * for a failure the error policy is already showing).
 */
export async function confirmCancel(
  status: MyServiceStatus,
  deps: Pick<MenuScreenDeps, "confirm" | "cancelService">,
  onStart: () => void,
): Promise<{ next: MyServiceStatus | null; notice: string | null } | null> {
  const end = status.serviceExpirationDate ? `${formatKoreanDate(status.serviceExpirationDate)}까지는 계속 이용할 수 있고, ` : "";
  const yes = await deps.confirm({
    type: "remove",
    title: "서비스 해지",
    message: `서비스를 해지하시겠어요? ${end}그 뒤에는 배터리 이상 징후 알림을 받을 수 없어요.`,
    yes: "해지 신청",
  });
  if (!yes) return null;
  onStart();
  try {
    return { next: await deps.cancelService(), notice: "해지 신청이 접수되었어요." };
  } catch (err) {
    return { next: null, notice: isHandledByPolicy(err) ? null : "해지 신청을 처리하지 못했어요. 잠시 후 다시 시도해 주세요." };
  }
}
