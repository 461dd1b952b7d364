import type { FastifyInstance } from "fastify";
import { drivingLogCalls as calls } from "@evsafe/contract";
import { defineRoute } from "../http/route";
import { getChargeDetail, getChargeLog, getTariff, getTripDetail, getTripLog, putTariff } from "../services/driving-log";

/** Routes of the trip and charge logs and the member's charging tariff (part of the 'main' area; docs/driving-log.md). */
export default async function drivingLogRoutes(app: FastifyInstance) {
  defineRoute(app, calls.getTripLog, ({ user, query, ...deps }) => getTripLog(deps, user.userNo, query.startDate, query.endDate));
  defineRoute(app, calls.getTripDetail, ({ user, params, ...deps }) => getTripDetail(deps, user.userNo, params.id));
  defineRoute(app, calls.getChargeLog, ({ user, query, ...deps }) =>
    getChargeLog(deps, user.userNo, query.startDate, query.endDate, query.chargeType),
  );
  defineRoute(app, calls.getChargeDetail, ({ user, params, ...deps }) => getChargeDetail(deps, user.userNo, params.id));
  defineRoute(app, calls.getChargingTariff, ({ user, ...deps }) => getTariff(deps, user.userNo));
  defineRoute(app, calls.putChargingTariff, ({ user, body, ...deps }) => putTariff(deps, user.userNo, body));
}
