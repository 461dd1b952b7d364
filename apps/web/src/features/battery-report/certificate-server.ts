import type { GetServerSideProps } from "next";
import type { Certificate } from "@evsafe/contract";
import { CERTIFICATE_PAGE_PATH, certificatePdfFileName, certificatePdfPath } from "@evsafe/contract/constants/report";
import { forwardedFor } from "@/server/api-forward";
import { api, ApiRequestError } from "@/shared/api-client";
import { webTrustProxy } from "@/server/env";
import { kstDay } from "@/shared/format-time";
import { qrPath, type QrPath } from "./qr";

/** Budget of the page's one API read: a visitor gets the page's own error sooner than a long wait. */
const CERTIFICATE_READ_BUDGET_MS = 5_000;

export interface CertificatePageProps extends Record<string, unknown> {
  /** The API's answer (status, Korean texts, figures when valid); null when the check itself failed. */
  result: Certificate | null;
  /** Korean message of a failed check (the API unreachable, too many checks from this address). */
  failed: string | null;
  /** The page's own address, and its QR code (only for a valid certificate). */
  url: string | null;
  qr: QrPath | null;
  /** The certificate's PDF (only for a valid one): its path under the API base and the file name to keep. */
  pdf: { path: string; fileName: string } | null;
}

const firstOf = (value: unknown) => (Array.isArray(value) ? value[0] : value);
const ID = /^[A-Za-z0-9_-]{1,64}$/;
const SIGNATURE = /^[A-Za-z0-9_-]{0,128}$/;

/** The public origin: NEXTAUTH_URL's (required in production), else the address the request came to. */
function publicOrigin(host: string | undefined): string {
  const configured = process.env.NEXTAUTH_URL;
  if (configured) {
    try {
      return new URL(configured).origin;
    } catch {
      // A bad NEXTAUTH_URL stops next-auth at start; here the request's own host stands in.
    }
  }
  return `http://${host ?? "127.0.0.1"}`;
}

const UNKNOWN: Certificate = {
  status: "unknown",
  title: "인증서를 찾을 수 없습니다",
  message: "이 번호로 발급된 인증서가 없습니다. 링크나 QR 코드를 다시 확인해 주세요.",
  issuedAt: null,
  expiresAt: null,
  certificate: null,
};

/**
 * /certificate/{id}?s=: the public check of a battery certificate, for anyone without signing in. Read on the server
 * with the visitor's address (the API limits checks per address), never indexed by search engines.
 */
export const getCertificateProps: GetServerSideProps<CertificatePageProps> = async (ctx) => {
  ctx.res.setHeader("X-Robots-Tag", "noindex, nofollow");
  const id = firstOf(ctx.params?.id);
  const s = firstOf(ctx.query.s);
  const empty = { failed: null, url: null, qr: null, pdf: null };
  // An address no certificate link has is answered here, without asking the API.
  if (typeof id !== "string" || !ID.test(id)) return { props: { ...empty, result: UNKNOWN } };
  const signature = typeof s === "string" && SIGNATURE.test(s) ? s : "";
  try {
    const result = await api("getCertificate", {
      params: { id },
      query: signature ? { s: signature } : {},
      forwardedFor: forwardedFor(ctx.req, webTrustProxy()),
      timeoutMs: CERTIFICATE_READ_BUDGET_MS,
    });
    if (result.status !== "valid") return { props: { ...empty, result } };
    const url = `${publicOrigin(ctx.req.headers.host)}${CERTIFICATE_PAGE_PATH}/${id}?s=${signature}`;
    const pdf =
      result.certificate && result.issuedAt
        ? { path: certificatePdfPath(id, signature), fileName: certificatePdfFileName(result.certificate.mdlNm, kstDay(result.issuedAt)) }
        : null;
    return { props: { result, failed: null, url, qr: qrPath(url), pdf } };
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 400) return { props: { ...empty, result: UNKNOWN } };
    const message =
      error instanceof ApiRequestError && error.status === 429 && error.message
        ? error.message
        : "지금은 인증서를 확인할 수 없습니다. 잠시 후 다시 시도해 주세요.";
    return { props: { ...empty, result: null, failed: message } };
  }
};
