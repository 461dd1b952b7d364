import type { FastifyInstance } from "fastify";
import { calls } from "@evsafe/contract";
import { defineRoute } from "../http/route";
import { findId, setPasswordByToken } from "../services/account-recovery";
import { oauthAdd, oauthExist, oauthLogin, oauthSignup, oauthWithdraw } from "../services/oauth";
import { checkPromotionKey } from "../services/payment";
import { isLoginIdTaken, normalizeSignup, serviceSignup, signup, validateLoginId } from "../services/signup";

/** Routes of the 'auth' area: sign-up, social accounts, ids, account recovery (login/logout/refresh: auth-session.ts). */
export default async function authRoutes(app: FastifyInstance) {
  defineRoute(app, calls.oauthSignup, ({ body, ...deps }) => oauthSignup(deps, body));
  defineRoute(app, calls.oauthLogin, ({ body, ...deps }) => oauthLogin(deps, body.provider, body.oauthKey));
  defineRoute(app, calls.oauthExist, ({ body, ...deps }) => oauthExist(deps, body.provider, body.sub));
  defineRoute(app, calls.oauthWithdraw, ({ params, user, ...deps }) => oauthWithdraw(deps, user.userNo, params.provider));
  defineRoute(app, calls.oauthAdd, ({ body, user, ...deps }) => oauthAdd(deps, user.userNo, body));
  defineRoute(app, calls.signup, ({ body, ...deps }) => signup(deps, normalizeSignup(body)));
  defineRoute(app, calls.serviceSignup, ({ body, user, ...deps }) => serviceSignup(deps, user.userNo, body));
  defineRoute(app, calls.idDuplicated, async ({ query, ...deps }) => ({ result: await isLoginIdTaken(deps, query.userId) }));
  defineRoute(app, calls.findId, ({ query, ...deps }) => findId(deps, query.serviceToken));
  defineRoute(app, calls.validationId, ({ query }) => validateLoginId(query.userId));
  defineRoute(app, calls.validatePromotionKey, ({ params, user, ...deps }) => checkPromotionKey(deps, params.key, user?.userNo ?? null));
  defineRoute(app, calls.setPasswordByToken, ({ body, req, ...deps }) =>
    setPasswordByToken(deps, body.serviceToken, body.newPassword, req.ip),
  );
}
