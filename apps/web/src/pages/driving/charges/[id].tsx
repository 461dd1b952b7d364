import { getChargeDetailProps } from "@/features/driving/log/server";
import { ChargeDetailScreen } from "@/features/driving/log/record-screens";
import type { AppPage } from "@/shared/layout";

// The record in the address is in the first HTML.
export const getServerSideProps = getChargeDetailProps;
const ChargeDetailPage: AppPage = () => <ChargeDetailScreen />;
ChargeDetailPage.layout = "app";
export default ChargeDetailPage;
