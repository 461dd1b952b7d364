import { withSession } from "@/auth/server/guard";
import { MyInfoScreen } from "@/features/accounts/my-info/my-info-screen";
import type { AppPage } from "@/shared/layout";

// The member's profile (docs/accounts.md "Profile"), from 내 정보 in the menu; session required (SPEC §2/§6).
export const getServerSideProps = withSession();
const MyInfoPage: AppPage = () => <MyInfoScreen />;
MyInfoPage.layout = "app";
export default MyInfoPage;
