import { guestOnly } from "@/auth/server/guest-only";
import { OauthSignUpScreen } from "@/features/accounts/oauth-signup-screen";
import type { AppPage } from "@/shared/layout";

// SPEC §2: the social sign-up's first and last page (docs/accounts.md); visitors only.
export const getServerSideProps = guestOnly();

// After the sign-up's sign-in (loaded then, not with the page): the location onboarding's check decides where to go.
const afterSignIn = async (target: string) => (await import("@/features/location-onboarding/after-sign-in")).afterSignInTarget(target);
const OauthSignUpPage: AppPage = () => <OauthSignUpScreen deps={{ afterSignIn }} />;
OauthSignUpPage.layout = "app";
export default OauthSignUpPage;
