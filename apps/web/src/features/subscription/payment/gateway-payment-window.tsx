import { useEffect } from "react";
import type { PaymentWindowProps } from "./payment-window";

/** Said when the gateway's window cannot open in this build (no gateway SDK wired yet). */
export const GATEWAY_UNAVAILABLE_REASON = "결제 창을 열 수 없어요. 잠시 후 다시 시도하거나 고객센터에 문의해 주세요.";

/**
 * The gateway's own payment window (KG Inicis) for production. REAL CALL GOES HERE: hand `order.pg` (mid, oid,
 * price, signature, returnUrl) to the gateway's SDK through the native shell and settle on its return. Until that
 * is wired the window declines at once with a Korean reason, so the step keeps steps 1–2 and nothing is charged.
 */
export function GatewayPaymentWindow({ onDone }: PaymentWindowProps) {
  useEffect(() => {
    onDone({ kind: "declined", reason: GATEWAY_UNAVAILABLE_REASON });
  }, [onDone]);
  return null;
}
