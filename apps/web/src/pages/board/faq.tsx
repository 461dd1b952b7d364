import { getFaqBoardProps, type BoardHtmlProps, type FaqBoard } from "@/features/board/server";
import { FaqScreen } from "@/features/board/faq/faq-screen";
import type { AppPage } from "@/shared/layout";

export const getServerSideProps = getFaqBoardProps;
const FaqPage: AppPage<BoardHtmlProps<FaqBoard>> = (props) => <FaqScreen {...props} />;
FaqPage.layout = "app";
export default FaqPage;
