import { VehicleStepScreen } from "@/features/subscription/signup/vehicle-screen";
import { withWizardEntry } from "@/features/subscription/signup/wizard-entry";
import type { AppPage } from "@/shared/layout";

// Step 1 of the service sign-up (docs/subscription.md): the car and its number plate.
export const getServerSideProps = withWizardEntry();
const VehiclePage: AppPage = () => <VehicleStepScreen />;
VehiclePage.layout = "app";
export default VehiclePage;
