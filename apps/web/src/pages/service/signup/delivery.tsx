import { DeliveryStepScreen } from "@/features/subscription/signup/delivery-screen";
import { withWizardEntry } from "@/features/subscription/signup/wizard-entry";
import type { AppPage } from "@/shared/layout";

// Step 2 of the service sign-up (docs/subscription.md): where the OBD device is delivered.
export const getServerSideProps = withWizardEntry();
const DeliveryPage: AppPage = () => <DeliveryStepScreen />;
DeliveryPage.layout = "app";
export default DeliveryPage;
