import type { FastifyInstance } from "fastify";

/** Routes of the 'vehicle' area; one defineRoute per contract call. */
export default async function vehicleRoutes(_app: FastifyInstance) {}
