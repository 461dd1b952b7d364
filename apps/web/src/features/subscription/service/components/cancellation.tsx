import { useState, type ReactNode } from "react";
import type { MyServiceStatus, RefundQuote } from "@evsafe/contract";
import { REFUND_RULE } from "@evsafe/contract/constants/refund";
import { SESSION_ROUTES, useServiceStatus, type ServiceView } from "@/session-frame";
import { ApiRequestError, isHandledByPolicy } from "@/shared/api-error";
import { formatKoreanDate } from "@/shared/format";
import { AsyncContent } from "@/shared/ui/async-content";
import { AppLink } from "@/shared/ui/app-link";
import { Button } from "@/shared/ui/button";
import { SECONDARY_LINK } from "@/shared/ui/link-styles";
import { Skeleton } from "@/shared/ui/states";
import {
  EXPLAINED_REFUSALS,
  cancelService as defaultCancelService,
  getRefundQuote as defaultGetRefundQuote,
  undoCancelService as defaultUndoCancelService,
  withdrawApplication as defaultWithdrawApplication,
  type CancelService,
  type GetRefundQuote,
  type UndoCancelService,
  type WithdrawApplication,
} from "../api";
import { Row, Section, won } from "./detail-parts";
import { useRefundQuote } from "../api";

export interface CancellationDeps {
  cancelService: CancelService;
  getRefundQuote: GetRefundQuote;
  undoCancelService: UndoCancelService;
  withdrawApplication: WithdrawApplication;
  confirm: (opts: { title: string; message: string; yes: string; no?: string; type: "remove" | "confirm" }) => Promise<boolean>;
}

export const defaultCancellationDeps: Omit<CancellationDeps, "confirm"> = {
  cancelService: defaultCancelService,
  getRefundQuote: defaultGetRefundQuote,
  undoCancelService: defaultUndoCancelService,
  withdrawApplication: defaultWithdrawApplication,
};

const FAILED = "요청을 처리하지 못했어요. 잠시 후 다시 시도해 주세요.";

/**
 * What the member can do about ending the service, by state (docs/subscription.md "Refund rule"): in use (02) → the
 * refund the API computes and the device return, shown before 해지 신청 is confirmed; requested (03) → the same quote
 * and 해지 신청 취소; applying (01) → withdrawing the application with a full refund while the device has not shipped.
 */
export function Cancellation({ status, view, deps }: { status: MyServiceStatus; view: ServiceView; deps: CancellationDeps }) {
  const { replace } = useServiceStatus();
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [quote, setQuote] = useState<RefundQuote | null>(null);
  const end = status.serviceExpirationDate ? formatKoreanDate(status.serviceExpirationDate) : null;

  /** Runs one step of the flow: a refusal the section explains is shown with the inquiry link, the rest is the policy's. */
  const run = async (step: () => Promise<void>) => {
    setBusy(true);
    setRefusal(null);
    try {
      await step();
    } catch (err) {
      if (err instanceof ApiRequestError && EXPLAINED_REFUSALS.has(err.code ?? "")) setRefusal(err.message);
      else if (!isHandledByPolicy(err)) setRefusal(FAILED);
    } finally {
      setBusy(false);
    }
  };

  const onShowQuote = () =>
    run(async () => {
      setNotice(null);
      setQuote(await deps.getRefundQuote());
    });

  const onCancel = async (q: RefundQuote) => {
    const yes = await deps.confirm({
      type: "remove",
      title: "서비스 해지",
      message: `서비스를 해지하시겠어요? ${q.serviceEndDate ? `${formatKoreanDate(q.serviceEndDate)}까지 이용할 수 있고, ` : ""}환불 예정 금액은 ${won(q.refundAmount)}이에요. 그 뒤에는 배터리 이상 징후 알림을 받을 수 없어요.`,
      yes: "해지 신청",
    });
    if (!yes) return;
    await run(async () => {
      replace(await deps.cancelService());
      setQuote(null);
      setNotice("해지 신청이 접수되었어요.");
    });
  };

  const onUndo = async () => {
    const yes = await deps.confirm({
      type: "confirm",
      title: "해지 신청 취소",
      message: "해지 신청을 취소할까요? 해지 신청 전과 같은 이용 기간으로 서비스를 계속 이용할 수 있어요.",
      yes: "해지 신청 취소",
      no: "닫기",
    });
    if (!yes) return;
    await run(async () => {
      replace(await deps.undoCancelService());
      setNotice("해지 신청이 취소되었어요. 서비스를 계속 이용할 수 있어요.");
    });
  };

  const onWithdraw = async (q: RefundQuote) => {
    const refund = q.refundAmount > 0 ? ` 결제 금액 ${won(q.refundAmount)}을 전액 환불해 드려요.` : "";
    const yes = await deps.confirm({
      type: "remove",
      title: "서비스 신청 철회",
      message: `서비스 신청을 철회하시겠어요?${refund}`,
      yes: "신청 철회",
    });
    if (!yes) return;
    await run(async () => {
      replace(await deps.withdrawApplication());
      setNotice(
        q.refundAmount > 0
          ? `서비스 신청이 철회되었어요. ${won(q.refundAmount)}은 영업일 3~5일 안에 결제한 수단으로 환불돼요.`
          : "서비스 신청이 철회되었어요.",
      );
    });
  };

  let body: ReactNode = null;
  if (view === "in-use" && status.canCancel) {
    body = quote ? (
      <>
        <QuoteDetails quote={quote} />
        {quote.allowed ? (
          <div className="mt-3 flex gap-2">
            <Button variant="secondary" className="flex-1" onClick={() => setQuote(null)} disabled={busy}>
              그만두기
            </Button>
            <Button variant="danger" className="flex-1" onClick={() => void onCancel(quote)} disabled={busy} aria-busy={busy}>
              해지 신청
            </Button>
          </div>
        ) : (
          <p className="mt-2 text-red-700">{quote.reason}</p>
        )}
      </>
    ) : (
      <>
        <p>해지를 신청하기 전에 환불 예정 금액과 단말기 반납 방법을 먼저 보여 드려요.</p>
        <Button variant="danger" className="mt-3 w-full" onClick={() => void onShowQuote()} disabled={busy} aria-busy={busy}>
          서비스 해지
        </Button>
      </>
    );
  } else if (view === "in-use" && !status.isExpired) {
    // In use but not the driver's to cancel: a business member's service is the company's contract.
    body = <p>회사에서 관리하는 서비스라 직접 해지할 수 없어요. 해지나 변경은 회사 담당자에게 요청해 주세요.</p>;
  } else if (view === "applying") {
    body = (
      <>
        <p>서비스 신청이 진행 중이라 지금은 해지할 수 없어요.</p>
        <QuoteRead>
          {(q) =>
            q.action === "WITHDRAW" && q.allowed ? (
              <>
                <p className="mt-2">
                  단말기 발송 전이라 신청을 철회할 수 있어요.
                  {q.refundAmount > 0 && ` 결제 금액 ${won(q.refundAmount)}을 전액 환불해 드려요.`}
                </p>
                <Button variant="danger" className="mt-3 w-full" onClick={() => void onWithdraw(q)} disabled={busy} aria-busy={busy}>
                  신청 철회
                </Button>
              </>
            ) : (
              q.reason && <p className="mt-2">{q.reason}</p>
            )
          }
        </QuoteRead>
      </>
    );
  } else if (view === "cancel-requested") {
    body = (
      <>
        <p>{end ? `${end}에` : "이용 기간이 끝나면"} 서비스가 해지되고, 그 뒤에는 언제든 다시 가입할 수 있어요.</p>
        <QuoteRead>{(q) => q.action === "CANCEL_REQUESTED" && <QuoteDetails quote={q} />}</QuoteRead>
        {!status.isExpired && (
          <Button variant="secondary" className="mt-3 w-full" onClick={() => void onUndo()} disabled={busy} aria-busy={busy}>
            해지 신청 취소
          </Button>
        )}
      </>
    );
  }
  if (!body && !notice) return null;
  const needsInquiry = view === "applying" || refusal !== null;
  return (
    <Section title="서비스 해지" id="service-cancellation">
      {body}
      <p role="status" aria-live="polite" className="mt-2 font-semibold text-gray-900">
        {notice}
      </p>
      {refusal && (
        <p role="alert" className="mt-2 text-red-700">
          {refusal}
        </p>
      )}
      {needsInquiry && (
        <AppLink href={SESSION_ROUTES.inquiryBoard} className={`${SECONDARY_LINK} mt-3`}>
          1:1 문의하기
        </AppLink>
      )}
    </Section>
  );
}

/** The member's quote, read for the states that show it without a tap (applying, requested). */
function QuoteRead({ children }: { children: (quote: RefundQuote) => ReactNode }) {
  return (
    <AsyncContent
      state={useRefundQuote()}
      skeleton={<Skeleton className="mt-2 h-16" />}
      loadingLabel="환불 예정 금액을 불러오는 중입니다"
      errorTitle="환불 예정 금액을 불러오지 못했어요"
    >
      {children}
    </AsyncContent>
  );
}

/** The refund and the device return, as the API computed them. */
export function QuoteDetails({ quote }: { quote: RefundQuote }) {
  const deadline = quote.deviceReturnDeadline ? formatKoreanDate(quote.deviceReturnDeadline) : null;
  return (
    <section aria-labelledby="refund-quote" className="mt-2 rounded-xl bg-gray-50 p-4">
      <h3 id="refund-quote" className="font-bold text-gray-900">
        환불 예정 금액
      </h3>
      <dl className="divide-y divide-gray-100">
        {quote.serviceEndDate && <Row label="서비스 종료일">{formatKoreanDate(quote.serviceEndDate)}</Row>}
        <Row label="환불 금액">
          <span className="font-bold text-gray-900">{won(quote.refundAmount)}</span>
          {quote.periodMonths !== null && ` (남은 ${quote.remainingMonths}개월분)`}
        </Row>
        {quote.deviceReturnRequired && quote.deviceFee > 0 && (
          <Row label="단말기 미반납 시">
            {won(quote.refundIfDeviceKept)} (단말기 비용 {won(quote.deviceFee)} 공제)
          </Row>
        )}
      </dl>
      {quote.deviceReturnRequired && (
        <>
          <h4 className="mt-3 font-bold text-gray-900">단말기 반납 방법</h4>
          <ol className="ml-5 list-decimal">
            <li>시동을 끈 뒤 OBD 단자에서 단말기를 뽑아 주세요.</li>
            <li>단말기와 함께 받은 반납 봉투에 넣어 주세요. 봉투가 없으면 다른 봉투나 상자도 괜찮아요.</li>
            <li>
              {deadline ? `${deadline}까지` : "서비스 종료일부터 14일 안에"} 가까운 편의점 택배로 보내 주세요. 택배비는 착불이라 내지 않아도
              돼요.
            </li>
          </ol>
        </>
      )}
      <p className="mt-2 text-gray-600">{REFUND_RULE.timing}</p>
    </section>
  );
}
