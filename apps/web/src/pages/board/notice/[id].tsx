import type { NoticeDetail } from "@evsafe/contract";
import { getNoticeDetailProps, type BoardHtmlProps } from "@/features/board/server";
import { NoticeDetailScreen } from "@/features/board/notice/notice-detail-screen";
import type { AppPage } from "@/shared/layout";

export const getServerSideProps = getNoticeDetailProps;
const NoticeDetailPage: AppPage<BoardHtmlProps<NoticeDetail>> = (props) => <NoticeDetailScreen {...props} />;
NoticeDetailPage.layout = "app";
export default NoticeDetailPage;
