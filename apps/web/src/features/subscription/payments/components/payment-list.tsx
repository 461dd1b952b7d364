import type { PaymentRecord } from "@evsafe/contract";
import { formatKstDateTime } from "@/shared/format-time";
import { AppLink } from "@/shared/ui/app-link";
import { SECONDARY_LINK } from "@/shared/ui/link-styles";
import { receiptPath } from "../api";
import { Row, won } from "../../service/components/detail-parts";

/** Colours of a status: paid green, waiting amber, the rest (failed, cancelled, expired, refunded) grey. */
function statusClass(p: PaymentRecord): string {
  if (p.refund) return "bg-gray-100 text-gray-700";
  if (p.status === "PAID") return "bg-green-50 text-green-800";
  if (p.status === "PENDING") return "bg-amber-50 text-amber-900";
  return "bg-gray-100 text-gray-700";
}

/** The payments as cards, newest first (the API's order); a paid one links to its receipt. */
export function PaymentList({ payments }: { payments: PaymentRecord[] }) {
  return (
    <ul className="flex flex-col gap-3" aria-label="결제 목록" data-testid="payment-list">
      {payments.map((p) => (
        <li key={p.tradeId}>
          <PaymentCard payment={p} />
        </li>
      ))}
    </ul>
  );
}

function PaymentCard({ payment: p }: { payment: PaymentRecord }) {
  const titleId = `payment-${p.tradeId}`;
  return (
    <article aria-labelledby={titleId} className="rounded-2xl border border-gray-200 bg-white p-4 text-sm text-gray-700">
      <header className="flex flex-wrap items-start justify-between gap-2">
        <h2 id={titleId} className="min-w-0 break-keep text-base font-bold text-gray-900">
          {p.productName ?? "서비스 이용료"}
        </h2>
        <span className={`shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold ${statusClass(p)}`}>{p.statusLabel}</span>
      </header>
      <dl className="mt-2 divide-y divide-gray-100">
        <Row label="결제 금액">{p.amount === null ? "—" : won(p.amount)}</Row>
        {p.refund && <Row label="환불 금액">{won(p.refund.amount)}</Row>}
        <Row label={p.paidAt ? "결제 일시" : "요청 일시"}>{formatKstDateTime(p.paidAt ?? p.requestedAt)}</Row>
        {p.stlmDivLabel && <Row label="결제 수단">{p.stlmDivLabel}</Row>}
        {p.approvalNo && <Row label="승인번호">{p.approvalNo}</Row>}
        {p.failureReason && <Row label="사유">{p.failureReason}</Row>}
        {p.cashReceipt && (
          <Row label="현금영수증">
            {p.cashReceipt.purposeLabel} · {p.cashReceipt.identityMasked} (발급)
          </Row>
        )}
      </dl>
      {p.canRequestCashReceipt && <p className="mt-2 text-gray-600">영수증 화면에서 현금영수증을 신청할 수 있어요.</p>}
      {p.status === "PAID" && (
        <AppLink href={receiptPath(p.tradeId)} className={`${SECONDARY_LINK} mt-3`} aria-describedby={titleId}>
          영수증 보기
        </AppLink>
      )}
    </article>
  );
}
