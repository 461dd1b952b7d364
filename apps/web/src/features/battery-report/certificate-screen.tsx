import type { Certificate } from "@evsafe/contract";
import { formatKoreanDate } from "@/shared/format";
import { formatNumber } from "@/shared/format-number";
import { formatKstDate } from "@/shared/format-time";
import { SaveFileButton } from "@/shared/ui/save-file-button";
import { SeverityBadge } from "@/shared/ui/severity-badge";
import type { CertificatePageProps } from "./certificate-server";
import { PrintButton } from "./components/print-button";

/** Tint of the status panel: a valid certificate green, anything else the warning's tint. */
const STATUS_TINT: Record<Certificate["status"], string> = {
  valid: "bg-level-safe-tint border-level-safe",
  tampered: "bg-level-serious-tint border-level-serious",
  revoked: "bg-level-warning-tint border-level-warning",
  expired: "bg-level-warning-tint border-level-warning",
  unknown: "bg-gray-50 border-gray-300",
};

/**
 * /certificate/{id}?s= (public, no sign-in): what the API's check said — valid with the figures, or tampered,
 * revoked, expired, unknown — with the page's own QR code for a printed copy. Prints as one page (print styles).
 */
export function CertificateScreen({ result, failed, url, qr, pdf }: CertificatePageProps) {
  return (
    <main className="mx-auto flex min-h-dvh w-full max-w-[600px] flex-col gap-4 bg-white px-safe pb-safe pt-safe print:max-w-none">
      <header className="flex flex-col gap-1 pt-5">
        <p className="text-sm font-semibold text-brand-700">EV 배터리 안전 알림</p>
        <h1 className="text-xl font-bold text-gray-900">배터리 상태 인증서</h1>
      </header>
      {result === null ? (
        <section className="rounded-2xl border border-gray-300 bg-gray-50 p-4" data-testid="certificate-status" data-status="failed">
          <h2 className="text-lg font-bold text-gray-900">인증서를 확인하지 못했어요</h2>
          <p className="mt-1 break-keep text-sm leading-relaxed text-gray-700">{failed}</p>
        </section>
      ) : (
        <>
          <section
            className={`rounded-2xl border p-4 ${STATUS_TINT[result.status]}`}
            data-testid="certificate-status"
            data-status={result.status}
            aria-labelledby="certificate-status-title"
          >
            <h2 id="certificate-status-title" className="text-lg font-bold text-gray-900">
              {result.title}
            </h2>
            <p className="mt-1 break-keep text-sm leading-relaxed text-gray-800">{result.message}</p>
            {result.status !== "valid" && result.issuedAt && result.expiresAt && (
              <p className="mt-2 text-sm text-gray-700">
                발급 {formatKstDate(result.issuedAt)} · 유효기간 {formatKstDate(result.expiresAt)}까지
              </p>
            )}
          </section>
          {result.certificate && result.issuedAt && result.expiresAt && (
            <CertificateFigures certificate={result.certificate} issuedAt={result.issuedAt} expiresAt={result.expiresAt} />
          )}
          {qr && url && (
            <section aria-labelledby="certificate-qr" className="flex flex-col items-center gap-2 rounded-2xl border border-gray-200 p-4">
              <h2 id="certificate-qr" className="self-start text-base font-bold text-gray-900">
                진위 확인 QR 코드
              </h2>
              <svg
                role="img"
                aria-label="이 인증서 주소의 QR 코드"
                data-url={url}
                viewBox={`0 0 ${qr.size} ${qr.size}`}
                className="size-44 bg-white"
                shapeRendering="crispEdges"
                data-testid="certificate-qr"
              >
                <path d={qr.path} fill="#000" />
              </svg>
              <p className="break-keep text-center text-sm text-gray-700">휴대폰 카메라로 찍으면 이 인증서를 다시 확인할 수 있어요.</p>
            </section>
          )}
          {result.status === "valid" && (
            <div className="flex flex-col gap-2 print:hidden">
              <PrintButton label="인쇄하기" />
              {pdf && <SaveFileButton label="PDF로 저장" file={pdf} inBrowser="download" statusTestId="certificate-pdf-status" />}
            </div>
          )}
        </>
      )}
      <footer className="mt-auto break-keep pb-6 text-xs leading-relaxed text-gray-600">
        이 인증서는 차량에 설치된 OBD 단말기가 매일 수집한 배터리 데이터로 만들었습니다. 배터리 건강도(SoH)는 배터리 관리 시스템의
        추정값이며 측정 방식에 따라 ±2%포인트 정도 차이가 날 수 있습니다. 인증서의 내용은 발급한 뒤 바뀌지 않으며, 이 페이지는 확인할 때마다
        서버에 진위를 묻습니다.
      </footer>
    </main>
  );
}

function CertificateFigures({
  certificate: c,
  issuedAt,
  expiresAt,
}: {
  certificate: NonNullable<Certificate["certificate"]>;
  issuedAt: string;
  expiresAt: string;
}) {
  const row = "flex items-start justify-between gap-3 border-b border-gray-100 py-2.5";
  return (
    <section aria-labelledby="certificate-figures" className="rounded-2xl border border-gray-200 p-4" data-testid="certificate-figures">
      <h2 id="certificate-figures" className="text-base font-bold text-gray-900">
        {c.brandNm} {c.dtlMdlNm}
      </h2>
      <dl className="mt-2 flex flex-col text-sm">
        <div className={row}>
          <dt className="text-gray-600">연식</dt>
          <dd className="font-semibold text-gray-900">{c.modelYear}년식</dd>
        </div>
        <div className={row}>
          <dt className="text-gray-600">배터리 건강도(SoH)</dt>
          <dd className="text-right font-semibold text-gray-900" data-testid="certificate-soh">
            {formatNumber(c.sohPct, 1)}% · {c.sohStatusName}
          </dd>
        </div>
        <div className={row}>
          <dt className="text-gray-600">안전 등급</dt>
          <dd className="flex items-center gap-2 font-semibold text-gray-900" data-testid="certificate-grade">
            {c.grade}등급
            <SeverityBadge severity={c.severity} />
          </dd>
        </div>
        <div className={row}>
          <dt className="text-gray-600">측정 기간</dt>
          <dd className="text-right text-gray-900">
            {formatKoreanDate(c.measuredFrom)} ~ {formatKoreanDate(c.measuredTo)}
            <br />
            {c.measuredDays}일 측정
          </dd>
        </div>
        {c.carNo && (
          <div className={row}>
            <dt className="text-gray-600">차량 번호</dt>
            <dd className="font-semibold text-gray-900">{c.carNo}</dd>
          </div>
        )}
        {c.ownerName && (
          <div className={row}>
            <dt className="text-gray-600">소유자</dt>
            <dd className="font-semibold text-gray-900">{c.ownerName}</dd>
          </div>
        )}
        <div className={row}>
          <dt className="text-gray-600">발급일</dt>
          <dd className="text-gray-900">{formatKstDate(issuedAt)}</dd>
        </div>
        <div className="flex items-start justify-between gap-3 py-2.5">
          <dt className="text-gray-600">유효기간</dt>
          <dd className="text-gray-900">{formatKstDate(expiresAt)}까지</dd>
        </div>
      </dl>
    </section>
  );
}
