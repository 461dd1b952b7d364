import { createHash } from "node:crypto";
import { and, asc, eq, isNull } from "drizzle-orm";
import { PAYMENT_METHOD, VIRTUAL_ACCOUNT_BANKS } from "@evsafe/contract";
import type { Deps } from "../http/context";
import { badRequest } from "../http/errors";
import { pgSimFailures } from "../db/schema/service";
import type { PaymentGateway } from "../services/third-parties";

/**
 * Payment gateway (KG Inicis style) — SIMULATED.
 *
 * services/payment.ts owns orders and trade ids and asks the gateway to approve a settlement.
 * Card (01) and real-time transfer (03) are approved at once; a virtual account (02) is issued and
 * stays PENDING until the bank deposit arrives (the PG's deposit notification, simulated by
 * `POST /{product}/api/sim/payment/{tradeId}/deposit`). `POST /{product}/api/sim/payment/next-failure {reason}`
 * makes the next approval fail with that Korean reason.
 */

/** Merchant id shown in the PG parameters (INIpayTest is Inicis' public test merchant). */
const PG_MID = "INIpayTest";
const VBANK_HOLDER = "(주)에버세이프";
/** A virtual account must be paid within three days. */
const VBANK_DUE_MS = 3 * 24 * 60 * 60 * 1000;
export const DEFAULT_FAILURE_REASON = "카드사 승인이 거절되었습니다. (한도 초과)";

const digitsOf = (seed: string, n: number) => {
  const hex = createHash("sha256").update(seed).digest("hex");
  return BigInt(`0x${hex}`).toString().slice(0, n).padStart(n, "0");
};

export const simulatedPaymentGateway: PaymentGateway = {
  merchantId: () => PG_MID,
  async approve(deps, req) {
    // REAL CALL GOES HERE: INIpay mobile approval (P_TID + P_REQ_URL) or INIAPI for virtual accounts.
    const failure = await takeArmedFailure(deps, req.tradeId);
    if (failure) return { status: "FAILED", reason: failure };
    if (req.method === PAYMENT_METHOD.VIRTUAL_ACCOUNT) {
      // The account is issued at the bank the payer chose, as the gateway does; services/payment.ts requires one.
      const bankName = VIRTUAL_ACCOUNT_BANKS.find((b) => b === req.bankName);
      if (!bankName) return { status: "FAILED", reason: "가상계좌를 발급할 은행을 선택해 주세요." };
      return {
        status: "PENDING",
        vbank: {
          bankName,
          accountNo: `${digitsOf(`${req.tradeId}:a`, 3)}-${digitsOf(`${req.tradeId}:b`, 6)}-${digitsOf(`${req.tradeId}:c`, 5)}`,
          holder: VBANK_HOLDER,
          dueAt: new Date(deps.now().getTime() + VBANK_DUE_MS),
        },
      };
    }
    const approvalNo = digitsOf(`${req.tradeId}:approval`, 8);
    if (req.method === PAYMENT_METHOD.REALTIME_TRANSFER) {
      return { status: "PAID", approvalNo, bankName: simulatedTransferBank(req.tradeId) };
    }
    return { status: "PAID", approvalNo, card: simulatedCard(req.tradeId) };
  },
  async issueCashReceipt(_deps, req) {
    // REAL CALL GOES HERE: INIAPI cash receipt issue (현금영수증 발행) for the trade.
    return { approvalNo: digitsOf(`${req.tradeId}:cash-receipt:${req.identity}`, 9) };
  },
};

const CARD_COMPANIES = ["신한카드", "삼성카드", "현대카드", "KB국민카드", "롯데카드", "하나카드"] as const;
const TRANSFER_BANKS = ["국민은행", "신한은행", "우리은행", "하나은행", "NH농협은행"] as const;
const pick = <T>(list: readonly T[], seed: string): T => list[Number(digitsOf(seed, 6)) % list.length]!;

/** A card as the gateway reports it: the company and the number with its middle masked (5365-12**-****-4821). */
export function simulatedCard(seed: string): { company: string; maskedNo: string } {
  const d = digitsOf(`${seed}:card`, 8);
  return { company: pick(CARD_COMPANIES, `${seed}:company`), maskedNo: `${d.slice(0, 4)}-${d.slice(4, 6)}**-****-${d.slice(4, 8)}` };
}

/** The bank a simulated real-time transfer was made from. */
export const simulatedTransferBank = (seed: string) => pick(TRANSFER_BANKS, `${seed}:bank`);

/** Arms a failure for the next approval (`POST sim/payment/next-failure`). The reason must be Korean. */
export async function armNextFailure(deps: Deps, reason: unknown): Promise<{ armed: true; reason: string }> {
  const text = reason === undefined || reason === null || reason === "" ? DEFAULT_FAILURE_REASON : reason;
  if (typeof text !== "string" || text.length > 200 || !/[가-힣]/.test(text)) {
    throw badRequest("실패 사유는 200자 이내의 한국어 문장으로 입력해 주세요.");
  }
  await deps.db.insert(pgSimFailures).values({ reason: text.trim(), armedAt: deps.now() });
  return { armed: true, reason: text.trim() };
}

/** Claims the oldest armed failure, if any (one settlement consumes one failure). */
async function takeArmedFailure(deps: Deps, tradeId: string): Promise<string | null> {
  for (;;) {
    const [next] = await deps.db
      .select()
      .from(pgSimFailures)
      .where(isNull(pgSimFailures.consumedAt))
      .orderBy(asc(pgSimFailures.id))
      .limit(1);
    if (!next) return null;
    const claimed = await deps.db
      .update(pgSimFailures)
      .set({ consumedAt: deps.now(), tradeId })
      .where(and(eq(pgSimFailures.id, next.id), isNull(pgSimFailures.consumedAt)))
      .returning({ reason: pgSimFailures.reason });
    if (claimed[0]) return claimed[0].reason;
  }
}
