import { withServicePrefetch } from "@/session-frame/server";
import { ReceiptScreen } from "@/features/subscription/payments/receipt-screen";
import type { AppPage } from "@/shared/layout";

export const getServerSideProps = withServicePrefetch();
const ReceiptPage: AppPage = () => <ReceiptScreen />;
ReceiptPage.layout = "app";
export default ReceiptPage;
