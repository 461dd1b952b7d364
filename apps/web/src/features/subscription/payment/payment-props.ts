import type { SessionContext } from "@/auth/server/guard";
import type { ServiceTerm } from "../signup/complete-props";
import { parseProgress, WIZARD_PROGRESS_COOKIE, type WizardProgress } from "../signup/wizard";
import type { PaymentWindowMode } from "./payment-window";

/**
 * Which payment window a page offers, decided on the server from the same demo switch that gives the API its
 * simulated gateway (`SIMULATORS=1`: `npm start` sets it, `npm run start:prod` refuses it): demo → the demo window; otherwise the
 * gateway's. The browser never decides this itself, so a production page never loads the demo window.
 */
export function paymentWindowModeFor(simulators: boolean): PaymentWindowMode {
  return simulators ? "demo" : "gateway";
}

/** For a page's getServerSideProps. */
export async function paymentWindowModeProps(): Promise<{ paymentWindowMode: PaymentWindowMode }> {
  const { serverEnv } = await import("@/server/env");
  return { paymentWindowMode: paymentWindowModeFor(serverEnv().SIMULATORS) };
}

/**
 * Step 3's server props: the window's mode, the service terms agreed before paying (null: not readable now) and how
 * far this browser's wizard is (its cookie; null: unknown, the step draws after mount).
 */
export interface PaymentStepProps extends Record<string, unknown> {
  paymentWindowMode: PaymentWindowMode;
  terms: ServiceTerm[] | null;
  wizardProgress: WizardProgress | null;
}

export async function paymentStepProps(ctx: Pick<SessionContext, "req">): Promise<PaymentStepProps> {
  const { loadServiceTerms } = await import("../signup/complete-props");
  const [mode, terms] = await Promise.all([paymentWindowModeProps(), loadServiceTerms()]);
  return { ...mode, terms, wizardProgress: parseProgress(ctx.req.cookies[WIZARD_PROGRESS_COOKIE]) };
}
