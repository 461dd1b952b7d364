import { PaymentStepScreen } from "@/features/subscription/payment/payment-step-screen";
import { paymentWindowModeProps } from "@/features/subscription/payment/payment-props";
import type { PaymentWindowMode } from "@/features/subscription/payment/payment-window";
import { withWizardEntry } from "@/features/subscription/signup/wizard-entry";
import type { AppPage } from "@/shared/layout";

// Step 3 of the service sign-up (docs/subscription.md); the server picks the payment window (demo or gateway).
export const getServerSideProps = withWizardEntry(paymentWindowModeProps);
const PaymentPage: AppPage<{ paymentWindowMode: PaymentWindowMode }> = ({ paymentWindowMode }) => (
  <PaymentStepScreen paymentWindowMode={paymentWindowMode} />
);
PaymentPage.layout = "app";
export default PaymentPage;
