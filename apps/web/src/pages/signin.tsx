import { getSignInProps } from "@/features/auth/sign-in-props";
import { SignInScreen, type SignInScreenProps } from "@/features/auth/sign-in-screen";
import type { AppPage } from "@/shared/layout";
import { openModal } from "@/shared/modal";

export const getServerSideProps = getSignInProps;

const notify = (message: string) => void openModal({ type: "alert", message });
// The location onboarding's check loads after a successful sign-in, not with the page.
const afterSignIn = async (target: string) => (await import("@/features/location-onboarding/after-sign-in")).afterSignInTarget(target);
const SignInPage: AppPage<SignInScreenProps> = (props) => <SignInScreen {...props} deps={{ notify, afterSignIn }} />;
export default SignInPage;
