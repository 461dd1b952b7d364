import { getInquiryBoardProps } from "@/features/board/server";
import { InquiryBoardScreen } from "@/features/board/qna/inquiry-board-screen";
import type { AppPage } from "@/shared/layout";

export const getServerSideProps = getInquiryBoardProps;
const InquiryBoardPage: AppPage = () => <InquiryBoardScreen />;
InquiryBoardPage.layout = "app";
export default InquiryBoardPage;
