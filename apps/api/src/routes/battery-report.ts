import type { FastifyInstance } from "fastify";
import { mainCalls as calls } from "@evsafe/contract";
import { defineRoute } from "../http/route";
import { createShare, getBatteryReport, listShares, revokeShare, verifyCertificate } from "../services/battery-report";
import { startMonthlyReportAlerts } from "../services/monthly-report-alerts";

/** The battery health report, its certificates and their public check (docs/report.md). */
export default async function batteryReportRoutes(app: FastifyInstance) {
  defineRoute(app, calls.getBatteryReport, ({ user, query, ...deps }) => getBatteryReport(deps, user.userNo, query.month));
  defineRoute(app, calls.getReportShares, ({ user, ...deps }) => listShares(deps, user.userNo));
  defineRoute(app, calls.postReportShare, ({ user, body, ...deps }) => createShare(deps, user.userNo, body));
  defineRoute(app, calls.deleteReportShare, ({ user, params, ...deps }) => revokeShare(deps, user.userNo, params.id));
  defineRoute(app, calls.getCertificate, ({ params, query, ...deps }) => verifyCertificate(deps, params.id, query.s));
  // The alert that announces each month's report, in every mode (not a simulator): written at start and nightly.
  const stopMonthlyAlerts = startMonthlyReportAlerts(app.deps, (err) => app.log.error({ err }, "monthly report alerts failed"));
  app.addHook("onClose", async () => stopMonthlyAlerts());
}
