import type { FastifyInstance } from "fastify";
import { ALERT_TYPE, mainCalls as calls } from "@evsafe/contract";
import { defineRoute } from "../http/route";
import {
  callerLastTrip,
  DRIVE_INFO_CALLER,
  getAlim,
  getAlimGeneral,
  getBatteryTips,
  getDriveInfo,
  getMainInfo,
  getMonthScores,
  getResultScore,
  getScoreInfo,
  getScoreSeries,
  getSdsScoreNotice,
  isEmpty,
  MAIN_INFO_CALLER,
} from "../services/main";
import { ALERT_PAGE_CALLERS, markAlertRead, markAllAlertsRead } from "../services/alerts";
import { callerVehicle, getBatteryData, getStatistics, getStatusStatistics, getTripCharge, VEHICLE_CALLER } from "../services/vehicle-data";

/** Routes of the 'main' area (home screen, safety score, alerts, vehicle battery data); one defineRoute per contract call. */
export default async function mainRoutes(app: FastifyInstance) {
  // Authentication reads the caller with everything main/info needs: one query for the call.
  defineRoute(app, calls.getMainInfo, ({ user, ...deps }) => getMainInfo(deps, user.userNo, user), {
    caller: MAIN_INFO_CALLER,
  });
  // These read the caller's vehicle in their authentication's query (VEHICLE_CALLER; drive-info's also its last trip).
  defineRoute(app, calls.getMainScoreInfo, ({ user, ...deps }) => getScoreInfo(deps, user.userNo, callerVehicle(user)), {
    caller: VEHICLE_CALLER,
  });
  defineRoute(
    app,
    calls.getMainDriveInfo,
    ({ user, ...deps }) => getDriveInfo(deps, user.userNo, { vehicle: callerVehicle(user), lastTrip: callerLastTrip(user) }),
    { caller: DRIVE_INFO_CALLER },
  );
  // Authentication reads the page and its counts in its one query.
  defineRoute(app, calls.getAlim, ({ user, query, ...deps }) => getAlim(deps, user.userNo, query.page, query.size, user), {
    caller: ALERT_PAGE_CALLERS[ALERT_TYPE.SAFETY],
  });
  defineRoute(app, calls.getAlimGeneral, ({ user, query, ...deps }) => getAlimGeneral(deps, user.userNo, query.page, query.size, user), {
    caller: ALERT_PAGE_CALLERS[ALERT_TYPE.GENERAL],
  });
  defineRoute(app, calls.putAlimRead, ({ user, params, ...deps }) => markAlertRead(deps, user.userNo, params.id));
  defineRoute(app, calls.putAlimReadAll, ({ user, query, ...deps }) => markAllAlertsRead(deps, user.userNo, query.alimType));
  defineRoute(app, calls.getMainIsEmpty, ({ user, ...deps }) => isEmpty(deps, user.userNo, callerVehicle(user)), {
    caller: VEHICLE_CALLER,
  });
  defineRoute(app, calls.getSdsResultScore, ({ user, ...deps }) => getResultScore(deps, user.userNo));
  defineRoute(app, calls.getSdsScore, ({ user, query, ...deps }) => getScoreSeries(deps, user.userNo, query.days, callerVehicle(user)), {
    caller: VEHICLE_CALLER,
  });
  defineRoute(app, calls.getSdsResultScoreMonth, ({ user, ...deps }) => getMonthScores(deps, user.userNo));
  defineRoute(app, calls.getNoticeSdsScore, () => getSdsScoreNotice());
  defineRoute(app, calls.getVehicleBatteryData, ({ user, ...deps }) => getBatteryData(deps, user.userNo));
  defineRoute(app, calls.getVehicleStatistics, ({ user, params, ...deps }) => getStatistics(deps, user.userNo, params.x));
  defineRoute(app, calls.getVehicleTripCharge, ({ user, params, ...deps }) => getTripCharge(deps, user.userNo, params.x));
  defineRoute(app, calls.getMainVehicleStatusStatistics, ({ user, query, ...deps }) =>
    getStatusStatistics(deps, user.userNo, query.startDate, query.endDate),
  );
  defineRoute(app, calls.getBatteryManagementTip, ({ user, ...deps }) => getBatteryTips(deps, user.userNo));
}
