import { guestOnly } from "@/auth/server/guest-only";
import { IdentityVerificationScreen } from "@/features/accounts/identity-verification-screen";
import type { AppPage } from "@/shared/layout";

// SPEC §2: find id starts with the identity verification (purpose find-id), then /find/id/result. docs/accounts.md.
export const getServerSideProps = guestOnly();

const FindIdPage: AppPage = () => <IdentityVerificationScreen purpose="find-id" />;
FindIdPage.layout = "app";
export default FindIdPage;
