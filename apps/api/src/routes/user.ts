import type { FastifyInstance } from "fastify";
import { calls } from "@evsafe/contract";
import { defineRoute } from "../http/route";
import {
  applyBzService,
  getAgreeMarketing,
  getAlimConfig,
  getAlimKind,
  getFlicker,
  getMyProfile,
  getObd,
  isAgreeMarketingAlert,
  isBzServiceAlert,
  loginIdExists,
  putAgreeMarketing,
  recordActivity,
  setAddress,
  setAlimEnabled,
  setAlimKind,
  setDeviceToken,
  setDeviceType,
  setFlicker,
  setPassword,
  withdraw,
  FLICKER_READ,
  OBD_READ,
} from "../services/user";

/** Routes of the 'user' area; one defineRoute per contract call. */
export default async function userRoutes(app: FastifyInstance) {
  defineRoute(app, calls.postActivityHistory, ({ user, body, ...deps }) => recordActivity(deps, user.userNo, body));
  defineRoute(app, calls.putDeviceType, ({ user, body, ...deps }) => setDeviceType(deps, user.userNo, body.deviceType));
  defineRoute(app, calls.putDeviceToken, ({ user, body, ...deps }) => setDeviceToken(deps, user.userNo, body.deviceToken));
  // Authentication reads the setting: one query for the call.
  defineRoute(app, calls.getMainFlicker, ({ user, ...deps }) => getFlicker(deps, user.userNo, user), {
    caller: FLICKER_READ.query,
  });
  defineRoute(app, calls.putMainFlicker, ({ user, body, ...deps }) => setFlicker(deps, user.userNo, body.flickerPeriod));
  defineRoute(app, calls.getAlimConfig, ({ user, ...deps }) => getAlimConfig(deps, user.userNo));
  defineRoute(app, calls.putAlimConfig, ({ user, body, ...deps }) => setAlimEnabled(deps, user.userNo, body.alimEnabled));
  defineRoute(app, calls.getAlimKindConfig, ({ user, params, ...deps }) => getAlimKind(deps, user.userNo, params.id));
  defineRoute(app, calls.putAlimKindConfig, ({ user, params, body, ...deps }) =>
    setAlimKind(deps, user.userNo, params.id, body.alimEnabled),
  );
  defineRoute(app, calls.getAgreeMarketing, ({ user, ...deps }) => getAgreeMarketing(deps, user.userNo));
  defineRoute(app, calls.putAgreeMarketing, ({ user, body, ...deps }) => putAgreeMarketing(deps, user.userNo, body.agreeMarketing));
  // Authentication reads what the call shows: one query for the call.
  defineRoute(app, calls.getObd, ({ user }) => getObd(user), {
    caller: OBD_READ.query,
  });
  defineRoute(app, calls.existsUser, ({ params, ...deps }) => loginIdExists(deps, params.id));
  defineRoute(app, calls.getMyProfile, ({ user, ...deps }) => getMyProfile(deps, user.userNo));
  defineRoute(app, calls.putSetAddr, ({ user, body, ...deps }) => setAddress(deps, user.userNo, body));
  defineRoute(app, calls.putSetPassword, ({ user, body, req, ...deps }) => setPassword(deps, user.userNo, body, req.ip));
  defineRoute(app, calls.getIsAgreeMarketingAlert, ({ user, ...deps }) => isAgreeMarketingAlert(deps, user.userNo));
  defineRoute(app, calls.getIsBzServiceAlert, ({ user, ...deps }) => isBzServiceAlert(deps, user.userNo));
  defineRoute(app, calls.putBzServiceApply, ({ user, ...deps }) => applyBzService(deps, user.userNo));
  defineRoute(app, calls.deleteWithdraw, ({ user, body, req, ...deps }) => withdraw(deps, user.userNo, body ?? {}, req.ip));
}
