import { getNonMemberMainProps } from "@/features/non-member/api";
import { NonMemberMainScreen } from "@/features/non-member/non-member-main-screen";

export const getServerSideProps = getNonMemberMainProps;
export default NonMemberMainScreen;
