import { LogScreen } from "@/features/driving/log/log-screen";
import { getLogProps, type LogProps } from "@/features/driving/log/server";
import type { AppPage } from "@/shared/layout";

// The log of the period in the address is in the first HTML.
export const getServerSideProps = getLogProps;
const LogPage: AppPage<LogProps> = ({ today }) => <LogScreen serverToday={today} />;
LogPage.layout = "app";
export default LogPage;
