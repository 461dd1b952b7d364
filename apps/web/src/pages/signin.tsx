import { getSignInProps } from "@/features/auth/sign-in-props";
import { SignInScreen, type SignInScreenProps } from "@/features/auth/sign-in-screen";
import type { AppPage } from "@/shared/layout";
import { openModal } from "@/shared/modal";

export const getServerSideProps = getSignInProps;

const notify = (message: string) => void openModal({ type: "alert", message });
// After a successful sign-in (loaded then, not with the page): an account journey left in the tab (a verification,
// a finished sign-up) is over, and the location onboarding's check decides where to go.
const afterSignIn = async (target: string) => {
  (await import("@/features/accounts/journey")).clearJourney();
  return (await import("@/features/location-onboarding/after-sign-in")).afterSignInTarget(target);
};
const SignInPage: AppPage<SignInScreenProps> = (props) => <SignInScreen {...props} deps={{ notify, afterSignIn }} />;
export default SignInPage;
