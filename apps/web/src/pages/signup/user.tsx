import { guestOnly } from "@/auth/server/guest-only";
import { SignUpUserScreen } from "@/features/accounts/signup-user-screen";
import type { AppPage } from "@/shared/layout";

// SPEC §2: the sign-up form, after the terms and the identity verification (docs/accounts.md); visitors only.
export const getServerSideProps = guestOnly();

// The location onboarding's check loads after the new member signs in, not with the page (as on /signin).
const afterSignIn = async (target: string) => (await import("@/features/location-onboarding/after-sign-in")).afterSignInTarget(target);
const SignUpUserPage: AppPage = () => <SignUpUserScreen deps={{ afterSignIn }} />;
SignUpUserPage.layout = "app";
export default SignUpUserPage;
