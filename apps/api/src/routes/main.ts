import type { FastifyInstance } from "fastify";

/** Routes of the 'main' area; one defineRoute per contract call. */
export default async function mainRoutes(_app: FastifyInstance) {}
