import type { FastifyInstance } from "fastify";
import { calls } from "@evsafe/contract";
import type { AuthUser, Deps } from "../http/context";
import { notFound } from "../http/errors";
import { defineRoute } from "../http/route";
import { kstDate } from "../http/time";
import {
  DIAGNOSIS_INFO_CALLER,
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

// After the service has ended (`user.paidUntil`, docs/service-life.md "After expiry"), the reads answer what the paid
// period recorded: the history up to its last day, a result diagnosed in it, a day's statistics at most its last day.

async function paidResult(deps: Deps, user: AuthUser, id: number | undefined) {
  const result = await latestResult(deps, user.userNo, id);
  if (user.paidUntil && result.diagnosisDate > user.paidUntil) {
    throw notFound("서비스 이용 기간이 끝난 뒤의 진단 결과는 볼 수 없어요. 서비스에 다시 가입하면 볼 수 있어요.");
  }
  return result;
}

function paidHistory(deps: Deps, user: AuthUser, startDate: string, endDate: string) {
  if (!user.paidUntil || endDate <= user.paidUntil || startDate > endDate) return history(deps, user.userNo, startDate, endDate);
  // A period reaching past the paid one is read up to its last day (none of it paid for: nothing to show).
  return startDate > user.paidUntil ? null : history(deps, user.userNo, startDate, user.paidUntil);
}

/** A past day after the paid period reads as its last day (the answer names its day); a future one stays refused. */
const paidDate = (deps: Deps, user: AuthUser, date: string) =>
  user.paidUntil && date > user.paidUntil && date <= kstDate(deps.now()) ? user.paidUntil : date;

/** Routes of the 'diagnosis' area (and main/diagnosis-info, the home card). */
export default async function diagnosisRoutes(app: FastifyInstance) {
  defineRoute(app, calls.isDiagnosed, ({ user, ...deps }) => isDiagnosed(deps, user.userNo));
  defineRoute(app, calls.isDiagnosisCompleted, ({ user, ...deps }) => isCompleted(deps, user.userNo));
  defineRoute(app, calls.getDiagnosisMaxId, ({ user, ...deps }) => maxId(deps, user.userNo));
  defineRoute(app, calls.getDiagnosisItems, () => diagnosisItems());
  defineRoute(app, calls.doDiagnosisStep, ({ params, user, ...deps }) => doStep(deps, user.userNo, params.a, params.b));
  defineRoute(app, calls.getDiagnosisResult, ({ query, user, ...deps }) => paidResult(deps, user, query.id));
  defineRoute(app, calls.getDiagnosisReport, async ({ query, user, reply, ...deps }) => {
    const result = await paidResult(deps, user, query.id);
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
  defineRoute(app, calls.getDiagnosisHistory, ({ query, user, ...deps }) => paidHistory(deps, user, query.startDate, query.endDate));
  defineRoute(app, calls.getPackVoltageStatistics, ({ query, user, ...deps }) =>
    metricStatistics(deps, user.userNo, "pack-voltage", paidDate(deps, user, query.date)),
  );
  defineRoute(app, calls.getModuleTempBalanceStatistics, ({ query, user, ...deps }) =>
    metricStatistics(deps, user.userNo, "module-temp-balance", paidDate(deps, user, query.date)),
  );
  defineRoute(app, calls.getCellVoltageBalanceStatistics, ({ query, user, ...deps }) =>
    metricStatistics(deps, user.userNo, "cell-voltage-balance", paidDate(deps, user, query.date)),
  );
  defineRoute(app, calls.getEnergyUseEfficiencyStatistics, ({ query, user, ...deps }) =>
    metricStatistics(deps, user.userNo, "energy-use-efficiency", paidDate(deps, user, query.date)),
  );
  defineRoute(app, calls.getEnergyEfficiencyStatistics, ({ query, user, ...deps }) =>
    metricStatistics(deps, user.userNo, "energy-efficiency", paidDate(deps, user, query.date)),
  );
  defineRoute(app, calls.getTripChargeRatioStatistics, ({ query, user, ...deps }) =>
    metricStatistics(deps, user.userNo, "trip-charge-ratio", paidDate(deps, user, query.date)),
  );
  defineRoute(app, calls.getVoltageBySocStatistics, ({ query, user, ...deps }) =>
    metricStatistics(deps, user.userNo, "voltage-by-soc", paidDate(deps, user, query.date)),
  );
  defineRoute(app, calls.getRapidAccelerationStatistics, ({ query, user, ...deps }) =>
    metricStatistics(deps, user.userNo, "rapid-acceleration", paidDate(deps, user, query.date)),
  );
  defineRoute(app, calls.getMockDiagnosisResult, ({ query }) => mockDiagnosis(query));
  // Authentication reads everything the home card needs in its one query.
  defineRoute(app, calls.getMainDiagnosisInfo, ({ user, ...deps }) => diagnosisInfo(deps, user.userNo, user), {
    caller: DIAGNOSIS_INFO_CALLER,
  });
}
