import { CompleteStepScreen } from "@/features/subscription/signup/complete-screen";
import { getCompleteStepProps, type CompleteStepProps } from "@/features/subscription/signup/complete-props";
import type { AppPage } from "@/shared/layout";

// Step 4 of the service sign-up (docs/subscription.md): the service terms, then `auth/service/signup`.
export const getServerSideProps = getCompleteStepProps;
const CompletePage: AppPage<CompleteStepProps> = (props) => <CompleteStepScreen {...props} />;
CompletePage.layout = "app";
export default CompletePage;
