import type { FastifyInstance } from "fastify";

/** Routes of the 'files' area; one defineRoute per contract call. */
export default async function filesRoutes(_app: FastifyInstance) {}
