import type { FastifyInstance } from "fastify";

/** Routes of the 'service' area; one defineRoute per contract call. */
export default async function serviceRoutes(_app: FastifyInstance) {}
