import type { FastifyInstance } from "fastify";
import { issueServiceToken } from "../services/identity-verification";

/**
 * `POST /{product}/api/identity-verification {name, phone, birthDate, purpose?}` → `{ results: {serviceToken, expiresAt} }`,
 * outside the contract like the simulators: served in every mode through the configured identity provider,
 * so a deployment without one answers 503 NOT_CONFIGURED instead of a missing route (docs/simulators.md).
 */
export default async function identityVerificationRoutes(app: FastifyInstance) {
  app.post("/identity-verification", async (req) => {
    return { results: await issueServiceToken(app.deps, req.body, req.ip) };
  });
}
