import { guestOnly } from "@/auth/server/guest-only";
import { FindIdResultScreen } from "@/features/accounts/find-id-result-screen";
import type { AppPage } from "@/shared/layout";

// SPEC §2: the masked ids of the verified person (auth/find-id), then sign in or reset the password. docs/accounts.md.
export const getServerSideProps = guestOnly();

const FindIdResultPage: AppPage = () => <FindIdResultScreen />;
FindIdResultPage.layout = "app";
export default FindIdResultPage;
