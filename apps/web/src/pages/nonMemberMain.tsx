import { getNonMemberMainProps, type NonMemberMainProps } from "@/features/non-member/api";
import { NonMemberMainScreen } from "@/features/non-member/non-member-main-screen";
import type { AppPage } from "@/shared/layout";

export const getServerSideProps = getNonMemberMainProps;
const NonMemberMainPage: AppPage<NonMemberMainProps> = (props) => <NonMemberMainScreen {...props} />;
NonMemberMainPage.layout = "public";
export default NonMemberMainPage;
