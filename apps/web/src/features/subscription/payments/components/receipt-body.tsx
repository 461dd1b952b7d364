import dynamic from "next/dynamic";
import type { PaymentReceipt } from "@evsafe/contract";
import { ROUTES } from "@/shared/routes";
import { AsyncContent } from "@/shared/ui/async-content";
import { AppLink } from "@/shared/ui/app-link";
import { SECONDARY_LINK } from "@/shared/ui/link-styles";
import { EmptyState, LoadingState, Skeleton } from "@/shared/ui/states";
import { ReceiptView } from "./receipt-view";
import { SaveReceipt } from "./save-receipt";
import { useReceipt } from "../api";

const CashReceiptForm = dynamic(() => import("../forms/cash-receipt-form").then((m) => m.CashReceiptForm), {
  loading: () => <Skeleton className="h-40" />,
});

/** The receipt's read and its states, the save button and the cash-receipt form (loaded after the page). */
export function ReceiptBody({ id }: { id: string | null }) {
  const state = useReceipt(id);
  if (id === null) return <NoReceipt />;
  return (
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
