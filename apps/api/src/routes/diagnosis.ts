import type { FastifyInstance } from "fastify";

/** Routes of the 'diagnosis' area; one defineRoute per contract call. */
export default async function diagnosisRoutes(_app: FastifyInstance) {}
