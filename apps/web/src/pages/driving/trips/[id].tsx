import { getTripDetailProps } from "@/features/driving/log/server";
import { TripDetailScreen } from "@/features/driving/log/record-screens";
import type { AppPage } from "@/shared/layout";

// The record in the address is in the first HTML.
export const getServerSideProps = getTripDetailProps;
const TripDetailPage: AppPage = () => <TripDetailScreen />;
TripDetailPage.layout = "app";
export default TripDetailPage;
