import type { FastifyInstance } from "fastify";
import { badRequest } from "../http/errors";
import { issueServiceToken } from "../services/identity-verification";

/**
 * `POST /{product}/api/identity-verification {name, phone, birthDate}` → `{ results: {serviceToken, expiresAt} }`,
 * outside the contract like the simulators: served in every mode through the configured identity provider,
 * so a deployment without one answers 503 NOT_CONFIGURED instead of a missing route (docs/simulators.md).
 */
export default async function identityVerificationRoutes(app: FastifyInstance) {
  app.post("/identity-verification", async (req) => {
    const b = req.body;
    if (b === undefined || b === null || typeof b !== "object" || Array.isArray(b)) throw badRequest("요청 본문이 올바르지 않습니다.");
    const { name, phone, birthDate } = b as Record<string, unknown>;
    return { results: await issueServiceToken(app.deps, { name, phone, birthDate }) };
  });
}
