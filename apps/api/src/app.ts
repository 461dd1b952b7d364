import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import Fastify, { type FastifyError, type FastifyInstance, type FastifyServerOptions } from "fastify";
import multipart from "@fastify/multipart";
import { ERROR_CODES, ERROR_MESSAGES, FILES_PER_REQUEST, JSON_BODY_MAX_BYTES } from "@evsafe/contract";
import type { Deps } from "./http/context";
import { HttpError } from "./http/errors";
import { DATABASE_RETRY_AFTER_SECONDS, SERVICE_UNAVAILABLE, SERVICE_UNAVAILABLE_MESSAGE } from "./http/retry-later";
import { isDatabaseUnavailable } from "./db/unavailable";
import { installFaults } from "./plugins/faults";
import { installRateLimit } from "./plugins/rate-limit";
import { installMemberLimit, type MemberBucketStore } from "./plugins/member-limit";
import { registerDocs } from "./plugins/docs";
import { registerHealth, Readiness } from "./plugins/health";
import { createMetrics, installMetrics, type ApiMetrics } from "./plugins/metrics";
import authSessionRoutes from "./routes/auth-session";
import authRoutes from "./routes/auth";
import batteryReportRoutes from "./routes/battery-report";
import commonRoutes from "./routes/common";
import customerRoutes from "./routes/customer";
import diagnosisRoutes from "./routes/diagnosis";
import drivingLogRoutes from "./routes/driving-log";
import filesRoutes from "./routes/files";
import identityVerificationRoutes from "./routes/identity-verification";
import mainRoutes from "./routes/main";
import reviewRoutes from "./routes/review";
import serviceRoutes from "./routes/service";
import simulatorRoutes from "./routes/simulators";
import userRoutes from "./routes/user";
import vehicleRoutes from "./routes/vehicle";

const AREA_ROUTES = [
  authSessionRoutes,
  authRoutes,
  commonRoutes,
  userRoutes,
  serviceRoutes,
  mainRoutes,
  batteryReportRoutes,
  drivingLogRoutes,
  diagnosisRoutes,
  vehicleRoutes,
  filesRoutes,
  customerRoutes,
  reviewRoutes,
];

/** Header carrying the id of one user action from the browser through the web server to the API and back. */
export const REQUEST_ID_HEADER = "x-request-id";
/** A caller's request id the API takes as its own; anything else is replaced by a new UUID. */
export const REQUEST_ID_PATTERN = /^[A-Za-z0-9-]{8,64}$/;

/** The request's id: the caller's `x-request-id` when well formed (the web server's), else a new UUID. */
export function requestIdOf(req: IncomingMessage): string {
  const given = req.headers[REQUEST_ID_HEADER];
  return typeof given === "string" && REQUEST_ID_PATTERN.test(given) ? given : randomUUID();
}

/** Query parameters whose values are secrets (serviceToken, accessToken, oauthKey, password, …): never logged. */
const SECRET_QUERY_PARAM = /token|key|secret|password|signature|auth|session|code/i;
const REDACTED = "[REDACTED]";

/** The URL with the values of secret query parameters replaced, as it may appear in logs. */
export function redactUrl(url: string): string {
  const q = url.indexOf("?");
  if (q < 0) return url;
  const params = url
    .slice(q + 1)
    .split("&")
    .map((pair) => {
      const eq = pair.indexOf("=");
      const rawName = eq < 0 ? pair : pair.slice(0, eq);
      let name = rawName;
      try {
        name = decodeURIComponent(rawName.replace(/\+/g, " "));
      } catch {
        /* a malformed name is checked as it is */
      }
      return eq >= 0 && SECRET_QUERY_PARAM.test(name) ? `${rawName}=${REDACTED}` : pair;
    });
  return `${url.slice(0, q)}?${params.join("&")}`;
}

/**
 * Logger settings: the request line without secret query values, and the credential headers censored
 * wherever a request's headers get logged.
 */
function loggerOptions(level: string, stream?: NodeJS.WritableStream): FastifyServerOptions["logger"] {
  const headers = ["authorization", "cookie", "token", "x-api-key", "proxy-authorization"];
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: {
      paths: [
        ...headers.flatMap((h) => [`req.headers["${h}"]`, `headers["${h}"]`, `request.headers["${h}"]`]),
        'res.headers["set-cookie"]',
      ],
      censor: REDACTED,
    },
    serializers: {
      req: (req: { method: string; url: string; host?: string; ip?: string; socket?: { remotePort?: number } }) => ({
        method: req.method,
        url: redactUrl(req.url),
        host: req.host,
        remoteAddress: req.ip,
        remotePort: req.socket?.remotePort,
      }),
    },
  };
}

/**
 * Builds the API without listening: server.ts listens, tests use `app.inject`. `logger` turns on logging
 * (JSON lines, each with the request's `reqId`, to stdout, or to `logStream` in tests). `memberBuckets` replaces the
 * per-member limit's in-memory store. `metrics` and `readiness` are shared with the operators' listener
 * (ops-server.ts); without them the app makes its own, ready at once.
 */
export async function buildApp(
  deps: Deps,
  opts: {
    logger?: boolean;
    logStream?: NodeJS.WritableStream;
    memberBuckets?: MemberBucketStore;
    metrics?: ApiMetrics;
    readiness?: Readiness;
  } = {},
): Promise<FastifyInstance> {
  const readiness = opts.readiness ?? new Readiness();
  if (!opts.readiness) readiness.serving(deps.database);
  const metrics = opts.metrics ?? createMetrics(() => deps.database.pool?.());
  const app = Fastify({
    logger: opts.logger ? loggerOptions(deps.config.logLevel, opts.logStream) : false,
    // The caller's id when well formed, so one id ties the browser, the web server's log and this API's log.
    requestIdHeader: false,
    genReqId: requestIdOf,
    bodyLimit: JSON_BODY_MAX_BYTES,
    // req.ip: X-Forwarded-For is believed only from these proxies (the per-IP limits key on it).
    trustProxy: deps.config.trustProxy,
    // Long ids in paths are refused by validation, not by the router.
    routerOptions: { maxParamLength: 200 },
  });
  app.decorate("deps", deps);
  app.decorate("metrics", metrics);
  app.decorateRequest("user", null);
  // Every answer, errors and 404s included, says which id its log lines carry. Hooks that do not wait for anything
  // are written with `done` rather than `async`: every request runs them, and a promise each is CPU for nothing.
  app.addHook("onRequest", (req, reply, done) => {
    reply.header(REQUEST_ID_HEADER, req.id);
    done();
  });
  // While draining for shutdown, each answer closes its connection: an idle keep-alive connection would hold the
  // listener open after the last request in flight is answered.
  app.addHook("onSend", (_req, reply, payload, done) => {
    if (readiness.phase === "draining") reply.header("connection", "close");
    done(null, payload);
  });
  app.setErrorHandler(errorHandler);
  app.setNotFoundHandler((_req, reply) =>
    reply.code(404).send({ error: { code: ERROR_CODES.NOT_FOUND, message: ERROR_MESSAGES.UNKNOWN_ADDRESS } }),
  );
  await app.register(multipart, {
    limits: { fileSize: deps.config.fileMaxBytes, files: FILES_PER_REQUEST, fields: 20, fieldSize: 64 * 1024 },
    throwFileSizeLimit: true,
  });
  installMetrics(app, deps.config.basePath, metrics);
  registerHealth(app, readiness);
  installRateLimit(app, deps.config.basePath);
  installMemberLimit(app, deps.config.basePath, opts.memberBuckets);
  if (deps.config.faults) installFaults(app, deps.config.basePath);
  registerDocs(app, deps.config.basePath);
  // A bare route for checks and benchmarks; not part of the product, so not served in production.
  if (deps.config.env !== "production") app.get("/hello", async () => ({ results: { hello: "world" } }));
  for (const routes of AREA_ROUTES) await app.register(routes, { prefix: deps.config.basePath });
  await app.register(identityVerificationRoutes, { prefix: deps.config.basePath });
  // Stand-ins for identity verification, social sign-in and the payment gateway: demo mode only (SIMULATORS=1, refused in production).
  if (deps.config.simulators) await app.register(simulatorRoutes, { prefix: deps.config.basePath });
  return app;
}

/** Maps every error to `{ error: { code, message } }` in Korean; anything a client can send gets a 4xx. */
function errorHandler(
  this: FastifyInstance,
  err: FastifyError & { code?: string },
  req: import("fastify").FastifyRequest,
  reply: import("fastify").FastifyReply,
) {
  if (err instanceof HttpError) {
    return reply.code(err.status).send({ error: { code: err.code, message: err.message, ...(err.field ? { field: err.field } : {}) } });
  }
  const mapped = mapClientError(err);
  if (mapped) return reply.code(mapped[0]).send({ error: { code: mapped[1], message: mapped[2] } });
  // The database is down or unreachable: the request may succeed later, so 503 with when to retry, not a 500.
  if (isDatabaseUnavailable(err)) {
    req.log.error({ err }, "database unavailable");
    return reply
      .code(503)
      .header("retry-after", String(DATABASE_RETRY_AFTER_SECONDS))
      .send({ error: { code: SERVICE_UNAVAILABLE, message: SERVICE_UNAVAILABLE_MESSAGE } });
  }
  req.log.error({ err }, "unhandled error");
  return reply
    .code(500)
    .send({ error: { code: ERROR_CODES.INTERNAL, message: "일시적인 오류가 발생했습니다. 잠시 후 다시 시도해 주세요." } });
}

function mapClientError(err: FastifyError & { code?: string }): [number, string, string] | null {
  const V = ERROR_CODES.VALIDATION;
  switch (err.code) {
    case "FST_ERR_CTP_INVALID_JSON_BODY":
    case "FST_ERR_CTP_EMPTY_JSON_BODY":
      return [400, V, "요청 본문이 올바른 JSON 형식이 아닙니다."];
    case "FST_ERR_CTP_INVALID_MEDIA_TYPE":
    case "FST_INVALID_MULTIPART_CONTENT_TYPE":
      return [415, ERROR_CODES.UNSUPPORTED_MEDIA_TYPE, "지원하지 않는 요청 형식입니다."];
    case "FST_ERR_CTP_BODY_TOO_LARGE":
    case "FST_REQ_FILE_TOO_LARGE":
    case "FST_FILES_LIMIT":
    case "FST_FIELDS_LIMIT":
    case "FST_PARTS_LIMIT":
      return [413, ERROR_CODES.PAYLOAD_TOO_LARGE, ERROR_MESSAGES.PAYLOAD_TOO_LARGE];
    // PostgreSQL: unique violation, foreign key, numeric out of range, bad text representation, value too long.
    case "23505":
      return [409, ERROR_CODES.CONFLICT, "이미 등록된 정보입니다."];
    case "23503":
      return [404, ERROR_CODES.NOT_FOUND, "관련된 정보를 찾을 수 없습니다."];
    case "22003":
    case "22P02":
    case "22001":
    case "22021": // NUL byte in text
    case "22007":
    case "22008":
      return [400, V, "요청 값이 허용 범위를 벗어났습니다."];
  }
  const cause = (err as { cause?: FastifyError }).cause;
  if (cause && cause !== err) {
    const m = mapClientError(cause);
    if (m) return m;
  }
  if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) return [err.statusCode, V, "잘못된 요청입니다."];
  return null;
}
