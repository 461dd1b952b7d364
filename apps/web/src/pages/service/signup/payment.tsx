import { withSession } from "@/auth/guard";
import { PaymentStepScreen } from "@/features/subscription/payment/payment-step-screen";
import { paymentWindowModeProps } from "@/features/subscription/payment/payment-props";
import type { PaymentWindowMode } from "@/features/subscription/payment/payment-window";
import type { AppPage } from "@/shared/layout";

// Step 3 of the service sign-up (docs/simulators.md "The web's payment window"); the server picks the payment window (demo or gateway).
export const getServerSideProps = withSession(async () => ({ props: await paymentWindowModeProps() }));
const PaymentPage: AppPage<{ paymentWindowMode: PaymentWindowMode }> = ({ paymentWindowMode }) => (
  <PaymentStepScreen paymentWindowMode={paymentWindowMode} />
);
PaymentPage.layout = "app";
export default PaymentPage;
