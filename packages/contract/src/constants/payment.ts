/**
 * Payment constants only the payment step needs, in a module of their own so that the screens importing
 * constants/account (sign-in, settings, …) do not carry them.
 */

/** Banks a virtual account can be issued at: the payer picks one in the payment window and the account is of that bank. */
export const VIRTUAL_ACCOUNT_BANKS = ["국민은행", "신한은행", "우리은행", "하나은행", "NH농협은행", "IBK기업은행"] as const;
export type VirtualAccountBank = (typeof VIRTUAL_ACCOUNT_BANKS)[number];

/**
 * The seller on every receipt (영수증): a receipt names the merchant and its business registration number (부가가치세법
 * §36). The demo company's facts; a deployment for another company changes them here.
 */
export const MERCHANT = {
  name: "(주)에버세이프",
  /** 사업자등록번호 (its check digit is valid, `isValidBusinessNo`). */
  businessNo: "220-81-62517",
  representative: "김에버",
  address: "서울특별시 강남구 테헤란로 123, 7층",
} as const;

/** Prices on a receipt include 10 % VAT: 공급가액 = round(total ÷ 1.1), 부가세 = the rest. */
export function splitVat(total: number): { supplyAmount: number; vat: number } {
  const supplyAmount = Math.round(total / 1.1);
  return { supplyAmount, vat: total - supplyAmount };
}

/** 현금영수증 purposes: 소득공제 (a person, by mobile number) or 지출증빙 (a business, by registration number). */
export const CASH_RECEIPT_PURPOSE = { INCOME_DEDUCTION: "INCOME_DEDUCTION", EXPENSE_PROOF: "EXPENSE_PROOF" } as const;
export type CashReceiptPurpose = (typeof CASH_RECEIPT_PURPOSE)[keyof typeof CASH_RECEIPT_PURPOSE];
export const CASH_RECEIPT_PURPOSE_LABEL: Record<CashReceiptPurpose, string> = {
  INCOME_DEDUCTION: "소득공제",
  EXPENSE_PROOF: "지출증빙",
};

/** A Korean mobile number, hyphens optional: 01012345678, 010-1234-5678, 011-123-4567. */
export const isMobileNo = (text: string) => /^01[016789]\d{7,8}$/.test(text.replace(/[\s-]/g, ""));

/** A business registration number (10 digits, hyphens optional) whose last digit is its check digit. */
export function isValidBusinessNo(text: string): boolean {
  const d = text.replace(/[\s-]/g, "");
  if (!/^\d{10}$/.test(d)) return false;
  const n = [...d].map(Number);
  const weights = [1, 3, 7, 1, 3, 7, 1, 3, 5];
  let sum = weights.reduce((s, w, i) => s + w * n[i]!, 0);
  sum += Math.floor((n[8]! * 5) / 10);
  return (10 - (sum % 10)) % 10 === n[9];
}
