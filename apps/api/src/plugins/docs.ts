import type { FastifyInstance } from "fastify";

/** OpenAPI JSON and a readable page at /docs (filled in by the OpenAPI task). */
export function registerDocs(_app: FastifyInstance, _basePath: string): void {}
