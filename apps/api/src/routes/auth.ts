import type { FastifyInstance } from "fastify";

/** Routes of the 'auth' area; one defineRoute per contract call. */
export default async function authRoutes(_app: FastifyInstance) {}
