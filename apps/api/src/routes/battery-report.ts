import type { FastifyInstance } from "fastify";
import { mainCalls as calls } from "@evsafe/contract";
import { CERTIFICATE_PAGE_PATH, certificatePdfFileName } from "@evsafe/contract/constants/report";
import { HttpError } from "../http/errors";
import { kstDate } from "../http/time";
import { defineRoute } from "../http/route";
import { createShare, getBatteryReport, listShares, revokeShare, verifyCertificate } from "../services/battery-report";
import { renderCertificatePdf } from "../services/certificate-pdf";
import { contentDisposition } from "../services/files";
import { startMonthlyReportAlerts } from "../services/monthly-report-alerts";

/** The battery health report, its certificates and their public check (docs/report.md). */
export default async function batteryReportRoutes(app: FastifyInstance) {
  defineRoute(app, calls.getBatteryReport, ({ user, query, ...deps }) => getBatteryReport(deps, user.userNo, query.month));
  defineRoute(app, calls.getReportShares, ({ user, ...deps }) => listShares(deps, user.userNo));
  defineRoute(app, calls.postReportShare, ({ user, body, ...deps }) => createShare(deps, user.userNo, body));
  defineRoute(app, calls.deleteReportShare, ({ user, params, ...deps }) => revokeShare(deps, user.userNo, params.id));
  defineRoute(app, calls.getCertificate, ({ params, query, ...deps }) => verifyCertificate(deps, params.id, query.s));
  // The same check, then the certificate as a PDF; anything but a valid one is a 404 with the check's own Korean text.
  defineRoute(app, calls.getCertificatePdf, async ({ params, query, req, reply, ...deps }) => {
    const result = await verifyCertificate(deps, params.id, query.s);
    if (result.status !== "valid" || !result.certificate || !result.issuedAt || !result.expiresAt) {
      throw new HttpError(404, `CERTIFICATE_${result.status.toUpperCase()}`, `${result.title}. ${result.message}`);
    }
    const origin = deps.config.webPublicOrigin ?? `${req.protocol}://${req.host}`;
    const checkUrl = `${origin}${CERTIFICATE_PAGE_PATH}/${params.id}?s=${query.s}`;
    const pdf = Buffer.from(
      await renderCertificatePdf(
        { ...result, certificate: result.certificate, issuedAt: result.issuedAt, expiresAt: result.expiresAt },
        params.id,
        checkUrl,
      ),
    );
    return reply
      .code(200)
      .header("content-type", "application/pdf")
      .header("content-length", String(pdf.length))
      .header(
        "content-disposition",
        contentDisposition(certificatePdfFileName(result.certificate.mdlNm, kstDate(new Date(result.issuedAt)))),
      )
      .header("x-content-type-options", "nosniff")
      .header("x-robots-tag", "noindex, nofollow")
      .header("cache-control", "private, no-store")
      .send(pdf);
  });
  // The alert that announces each month's report, in every mode (not a simulator): written at start and nightly.
  const stopMonthlyAlerts = startMonthlyReportAlerts(app.deps, (err) => app.log.error({ err }, "monthly report alerts failed"));
  app.addHook("onClose", async () => stopMonthlyAlerts());
}
