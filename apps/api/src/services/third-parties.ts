import type { PaymentMethod, SocialProvider } from "@evsafe/contract";
import type { Deps } from "../http/context";
import { HttpError } from "../http/errors";

/**
 * The three outside services the API depends on, as interfaces the services call through `deps`.
 * `deps.ts` picks the implementation from the configuration: the simulators (`simulators/*`) in demo mode
 * (SIMULATORS=1), otherwise the "not configured" adapters below, whose every call answers 503. A real
 * provider implements the same interface (docs/simulators.md "Plugging in a real provider").
 */

/** A person confirmed by the identity-verification provider (PASS / NICE). */
export interface VerifiedPerson {
  name: string;
  /** Digits only. */
  phone: string;
  birthDate: string;
  /** Connection information: the same person always has the same CI (88 base64 characters). */
  ci: string;
}

export interface IdentityProvider {
  /**
   * Confirms the person; a real provider checks the carrier's records (SMS code) here. Details the carrier does not
   * know together → 422 IDENTITY_MISMATCH (`identityMismatch()`).
   */
  verify(input: { name: string; phone: string; birthDate: string }): Promise<VerifiedPerson>;
}

/** The provider's "these details do not belong together": no field is named, the carrier does not say which. */
export const identityMismatch = () =>
  new HttpError(
    422,
    "IDENTITY_MISMATCH",
    "입력하신 정보가 휴대폰 가입 정보와 일치하지 않습니다. 이름, 생년월일, 휴대폰 번호를 확인해 주세요.",
  );

export interface SocialProfile {
  provider: SocialProvider;
  sub: string;
  name: string | null;
  email: string | null;
}

export interface SocialIdentityProvider {
  /** The profile behind an oauthKey, or 401 when the provider does not recognise it. */
  verify(deps: Deps, provider: SocialProvider, oauthKey: string): Promise<SocialProfile>;
}

export interface ApprovalRequest {
  tradeId: string;
  amount: number;
  method: PaymentMethod;
  productName: string;
  buyerName: string;
  /** The bank the payer chose for a virtual account: the account is issued at that bank. */
  bankName?: string;
}

export type ApprovalResult =
  | {
      status: "PAID";
      approvalNo: string;
      /** A card payment's card company and masked number (for the receipt). */
      card?: { company: string; maskedNo: string };
      /** A real-time transfer's bank (for the receipt). */
      bankName?: string;
    }
  | { status: "PENDING"; vbank: { bankName: string; accountNo: string; holder: string; dueAt: Date } }
  | { status: "FAILED"; reason: string };

export interface PaymentGateway {
  /** Merchant id handed to the PG SDK with every order; services call it first, so an unconfigured gateway answers 503 before any state changes. */
  merchantId(): string;
  approve(deps: Deps, req: ApprovalRequest): Promise<ApprovalResult>;
  /** Issues a cash receipt (현금영수증) of a paid transfer or virtual-account payment; answers its approval number. */
  issueCashReceipt(deps: Deps, req: CashReceiptRequest): Promise<{ approvalNo: string }>;
}

export interface CashReceiptRequest {
  tradeId: string;
  amount: number;
  purpose: "INCOME_DEDUCTION" | "EXPENSE_PROOF";
  /** Digits of the mobile number or the business registration number. */
  identity: string;
}

export interface ThirdParties {
  identity: IdentityProvider;
  social: SocialIdentityProvider;
  paymentGateway: PaymentGateway;
}

export const NOT_CONFIGURED = "NOT_CONFIGURED";

const notConfigured = (what: string) =>
  new HttpError(503, NOT_CONFIGURED, `${what} 서비스가 아직 설정되지 않았습니다. 운영자에게 문의해 주세요.`);

/** Stand-ins for a deployment without a configured provider: every call answers a Korean 503, never a silent fallback. */
export const notConfiguredThirdParties: ThirdParties = {
  identity: {
    async verify() {
      throw notConfigured("본인인증");
    },
  },
  social: {
    async verify() {
      throw notConfigured("소셜 로그인");
    },
  },
  paymentGateway: {
    merchantId() {
      throw notConfigured("결제");
    },
    async approve() {
      throw notConfigured("결제");
    },
    async issueCashReceipt() {
      throw notConfigured("현금영수증");
    },
  },
};
