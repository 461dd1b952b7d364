import { useState } from "react";
import { CERTIFICATE_VALID_DAYS, certificatePdfFileName, certificatePdfPath } from "@evsafe/contract/constants/report";
import { ApiRequestError, isHandledByPolicy } from "@/shared/api-client";
import { formatKstDate, kstDay } from "@/shared/format-time";
import { openModal } from "@/shared/modal";
import { AppLink } from "@/shared/ui/app-link";
import { AsyncContent } from "@/shared/ui/async-content";
import { Button } from "@/shared/ui/button";
import { SaveFileButton } from "@/shared/ui/save-file-button";
import { Skeleton } from "@/shared/ui/states";
import { useShareActions, useShares, type ReportShare } from "../api";
import { shareLink } from "../share";

const SECTION = "flex flex-col gap-3 rounded-2xl border border-gray-200 p-4 print:hidden";
const STATUS_NAME: Record<ReportShare["status"], string> = { valid: "유효", revoked: "철회됨", expired: "기간 만료" };

/**
 * The certificates of the report: issue one for this month (the car number and the owner's name only if ticked),
 * then share its link, open it, save it as a PDF (through the shell in the app, a download in a browser) or revoke
 * it. What happened is said in a status line.
 */
export function CertificatePanel({ month }: { month: string }) {
  const [showCarNo, setShowCarNo] = useState(false);
  const [showOwnerName, setShowOwnerName] = useState(false);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState("");
  const actions = useShareActions();
  const shares = useShares();

  const issue = async () => {
    if (busy) return;
    setBusy(true);
    setMessage("");
    try {
      await actions.create({ month, showCarNo, showOwnerName });
      setMessage("인증서를 발급했어요. 아래에서 공유할 수 있어요.");
    } catch (error) {
      if (!isHandledByPolicy(error)) {
        setMessage(error instanceof ApiRequestError ? error.message : "인증서를 발급하지 못했어요. 다시 시도해 주세요.");
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="certificate-panel" className={SECTION} data-testid="certificate-panel">
      <h2 id="certificate-panel" className="text-base font-bold text-gray-900">
        배터리 상태 인증서
      </h2>
      <p className="break-keep text-sm leading-relaxed text-gray-700">
        중고차를 팔거나 정비를 맡길 때 보여 줄 수 있는 인증서예요. 차종, 연식, 배터리 건강도, 등급, 측정 기간이 들어가고 로그인 없이 누구나
        진위를 확인할 수 있어요. 발급 후 {CERTIFICATE_VALID_DAYS}일 동안 유효하고 언제든 철회할 수 있어요.
      </p>
      <fieldset className="flex flex-col">
        <legend className="text-sm font-semibold text-gray-900">인증서에 함께 표시</legend>
        <label className="flex min-h-11 items-center gap-3 text-sm text-gray-800">
          <input type="checkbox" className="size-5" checked={showCarNo} onChange={(e) => setShowCarNo(e.target.checked)} />
          차량 번호
        </label>
        <label className="flex min-h-11 items-center gap-3 text-sm text-gray-800">
          <input type="checkbox" className="size-5" checked={showOwnerName} onChange={(e) => setShowOwnerName(e.target.checked)} />내 이름
        </label>
      </fieldset>
      <Button onClick={() => void issue()} disabled={busy} aria-busy={busy} data-testid="certificate-issue">
        {busy ? "발급하는 중" : "이 달의 인증서 발급"}
      </Button>
      <p role="status" className="min-h-5 break-keep text-sm text-gray-800" data-testid="certificate-message">
        {message}
      </p>
      <AsyncContent
        state={shares}
        skeleton={<Skeleton className="h-20" />}
        loadingLabel="발급한 인증서를 불러오는 중입니다"
        errorTitle="발급한 인증서를 불러오지 못했어요"
      >
        {(list) =>
          list.items.length === 0 ? (
            <p className="text-sm text-gray-600">아직 발급한 인증서가 없어요.</p>
          ) : (
            <ul className="flex flex-col gap-3" data-testid="certificate-list">
              {list.items.map((share) => (
                <ShareItem key={share.shareId} share={share} onMessage={setMessage} />
              ))}
            </ul>
          )
        }
      </AsyncContent>
    </section>
  );
}

function ShareItem({ share, onMessage }: { share: ReportShare; onMessage: (text: string) => void }) {
  const actions = useShareActions();
  const [busy, setBusy] = useState(false);
  const valid = share.status === "valid";

  const share_ = async () => {
    onMessage(await shareLink(new URL(share.path, window.location.origin).href));
  };
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(new URL(share.path, window.location.origin).href);
      onMessage("인증서 링크를 복사했어요.");
    } catch {
      onMessage("복사하지 못했어요. 인증서 보기에서 주소를 길게 눌러 복사해 주세요.");
    }
  };
  const revoke = async () => {
    const yes = await openModal({
      type: "confirm",
      title: "인증서 철회",
      message: "철회하면 이 링크와 QR 코드로 확인하는 사람에게 '철회된 인증서'로 보여요. 되돌릴 수 없어요.",
      yes: "철회",
    });
    if (!yes) return;
    setBusy(true);
    try {
      await actions.revoke(share.shareId);
      onMessage("인증서를 철회했어요.");
    } catch (error) {
      if (!isHandledByPolicy(error)) {
        onMessage(error instanceof ApiRequestError ? error.message : "철회하지 못했어요. 다시 시도해 주세요.");
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <li className="flex flex-col gap-2 rounded-xl bg-gray-50 p-3" data-testid="certificate-item" data-status={share.status}>
      <p className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <span className="font-semibold text-gray-900">
          {Number(share.month.slice(5, 7))}월 리포트 · SoH {share.snapshot.sohPct}% · {share.snapshot.grade}등급
        </span>
        <span className={valid ? "font-semibold text-level-safe-text" : "font-semibold text-gray-600"}>{STATUS_NAME[share.status]}</span>
      </p>
      <p className="text-xs text-gray-600">
        발급 {formatKstDate(share.issuedAt)} ·{" "}
        {share.revokedAt ? `${formatKstDate(share.revokedAt)} 철회` : `${formatKstDate(share.expiresAt)}까지 유효`}
        {share.snapshot.carNo ? " · 차량 번호 표시" : ""}
        {share.snapshot.ownerName ? " · 이름 표시" : ""}
      </p>
      {valid && (
        <div className="grid grid-cols-2 gap-2">
          <Button onClick={() => void share_()} data-testid="certificate-share">
            공유하기
          </Button>
          <Button variant="secondary" onClick={() => void copy()} data-testid="certificate-copy">
            링크 복사
          </Button>
          <AppLink
            href={share.path}
            className="flex min-h-12 items-center justify-center rounded-xl border border-gray-300 bg-white px-3 text-base font-semibold text-gray-900"
            data-testid="certificate-open"
          >
            인증서 보기
          </AppLink>
          <Button variant="secondary" onClick={() => void revoke()} disabled={busy} data-testid="certificate-revoke">
            철회
          </Button>
          <SaveFileButton
            className="col-span-2"
            label="PDF로 저장"
            file={{
              path: certificatePdfPath(share.shareId, share.signature),
              fileName: certificatePdfFileName(share.snapshot.mdlNm, kstDay(share.issuedAt)),
            }}
            inBrowser="download"
            statusTestId="certificate-pdf-status"
          />
        </div>
      )}
    </li>
  );
}
