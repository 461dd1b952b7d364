import { useDepositWatch, waitsForDeposit } from "@/domain/subscription/deposit-watch";
import { useApi } from "@/shared/fetcher";
import { formatKstDateTime } from "@/shared/format-time";
import { formatNumber } from "@/shared/format-number";
import { AppLink } from "@/shared/ui/app-link";
import { PRIMARY_LINK } from "@/shared/ui/link-styles";
import { SESSION_ROUTES } from "../routes";

/**
 * A payment of a member who is not (or no longer) in service that a sign-up has not used yet: a virtual account
 * waiting as "입금 대기" (bank, account, amount, deadline), watched by the deposit watch so that it moves on by itself
 * once the deposit arrives; then "결제 확인" with the way back into the sign-up.
 */
export function PendingDeposit() {
  const { data } = useApi("getStlmServiceStatus");
  const unused = data?.lastPayment?.usedForService ? null : data?.lastPayment;
  const last = useDepositWatch(unused).payment;
  if (!last || last.usedForService) return null;
  const account = last.virtualAccount;
  if (waitsForDeposit(last) && account) {
    return (
      <section
        aria-labelledby="pending-deposit-title"
        className="mt-4 rounded-xl bg-amber-50 p-4 text-amber-900"
        data-testid="pending-deposit"
      >
        <h3 id="pending-deposit-title" className="font-bold">
          입금 대기
        </h3>
        <p className="mt-1">
          {account.bankName} {account.accountNo} ({account.holder})로 {formatNumber(last.amount ?? 0, 0)}원을{" "}
          {formatKstDateTime(account.dueAt)}까지 입금해 주세요. 입금이 확인되면 가입이 이어져요.
        </p>
        <AppLink href={SESSION_ROUTES.serviceSignUpPayment} className={`${PRIMARY_LINK} mt-3`}>
          입금 안내 보기
        </AppLink>
      </section>
    );
  }
  if (last.status !== "PAID") return null;
  return (
    <section
      aria-labelledby="pending-deposit-title"
      className="mt-4 rounded-xl bg-brand-50 p-4 text-brand-900"
      data-testid="pending-deposit"
    >
      <h3 id="pending-deposit-title" className="font-bold">
        결제가 확인됐어요
      </h3>
      <p className="mt-1">남은 단계를 마치면 서비스 신청이 접수돼요.</p>
      <AppLink href={SESSION_ROUTES.serviceSignUpPayment} className={`${PRIMARY_LINK} mt-3`}>
        가입 이어서 하기
      </AppLink>
    </section>
  );
}
