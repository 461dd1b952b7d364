import type { FastifyInstance } from "fastify";
import { calls } from "@evsafe/contract";
import { defineRoute } from "../http/route";
import { FIRE_WARNING, getAppVersion, getCodes, healthCheck, listTerms, saveAgreements } from "../services/common";

/** Routes of the 'common' area; one defineRoute per contract call. */
export default async function commonRoutes(app: FastifyInstance) {
  defineRoute(app, calls.healthCheck, (deps) => healthCheck(deps));
  // Real-user vitals go to the metrics only (docs/operations.md "Real-user vitals"): nothing is stored.
  defineRoute(app, calls.postWebVitals, ({ body }) => {
    app.metrics.recordWebVitals(body.samples);
    return null;
  });
  defineRoute(app, calls.getCodes, ({ params }) => getCodes(params.code));
  defineRoute(app, calls.getAppVersionBiz, (deps) => getAppVersion(deps));
  defineRoute(app, calls.getFireWarning, () => FIRE_WARNING);
  defineRoute(app, calls.getAgreeListSignup, ({ user, ...deps }) => listTerms(deps, "signup", user?.userNo ?? null));
  defineRoute(app, calls.getAgreeList, ({ user, ...deps }) => listTerms(deps, "all", user?.userNo ?? null));
  defineRoute(app, calls.getAgreeListServiceSignup, ({ user, ...deps }) => listTerms(deps, "service", user?.userNo ?? null));
  defineRoute(app, calls.postAgreement, async ({ user, body, ...deps }) => {
    await saveAgreements(deps, user.userNo, body.agrees);
    return { ok: true as const };
  });
}
