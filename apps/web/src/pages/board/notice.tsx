import { getNoticeBoardProps } from "@/features/board/server";
import { NoticeBoardScreen } from "@/features/board/notice/notice-board-screen";
import type { AppPage } from "@/shared/layout";

export const getServerSideProps = getNoticeBoardProps;
const NoticeBoardPage: AppPage = () => <NoticeBoardScreen />;
NoticeBoardPage.layout = "app";
export default NoticeBoardPage;
