import type { PaymentReceipt, PaymentRecord } from "@evsafe/contract";

export const VA_PAYMENT: PaymentRecord = {
  tradeId: "EVS20261119103012345678",
  status: "PAID",
  statusLabel: "결제 완료",
  srvcPrdtCcd: "01",
  productName: "배터리 안전 모니터링 12개월",
  amount: 118800,
  stlmDivCcd: "02",
  stlmDivLabel: "가상계좌",
  approvalNo: "48213377",
  virtualAccount: { bankName: "신한은행", accountNo: "562-123456-12345", holder: "(주)에버세이프", dueAt: "2026-11-22T10:30:00+09:00" },
  failureReason: null,
  requestedAt: "2026-11-19T10:30:00+09:00",
  // 00:30 on the 20th in Seoul is still the 19th in UTC: the screen must say the 20th.
  paidAt: "2026-11-19T15:30:00.000Z",
  failedAt: null,
  usedForService: true,
  refund: null,
  cashReceipt: null,
  canRequestCashReceipt: true,
};

export const FAILED_CARD: PaymentRecord = {
  ...VA_PAYMENT,
  tradeId: "EVS20261119101287654321",
  status: "FAILED",
  statusLabel: "결제 실패",
  stlmDivCcd: "01",
  stlmDivLabel: "신용카드",
  approvalNo: null,
  virtualAccount: null,
  failureReason: "카드사 승인이 거절되었습니다. (한도 초과)",
  requestedAt: "2026-11-19T10:10:00+09:00",
  paidAt: null,
  failedAt: "2026-11-19T10:12:00+09:00",
  canRequestCashReceipt: false,
};

export const VA_RECEIPT: PaymentReceipt = {
  ...VA_PAYMENT,
  merchant: {
    name: "(주)에버세이프",
    businessNo: "220-81-62517",
    representative: "김에버",
    address: "서울특별시 강남구 테헤란로 123, 7층",
  },
  buyerName: "박지호",
  supplyAmount: 108000,
  vat: 10800,
  cardCompany: null,
  cardNoMasked: null,
  bankName: "신한은행",
};
