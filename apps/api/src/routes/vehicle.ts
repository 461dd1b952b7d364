import type { FastifyInstance } from "fastify";
import { calls } from "@evsafe/contract";
import { defineRoute } from "../http/route";
import { carNoExists, carSupport, listBrands, listCarDivisions, listDetailModels, listModels } from "../services/vehicle-catalog";

/** Routes of the 'vehicle' area: catalogue pickers and plate / OBD support checks. */
export default async function vehicleRoutes(app: FastifyInstance) {
  defineRoute(app, calls.getCarBrands, () => listBrands());
  defineRoute(app, calls.getCarModels, ({ query }) => listModels(query.brandDcd));
  defineRoute(app, calls.getCarDetailModels, ({ query }) => listDetailModels(query.mdlDcd));
  defineRoute(app, calls.getCarDivisions, () => listCarDivisions());
  defineRoute(app, calls.existsCarInfo, ({ params, user, ...deps }) => carNoExists(deps, user.userNo, params.id));
  defineRoute(app, calls.isCarSupported, ({ query, ...deps }) => carSupport(deps, query.carNo, query.strDtlMdlDcd));
}
