import { paymentStepReads } from "@/features/subscription/payment/api";
import { PaymentStepScreen } from "@/features/subscription/payment/payment-step-screen";
import { paymentStepProps, type PaymentStepProps } from "@/features/subscription/payment/payment-props";
import { withWizardEntry } from "@/features/subscription/signup/wizard-entry";
import type { AppPage } from "@/shared/layout";

// Step 3 of the service sign-up (docs/subscription.md); the server picks the payment window (demo or gateway) and
// renders the service terms agreed before paying and, on a hard load, the step itself (its reads, the wizard's cookie).
export const getServerSideProps = withWizardEntry(paymentStepProps, paymentStepReads);
const PaymentPage: AppPage<PaymentStepProps> = (props) => <PaymentStepScreen {...props} />;
PaymentPage.layout = "app";
export default PaymentPage;
