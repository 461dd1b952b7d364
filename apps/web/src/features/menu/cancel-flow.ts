import type { MyServiceStatus, RefundQuote } from "@evsafe/contract";
import { formatKoreanDate } from "@/shared/format";
import { cancelService } from "@/domain/subscription/cancel-service";
import { formatNumber } from "@/shared/format-number";
import { isHandledByPolicy } from "./api";
import type { MenuScreenDeps } from "./menu-screen";

/**
 * 서비스 해지 (loaded on the tap, not with /menu): the refund the API computes, then the confirmation naming the end
 * date, the amount and the device return (docs/subscription.md "Refund rule"), then the cancellation (the one
 * cancelService of domain/subscription, unless a test hands in its own). Null when the
 * driver declines; otherwise the new status (none after a failure) and the sentence to show (none for a failure the
 * error policy is already showing).
 */
export async function confirmCancel(
  status: MyServiceStatus,
  deps: Pick<MenuScreenDeps, "confirm" | "cancelService" | "getRefundQuote">,
  onStart: () => void,
): Promise<{ next: MyServiceStatus | null; notice: string | null } | null> {
  let quote: RefundQuote;
  try {
    quote = await deps.getRefundQuote();
  } catch (err) {
    return { next: null, notice: isHandledByPolicy(err) ? null : "환불 예정 금액을 불러오지 못했어요. 잠시 후 다시 시도해 주세요." };
  }
  const endDay = quote.serviceEndDate ?? status.serviceExpirationDate;
  const end = endDay ? `${formatKoreanDate(endDay)}까지 이용할 수 있고, ` : "";
  const won = (n: number) => `${formatNumber(n, 0)}원`;
  const device =
    quote.deviceReturnRequired && quote.deviceReturnDeadline
      ? ` 단말기는 ${formatKoreanDate(quote.deviceReturnDeadline)}까지 반납해 주세요(반납하지 않으면 ${won(quote.refundIfDeviceKept)}).`
      : "";
  const yes = await deps.confirm({
    type: "remove",
    title: "서비스 해지",
    message: `서비스를 해지하시겠어요? ${end}환불 예정 금액은 ${won(quote.refundAmount)}이에요.${device} 그 뒤에는 배터리 이상 징후 알림을 받을 수 없어요.`,
    yes: "해지 신청",
  });
  if (!yes) return null;
  onStart();
  try {
    return { next: await (deps.cancelService ?? cancelService)(), notice: "해지 신청이 접수되었어요." };
  } catch (err) {
    return { next: null, notice: isHandledByPolicy(err) ? null : "해지 신청을 처리하지 못했어요. 잠시 후 다시 시도해 주세요." };
  }
}
