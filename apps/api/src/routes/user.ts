import type { FastifyInstance } from "fastify";

/** Routes of the 'user' area; one defineRoute per contract call. */
export default async function userRoutes(_app: FastifyInstance) {}
