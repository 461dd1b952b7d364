import type { FastifyInstance } from "fastify";

/** Routes of the 'common' area; one defineRoute per contract call. */
export default async function commonRoutes(_app: FastifyInstance) {}
