import type { NextPageContext } from "next";
import { StatusPageScreen } from "@/features/system/status-page-screen";
import type { AppPage } from "@/shared/layout";

interface ErrorPageProps {
  statusCode: number;
}

/**
 * The 404 and 500 pages. `getInitialProps` makes Next render them per request instead of prerendering them, so
 * they carry the request's CSP nonce like every other page and their scripts run (a prerendered page's scripts
 * have no nonce and are all blocked).
 */
const ErrorPage: AppPage<ErrorPageProps> = ({ statusCode }) =>
  statusCode === NOT_FOUND ? (
    <StatusPageScreen title="페이지를 찾을 수 없습니다" message="주소가 바뀌었거나 없어진 페이지입니다. 홈에서 다시 찾아 주세요." />
  ) : (
    <StatusPageScreen title="일시적인 오류가 발생했습니다" message="서비스 접속이 원활하지 않습니다. 잠시 후 다시 시도해 주세요." />
  );

const NOT_FOUND = 404;
const SERVER_ERROR = 500;

ErrorPage.getInitialProps = ({ res, err }: NextPageContext): ErrorPageProps => ({
  statusCode: res?.statusCode ?? err?.statusCode ?? SERVER_ERROR,
});
ErrorPage.layout = "public";
export default ErrorPage;
