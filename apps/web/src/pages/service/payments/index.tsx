import { withServicePrefetch } from "@/session-frame/server";
import { PaymentHistoryScreen } from "@/features/subscription/payments/payment-history-screen";
import type { AppPage } from "@/shared/layout";

export const getServerSideProps = withServicePrefetch();
const PaymentHistoryPage: AppPage = () => <PaymentHistoryScreen />;
PaymentHistoryPage.layout = "app";
export default PaymentHistoryPage;
