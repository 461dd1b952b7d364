import { guestOnly } from "@/auth/server/guest-only";
import { FindPasswordResultScreen } from "@/features/accounts/find-password-result-screen";
import type { AppPage } from "@/shared/layout";

// SPEC §2: the new password is set; sign in with it. docs/accounts.md.
export const getServerSideProps = guestOnly();

const FindPasswordResultPage: AppPage = () => <FindPasswordResultScreen />;
FindPasswordResultPage.layout = "app";
export default FindPasswordResultPage;
