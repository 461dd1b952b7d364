import { getOfflineProps, type OfflineScreenProps } from "@/features/offline/api";
import { OfflineScreen } from "@/features/offline/offline-screen";
import type { AppPage } from "@/shared/layout";

export const getServerSideProps = getOfflineProps;
const OfflinePage: AppPage<OfflineScreenProps> = (props) => <OfflineScreen {...props} />;
OfflinePage.layout = "app";
export default OfflinePage;
