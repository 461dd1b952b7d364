import { getTermsOnboardingProps, type TermsOnboardingProps } from "@/features/accounts/terms-props";
import { TermsOnboardingScreen } from "@/features/accounts/terms-onboarding-screen";
import type { AppPage } from "@/shared/layout";

// SPEC §2: sign-up starts with the terms (the social sign-up ends with them: ?flow=oauth-signup). docs/accounts.md.
export const getServerSideProps = getTermsOnboardingProps;

const TermsOnboardingPage: AppPage<TermsOnboardingProps> = (props) => <TermsOnboardingScreen {...props} />;
TermsOnboardingPage.layout = "app";
export default TermsOnboardingPage;
