import type { NextPageContext } from "next";
import { NotFoundScreen, StatusPageScreen } from "@/features/system/status-page-screen";
import type { AppPage } from "@/shared/layout";

interface ErrorPageProps {
  statusCode: number;
}

/**
 * The 500 page (and a 404 raised while a page renders; a missing address gets the prerendered pages/404.tsx).
 * `getInitialProps` makes Next render it per request, on the route that failed, so it carries that request's CSP
 * nonce and its scripts run (a prerendered 500 would be served under the route's nonce policy and be blocked).
 */
const ErrorPage: AppPage<ErrorPageProps> = ({ statusCode }) =>
  statusCode === NOT_FOUND ? (
    <NotFoundScreen />
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
