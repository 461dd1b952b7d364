import type { FastifyInstance, FastifyRequest } from "fastify";
import { badRequest } from "../http/errors";
import { confirmDeposit } from "../services/payment";
import { issueServiceToken } from "../services/identity-verification";
import { armNextFailure } from "../simulators/payment-gateway";
import { issueOauthKey } from "../simulators/social";
import { reportInstallation } from "../simulators/obd-installer";
import { enrolInCompany } from "../simulators/company-enrolment";
import { lapseService } from "../simulators/service-lapse";
import { passDemoDay, startDemoClock } from "../simulators/demo-day";
import { authenticate } from "../services/tokens";
import { unauthorized } from "../http/errors";

/**
 * Simulated third parties (docs/simulators.md), outside the contract: identity verification, the
 * social SDK's oauthKey, the payment gateway's deposit notification and failures, the OBD installer's report, a
 * company enrolling a member as a business member, a service period running out, and the demo's days (the device
 * installed and a day of driving and charging, on demand and by a clock a minute past each midnight).
 * Registered under `/{product}/api` like the areas, in demo mode only (SIMULATORS=1); the check is repeated
 * here so that no other registration can expose them, and never in production.
 */
export default async function simulatorRoutes(app: FastifyInstance) {
  if (!app.deps.config.simulators || app.deps.config.env === "production") return;
  const body = (req: FastifyRequest): Record<string, unknown> => {
    const b = req.body;
    if (b === undefined || b === null || typeof b !== "object" || Array.isArray(b)) throw badRequest("요청 본문이 올바르지 않습니다.");
    return b as Record<string, unknown>;
  };
  const wrap = <T>(results: T) => ({ results });

  app.post("/sim/identity-verification", async (req) => {
    return wrap(await issueServiceToken(app.deps, body(req), req.ip));
  });
  app.post("/sim/oauth-key", async (req) => {
    const b = body(req);
    return wrap(issueOauthKey(app.deps, { provider: b.provider, sub: b.sub, name: b.name, email: b.email }));
  });
  app.post<{ Params: { tradeId: string } }>("/sim/payment/:tradeId/deposit", async (req) => {
    const tradeId = req.params.tradeId;
    if (!tradeId || tradeId.length > 40) throw badRequest("거래번호가 올바르지 않습니다.");
    return wrap(await confirmDeposit(app.deps, tradeId));
  });
  app.post("/sim/obd/install", async (req) => {
    const header = req.headers.authorization;
    if (!header) throw unauthorized();
    const { userNo } = await authenticate(app.deps, header);
    return wrap(await reportInstallation(app.deps, userNo));
  });
  app.post("/sim/demo/day", async (req) => {
    const header = req.headers.authorization;
    if (!header) throw unauthorized();
    const { userNo } = await authenticate(app.deps, header);
    return wrap(await passDemoDay(app.deps, userNo));
  });
  const stopDemoClock = startDemoClock(app.deps);
  app.addHook("onClose", async () => stopDemoClock());
  app.post("/sim/service/lapse", async (req) => {
    const header = req.headers.authorization;
    if (!header) throw unauthorized();
    const { userNo } = await authenticate(app.deps, header);
    return wrap(await lapseService(app.deps, userNo));
  });
  app.post("/sim/company/enrol", async (req) => {
    const header = req.headers.authorization;
    if (!header) throw unauthorized();
    const { userNo } = await authenticate(app.deps, header);
    return wrap(await enrolInCompany(app.deps, userNo, body(req).companyName));
  });
  app.post("/sim/payment/next-failure", async (req) => {
    const b = req.body === undefined || req.body === null ? {} : body(req);
    return wrap(await armNextFailure(app.deps, b.reason));
  });
}
