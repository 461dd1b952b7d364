import { withServicePrefetch } from "@/session-frame/server";
import { TripDetailScreen } from "@/features/driving/log/record-screens";
import type { AppPage } from "@/shared/layout";

export const getServerSideProps = withServicePrefetch();
const TripDetailPage: AppPage = () => <TripDetailScreen />;
TripDetailPage.layout = "app";
export default TripDetailPage;
