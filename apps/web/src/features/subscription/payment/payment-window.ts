import type { ComponentType } from "react";
import type { Payment } from "@evsafe/contract";
import type { PaymentMethod } from "@evsafe/contract/constants/account";
import type { VirtualAccountBank } from "@evsafe/contract/constants/payment";
import type { PaymentOrder } from "./api";

/**
 * The payment window: where the payer confirms (or not) what the gateway charges. It is an adapter seam like the
 * API's `PaymentGateway` (docs/simulators.md): the server's demo switch (`SIMULATORS=1`, the same one that gives the
 * API its simulated gateway) picks the demo window; otherwise the gateway's own window. Each is its own chunk,
 * loaded only when a payment starts, so a production page never loads the demo window's code.
 */
export type PaymentWindowMode = "demo" | "gateway";

/** How the window ended: paid (or waiting for a deposit), declined with the gateway's reason, or given up. */
export type PaymentWindowOutcome = { kind: "settled"; payment: Payment } | { kind: "declined"; reason: string } | { kind: "cancelled" };

export interface PaymentWindowProps {
  order: PaymentOrder;
  method: PaymentMethod;
  /**
   * Asks the API to settle the order's trade id (kg/stlm); the gateway approves, declines or issues an account at the
   * bank the payer chose in the window.
   */
  settle: (choice?: { bankName?: VirtualAccountBank }) => Promise<Payment>;
  /** The window is done; the step closes it. */
  onDone: (outcome: PaymentWindowOutcome) => void;
}

/** The window component of a mode. Demo code is imported only on the demo branch. */
export async function loadPaymentWindow(mode: PaymentWindowMode): Promise<ComponentType<PaymentWindowProps>> {
  if (mode === "demo") return (await import("./demo-payment-window")).DemoPaymentWindow;
  return (await import("./gateway-payment-window")).GatewayPaymentWindow;
}
