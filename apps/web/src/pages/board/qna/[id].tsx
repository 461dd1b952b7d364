import { getInquiryDetailProps } from "@/features/board/server";
import { InquiryDetailScreen } from "@/features/board/qna/inquiry-detail-screen";
import type { AppPage } from "@/shared/layout";

export const getServerSideProps = getInquiryDetailProps;
const InquiryDetailPage: AppPage = () => <InquiryDetailScreen />;
InquiryDetailPage.layout = "app";
export default InquiryDetailPage;
