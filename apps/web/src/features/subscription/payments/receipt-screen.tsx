import dynamic from "next/dynamic";
import { useRouter } from "next/router";
import { AppScreen } from "@/session-frame/components/app-screen";
import { ROUTES } from "@/shared/routes";
import { BackButton } from "@/shared/ui/back-button";
import { LoadingState, Skeleton } from "@/shared/ui/states";
import { tradeIdOf } from "./api";

const ReceiptBody = dynamic(() => import("./components/receipt-body").then((m) => m.ReceiptBody), {
  loading: () => (
    <LoadingState label="영수증을 불러오는 중입니다">
      <Skeleton className="h-96" />
    </LoadingState>
  ),
});

/**
 * /service/payments/{tradeId} (영수증): one paid payment's receipt, to read, save (the app shell's file download) or
 * print (a browser's print dialog, which also saves a PDF: only the receipt prints), and for a transfer or a
 * virtual account the cash-receipt request once. Its parts load after the page (first-load JS budget).
 */
export function ReceiptScreen() {
  const id = tradeIdOf(useRouter().query.id);
  return (
    <AppScreen title="영수증" tab="menu" back={<BackButton fallback={ROUTES.servicePayments} />}>
      <ReceiptBody key={id ?? ""} id={id} />
    </AppScreen>
  );
}
