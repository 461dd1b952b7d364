import type { PaymentReceipt } from "@evsafe/contract";
import { formatKstDateTime } from "@/shared/format-time";
import { Row, won } from "../../service/components/detail-parts";

/** The receipt as it reads on screen and prints: the seller, the buyer, the item, the VAT split, how and when it was paid. */
export function ReceiptView({ receipt: r }: { receipt: PaymentReceipt }) {
  const method = [r.stlmDivLabel, r.cardCompany, r.cardNoMasked, r.bankName].filter(Boolean).join(" · ");
  return (
    <article
      aria-labelledby="receipt-title"
      data-testid="receipt"
      className="rounded-2xl border border-gray-200 bg-white p-5 text-sm text-gray-700 print:border-gray-400"
    >
      <h2 id="receipt-title" className="text-lg font-bold text-gray-900">
        {r.merchant.name} 영수증
      </h2>
      <p className="mt-1 text-gray-600">
        사업자등록번호 {r.merchant.businessNo} · 대표 {r.merchant.representative}
      </p>
      <p className="text-gray-600">{r.merchant.address}</p>
      <dl className="mt-3 divide-y divide-gray-100 border-t border-gray-200">
        <Row label="구매자">{r.buyerName}</Row>
        <Row label="상품">{r.productName ?? "서비스 이용료"}</Row>
        <Row label="결제 금액">
          <strong className="text-base text-gray-900">{won(r.amount ?? 0)}</strong>
        </Row>
        <Row label="상태">{r.statusLabel}</Row>
        {r.refund && <Row label="환불 금액">{won(r.refund.amount)}</Row>}
        <Row label="공급가액">{won(r.supplyAmount)}</Row>
        <Row label="부가세">{won(r.vat)}</Row>
        <Row label="결제 수단">{method || "—"}</Row>
        <Row label="승인번호">{r.approvalNo ?? "—"}</Row>
        <Row label="결제 일시">{r.paidAt ? formatKstDateTime(r.paidAt) : "—"}</Row>
        <Row label="거래번호">
          <span className="break-all">{r.tradeId}</span>
        </Row>
        {r.cashReceipt && (
          <Row label="현금영수증">
            {r.cashReceipt.purposeLabel} · {r.cashReceipt.identityMasked} · 승인번호 {r.cashReceipt.approvalNo}
          </Row>
        )}
      </dl>
      <p className="mt-3 text-xs text-gray-600">부가가치세가 포함된 금액이에요.</p>
    </article>
  );
}
