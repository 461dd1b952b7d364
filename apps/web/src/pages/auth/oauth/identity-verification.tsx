import { getOauthIdentityVerificationProps, type IdentityVerificationProps } from "@/features/accounts/identity-verification-props";
import { IdentityVerificationScreen } from "@/features/accounts/identity-verification-screen";
import type { AppPage } from "@/shared/layout";

// SPEC §2: identity verification of the social sign-up. docs/accounts.md.
export const getServerSideProps = getOauthIdentityVerificationProps;

const OauthIdentityVerificationPage: AppPage<IdentityVerificationProps> = ({ purpose }) => <IdentityVerificationScreen purpose={purpose} />;
OauthIdentityVerificationPage.layout = "app";
export default OauthIdentityVerificationPage;
