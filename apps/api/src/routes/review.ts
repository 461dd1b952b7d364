import type { FastifyInstance } from "fastify";

/** Routes of the 'review' area; one defineRoute per contract call. */
export default async function reviewRoutes(_app: FastifyInstance) {}
