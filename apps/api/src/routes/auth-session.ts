import type { FastifyInstance } from "fastify";
import { calls } from "@evsafe/contract";
import { defineRoute } from "../http/route";
import { login } from "../services/auth-session";
import { isSessionActive, revokeTokens, rotateRefreshToken } from "../services/tokens";

/** auth/login, auth/logout, auth/refresh, and users/session (is a signed-in session still valid). */
export default async function authSessionRoutes(app: FastifyInstance) {
  defineRoute(app, calls.login, ({ body, req, ...deps }) => login(deps, body.loginId, body.password, req.ip));
  defineRoute(app, calls.refresh, ({ body, ...deps }) => rotateRefreshToken(deps, body.loginId, body.refreshToken));
  defineRoute(app, calls.logout, async ({ body, user, ...deps }) => {
    await revokeTokens(deps, user.userNo, body?.refreshToken);
    return { ok: true as const };
  });
  defineRoute(app, calls.sessionActive, async ({ body, user, ...deps }) => ({
    active: await isSessionActive(deps, user.userNo, body.refreshToken),
  }));
}
