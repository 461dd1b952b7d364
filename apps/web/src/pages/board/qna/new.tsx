import { getNewInquiryProps } from "@/features/board/server";
import { NewInquiryScreen } from "@/features/board/qna/new-inquiry-screen";
import type { AppPage } from "@/shared/layout";

export const getServerSideProps = getNewInquiryProps;
const NewInquiryPage: AppPage = () => <NewInquiryScreen />;
NewInquiryPage.layout = "app";
export default NewInquiryPage;
