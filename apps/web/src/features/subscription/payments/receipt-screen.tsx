import dynamic from "next/dynamic";
import { useRouter } from "next/router";
import type { PaymentReceipt } from "@evsafe/contract";
import { AppScreen } from "@/session-frame/components/app-screen";
import { ROUTES } from "@/shared/routes";
import { useScreenData } from "@/shared/screen-data";
import { AsyncContent } from "@/shared/ui/async-content";
import { AppLink } from "@/shared/ui/app-link";
import { BackButton } from "@/shared/ui/back-button";
import { SECONDARY_LINK } from "@/shared/ui/link-styles";
import { EmptyState, LoadingState, Skeleton } from "@/shared/ui/states";
import { tradeIdOf } from "./api";
import { ReceiptView } from "./components/receipt-view";
import { SaveReceipt } from "./components/save-receipt";

const CashReceiptForm = dynamic(() => import("./forms/cash-receipt-form").then((m) => m.CashReceiptForm), {
  loading: () => <Skeleton className="h-40" />,
});

/**
 * /service/payments/{tradeId} (영수증): one paid payment's receipt, to read, save (the app shell's file download) or
 * print (a browser's print dialog, which also saves a PDF: only the receipt prints), and for a transfer or a
 * virtual account the cash-receipt request once.
 */
export function ReceiptScreen() {
  const id = tradeIdOf(useRouter().query.id);
  const state = useScreenData("getPaymentReceipt", id ? { params: { id } } : null);
  return (
    <AppScreen title="영수증" tab="menu" back={<BackButton fallback={ROUTES.servicePayments} />}>
      {id === null ? (
        <NoReceipt />
      ) : (
        <AsyncContent
          state={state}
          skeleton={
            <LoadingState label="영수증을 불러오는 중입니다">
              <Skeleton className="h-96" />
            </LoadingState>
          }
          loadingLabel="영수증을 불러오는 중입니다"
          errorTitle="영수증을 불러오지 못했어요"
          refusal={(error) => (error.status === 404 || error.status === 409 ? <NoReceipt message={error.message} /> : null)}
        >
          {(receipt) => (
            <>
              <ReceiptView receipt={receipt} />
              <SaveReceipt tradeId={receipt.tradeId} />
              {receipt.canRequestCashReceipt && (
                <section aria-labelledby="cash-receipt-title" className="rounded-2xl border border-gray-200 p-4 print:hidden">
                  <h2 id="cash-receipt-title" className="text-base font-bold text-gray-900">
                    현금영수증 신청
                  </h2>
                  <p className="mt-1 text-sm text-gray-600">계좌이체·가상계좌 결제는 현금영수증을 한 번 신청할 수 있어요.</p>
                  <CashReceiptForm
                    tradeId={receipt.tradeId}
                    onIssued={(record) => state.replace({ ...receipt, ...record } satisfies PaymentReceipt)}
                  />
                </section>
              )}
            </>
          )}
        </AsyncContent>
      )}
    </AppScreen>
  );
}

function NoReceipt({ message }: { message?: string }) {
  return (
    <>
      <EmptyState title="영수증을 찾을 수 없어요" message={message ?? "결제 내역에서 결제 건을 다시 골라 주세요."} />
      <AppLink href={ROUTES.servicePayments} className={SECONDARY_LINK}>
        결제 내역으로
      </AppLink>
    </>
  );
}
