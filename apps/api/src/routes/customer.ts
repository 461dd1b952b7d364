import type { FastifyInstance } from "fastify";

/** Routes of the 'customer' area; one defineRoute per contract call. */
export default async function customerRoutes(_app: FastifyInstance) {}
