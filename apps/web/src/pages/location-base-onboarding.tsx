import { getLocationOnboardingProps, type LocationOnboardingProps } from "@/features/location-onboarding/location-onboarding-props";
import { LocationOnboardingScreen } from "@/features/location-onboarding/location-onboarding-screen";
import type { PropsWithSession } from "@/auth/server/guard";
import type { AppPage } from "@/shared/layout";

// SPEC §2: consent to the location terms after the first sign-in, then the permissions onboarding (/main).
export const getServerSideProps = getLocationOnboardingProps;

const LocationOnboardingPage: AppPage<PropsWithSession<LocationOnboardingProps>> = ({ term, session }) => (
  <LocationOnboardingScreen term={term} userId={session.sub} />
);
LocationOnboardingPage.layout = "app";
export default LocationOnboardingPage;
