import type { FastifyInstance } from "fastify";
import { calls } from "@evsafe/contract";
import { defineRoute } from "../http/route";
import {
  diagnosisInfo,
  diagnosisItems,
  doStep,
  history,
  isCompleted,
  isDiagnosed,
  isImpossible,
  latestResult,
  maxId,
} from "../services/diagnosis";
import { metricStatistics } from "../services/diagnosis-statistics";
import { mockDiagnosis } from "../services/mock-diagnosis";
import { renderDiagnosisReport } from "../services/diagnosis-report";
import { contentDisposition } from "../services/files";

/** Routes of the 'diagnosis' area (and main/diagnosis-info, the home card). */
export default async function diagnosisRoutes(app: FastifyInstance) {
  defineRoute(app, calls.isDiagnosed, ({ user, ...deps }) => isDiagnosed(deps, user.userNo));
  defineRoute(app, calls.isDiagnosisCompleted, ({ user, ...deps }) => isCompleted(deps, user.userNo));
  defineRoute(app, calls.getDiagnosisMaxId, ({ user, ...deps }) => maxId(deps, user.userNo));
  defineRoute(app, calls.getDiagnosisItems, () => diagnosisItems());
  defineRoute(app, calls.doDiagnosisStep, ({ params, user, ...deps }) => doStep(deps, user.userNo, params.a, params.b));
  defineRoute(app, calls.getDiagnosisResult, ({ query, user, ...deps }) => latestResult(deps, user.userNo, query.id));
  defineRoute(app, calls.getDiagnosisReport, async ({ query, user, reply, ...deps }) => {
    const result = await latestResult(deps, user.userNo, query.id);
    const html = Buffer.from(renderDiagnosisReport(result), "utf8");
    return reply
      .code(200)
      .header("content-type", "text/html; charset=utf-8")
      .header("content-length", String(html.length))
      .header("content-disposition", contentDisposition(`배터리진단결과-${result.diagnosisDate}.html`))
      .header("x-content-type-options", "nosniff")
      .header("content-security-policy", "default-src 'none'; style-src 'unsafe-inline'")
      .header("cache-control", "private, no-store")
      .send(html);
  });
  defineRoute(app, calls.isImpossibleDiagnosis, ({ user, ...deps }) => isImpossible(deps, user.userNo));
  defineRoute(app, calls.getDiagnosisHistory, ({ query, user, ...deps }) => history(deps, user.userNo, query.startDate, query.endDate));
  defineRoute(app, calls.getPackVoltageStatistics, ({ query, user, ...deps }) =>
    metricStatistics(deps, user.userNo, "pack-voltage", query.date),
  );
  defineRoute(app, calls.getModuleTempBalanceStatistics, ({ query, user, ...deps }) =>
    metricStatistics(deps, user.userNo, "module-temp-balance", query.date),
  );
  defineRoute(app, calls.getCellVoltageBalanceStatistics, ({ query, user, ...deps }) =>
    metricStatistics(deps, user.userNo, "cell-voltage-balance", query.date),
  );
  defineRoute(app, calls.getEnergyUseEfficiencyStatistics, ({ query, user, ...deps }) =>
    metricStatistics(deps, user.userNo, "energy-use-efficiency", query.date),
  );
  defineRoute(app, calls.getEnergyEfficiencyStatistics, ({ query, user, ...deps }) =>
    metricStatistics(deps, user.userNo, "energy-efficiency", query.date),
  );
  defineRoute(app, calls.getTripChargeRatioStatistics, ({ query, user, ...deps }) =>
    metricStatistics(deps, user.userNo, "trip-charge-ratio", query.date),
  );
  defineRoute(app, calls.getVoltageBySocStatistics, ({ query, user, ...deps }) =>
    metricStatistics(deps, user.userNo, "voltage-by-soc", query.date),
  );
  defineRoute(app, calls.getRapidAccelerationStatistics, ({ query, user, ...deps }) =>
    metricStatistics(deps, user.userNo, "rapid-acceleration", query.date),
  );
  defineRoute(app, calls.getMockDiagnosisResult, ({ query }) => mockDiagnosis(query));
  defineRoute(app, calls.getMainDiagnosisInfo, ({ user, ...deps }) => diagnosisInfo(deps, user.userNo));
}
