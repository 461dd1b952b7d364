import { getIdentityVerificationProps, type IdentityVerificationProps } from "@/features/accounts/identity-verification-props";
import { IdentityVerificationScreen } from "@/features/accounts/identity-verification-screen";
import type { AppPage } from "@/shared/layout";

// SPEC §2: identity verification of the sign-up (and, with ?purpose=, of find id / find password). docs/accounts.md.
export const getServerSideProps = getIdentityVerificationProps;

const IdentityVerificationPage: AppPage<IdentityVerificationProps> = ({ purpose }) => <IdentityVerificationScreen purpose={purpose} />;
IdentityVerificationPage.layout = "app";
export default IdentityVerificationPage;
