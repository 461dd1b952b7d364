import type { calls, MyServiceStatus, Result } from "@evsafe/contract";
import type { ServiceView } from "@/session-frame";
import { driverPays } from "@/shared/editions";
import { formatDaysLeft, formatKoreanDate } from "@/shared/format";
import { formatKstDateTime } from "@/shared/format-time";
import { openModal } from "@/shared/modal";
import { AsyncContent } from "@/shared/ui/async-content";
import { AppLink } from "@/shared/ui/app-link";
import { SECONDARY_LINK } from "@/shared/ui/link-styles";
import { Skeleton } from "@/shared/ui/states";
import { ROUTES } from "@/shared/routes";
import { Cancellation, defaultCancellationDeps, type CancellationDeps } from "./cancellation";
import { groupedId } from "@/shared/format-id";
import { Row, Section, won } from "./detail-parts";
import { useServiceBilling } from "../api";

type Billing = Result<(typeof calls)["getStlmServiceStatus"]>;
type Payment = NonNullable<Billing["lastPayment"]>;

export type ServiceOverviewDeps = CancellationDeps;

const defaultDeps: ServiceOverviewDeps = { ...defaultCancellationDeps, confirm: (opts) => openModal(opts) };

/** States whose billing the API serves (a lapsed or cancelled service is refused or has nothing running). */
const WITH_BILLING: ReadonlySet<ServiceView> = new Set(["applying", "in-use", "cancel-requested"]);

/**
 * /service's own part below the session frame (loaded after the page, for the first-load budget): the billing read
 * and its receipt, and what cancelling means in the state.
 */
export default function ServiceDetails({
  status,
  view,
  deps: overrides,
}: {
  status: MyServiceStatus;
  view: ServiceView;
  deps?: Partial<ServiceOverviewDeps>;
}) {
  const deps = { ...defaultDeps, ...overrides };
  return (
    <>
      {WITH_BILLING.has(view) && <BillingDetails status={status} />}
      {/* Every payment with its receipt, in any state (an ended service's payments stay readable). */}
      <AppLink href={ROUTES.servicePayments} className={SECONDARY_LINK}>
        결제 내역·영수증
      </AppLink>
      <Cancellation status={status} view={view} deps={deps} />
    </>
  );
}

function BillingDetails({ status }: { status: MyServiceStatus }) {
  return (
    <AsyncContent
      state={useServiceBilling()}
      skeleton={<Skeleton className="h-48" />}
      loadingLabel="결제 정보를 불러오는 중입니다"
      errorTitle="결제 정보를 불러오지 못했어요"
    >
      {(billing) => (
        <>
          <Section title="이용 정보" id="service-subscription">
            <dl className="divide-y divide-gray-100">
              <Row label="상품">{billing.productName ?? "—"}</Row>
              <Row label="가입 유형">{[billing.joinTypeLabel, billing.subscriptionLabel].filter(Boolean).join(" · ")}</Row>
              {status.serviceStartDate && status.serviceExpirationDate ? (
                <Row label="이용 기간">
                  {formatKoreanDate(status.serviceStartDate)} ~ {formatKoreanDate(status.serviceExpirationDate)}
                  {formatDaysLeft(status.daysLeft) && (
                    <span className="ml-1 font-semibold text-brand-700">{formatDaysLeft(status.daysLeft)}</span>
                  )}
                </Row>
              ) : (
                // Not installed yet: the paid period has not started (docs/subscription.md "The paid period").
                billing.periodMonths !== null && <Row label="이용 기간">설치일부터 {billing.periodMonths}개월</Row>
              )}
              {billing.promotionExpirationDate && <Row label="무료 이용">{formatKoreanDate(billing.promotionExpirationDate)}까지</Row>}
              {billing.nextBillingDate && (
                <Row label="다음 결제">
                  {formatKoreanDate(billing.nextBillingDate)}
                  {billing.nextBillingAmount !== null && ` · ${won(billing.nextBillingAmount)}`}
                </Row>
              )}
              <Row label="결제 상태">{billing.lastPayment?.statusLabel ?? (driverPays ? "결제 없음" : "회사에서 부담해요")}</Row>
              {billing.lastPayment?.stlmDivLabel && <Row label="결제 수단">{billing.lastPayment.stlmDivLabel}</Row>}
            </dl>
          </Section>
          {billing.lastPayment && <Receipt payment={billing.lastPayment} />}
        </>
      )}
    </AsyncContent>
  );
}

/** The latest payment as its receipt (the `kg/stlm/{id}` record of its trade id). */
function Receipt({ payment }: { payment: Payment }) {
  const account = payment.virtualAccount;
  return (
    <Section title="결제 내역" id="service-receipt">
      <dl className="divide-y divide-gray-100">
        <Row label="결제 금액">{payment.amount === null ? "—" : won(payment.amount)}</Row>
        <Row label="거래번호">{groupedId(payment.tradeId)}</Row>
        {payment.approvalNo && <Row label="승인번호">{payment.approvalNo}</Row>}
        <Row label={payment.paidAt ? "결제 일시" : "요청 일시"}>{formatKstDateTime(payment.paidAt ?? payment.requestedAt)}</Row>
        {payment.status === "PENDING" && account && (
          <Row label="입금 계좌">
            {account.bankName} {account.accountNo} ({account.holder}) · {formatKstDateTime(account.dueAt)}까지
          </Row>
        )}
        {payment.failureReason && <Row label="실패 사유">{payment.failureReason}</Row>}
      </dl>
    </Section>
  );
}
