import type { FastifyInstance } from "fastify";
import { calls } from "@evsafe/contract";
import { defineRoute } from "../http/route";
import { createReview, deleteReview, getReview, updateReview } from "../services/review";

/** Routes of the 'review' area; one defineRoute per contract call. */
export default async function reviewRoutes(app: FastifyInstance) {
  defineRoute(app, calls.postReview, ({ user, body, ...deps }) => createReview(deps, user.userNo, body));
  defineRoute(app, calls.getReview, ({ user, ...deps }) => getReview(deps, user.userNo));
  defineRoute(app, calls.putReview, ({ user, body, ...deps }) => updateReview(deps, user.userNo, body));
  defineRoute(app, calls.deleteReview, ({ user, ...deps }) => deleteReview(deps, user.userNo));
}
