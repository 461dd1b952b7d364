import { withServicePrefetch } from "@/session-frame/server";
import { ChargeDetailScreen } from "@/features/driving/log/record-screens";
import type { AppPage } from "@/shared/layout";

export const getServerSideProps = withServicePrefetch();
const ChargeDetailPage: AppPage = () => <ChargeDetailScreen />;
ChargeDetailPage.layout = "app";
export default ChargeDetailPage;
