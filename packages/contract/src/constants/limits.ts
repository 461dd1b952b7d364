/**
 * Request size limits the reference API enforces and the web server's forwarder (apps/web/src/server/api-forward.ts)
 * enforces again before a body reaches the API: one value for both, so they cannot drift apart.
 */

/** Largest JSON body the API reads (Fastify's `bodyLimit`). */
export const JSON_BODY_MAX_BYTES = 1024 * 1024;
/** Largest uploaded file the API accepts when its `FILE_MAX_BYTES` is not set. */
export const DEFAULT_FILE_MAX_BYTES = 10 * 1024 * 1024;
