import { AppScreen } from "@/session-frame/components/app-screen";
import { ROUTES } from "@/shared/routes";
import { AsyncContent } from "@/shared/ui/async-content";
import { BackButton } from "@/shared/ui/back-button";
import { LoadingState, Skeleton } from "@/shared/ui/states";
import { PaymentList } from "./components/payment-list";
import { usePaymentHistory } from "./api";

/**
 * /service/payments (결제 내역): the member's payments, newest first — what, when (Seoul time), how much, how, the
 * status and the approval number — each paid one leading to its receipt. Beside /service, which shows the latest.
 */
export function PaymentHistoryScreen() {
  return (
    <AppScreen title="결제 내역" tab="menu" back={<BackButton fallback={ROUTES.service} />}>
      <AsyncContent
        state={usePaymentHistory()}
        skeleton={
          <LoadingState label="결제 내역을 불러오는 중입니다">
            <Skeleton className="h-32" />
            <Skeleton className="h-32" />
          </LoadingState>
        }
        loadingLabel="결제 내역을 불러오는 중입니다"
        errorTitle="결제 내역을 불러오지 못했어요"
        empty={{
          when: (payments) => payments.length === 0,
          title: "결제 내역이 없어요",
          message: "서비스에 가입하며 결제하면 여기에서 영수증을 볼 수 있어요. 프로모션 키나 회사 계약으로 이용하면 결제가 없어요.",
        }}
      >
        {(payments) => <PaymentList payments={payments} />}
      </AsyncContent>
    </AppScreen>
  );
}
