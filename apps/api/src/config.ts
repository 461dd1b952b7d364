import { z } from "zod";

/** Every configuration variable of the reference API, read once at start-up (README lists them). */
const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "test", "production"]).default("development"),
  API_HOST: z.string().default("127.0.0.1"),
  API_PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  /** `{product}` in `/{product}/api/`. */
  PRODUCT: z.string().regex(/^[a-z0-9-]+$/, "PRODUCT는 영문 소문자, 숫자, -만 쓸 수 있습니다").default("evsafe"),
  /** PGlite data directory; `memory://` keeps the database in memory. Ignored when DATABASE_URL is set. */
  DATA_DIR: z.string().default("./data/pglite"),
  /** `postgres://…` runs on a PostgreSQL server instead of the embedded PGlite. */
  DATABASE_URL: z.string().optional(),
  JWT_SECRET: z.string().min(32, "JWT_SECRET은 32자 이상이어야 합니다").optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().positive().default(30 * 60),
  REFRESH_TOKEN_TTL_SECONDS: z.coerce.number().int().positive().default(14 * 24 * 60 * 60),
  /** A refresh token reused within this window returns the same new pair (parallel tabs). */
  REFRESH_GRACE_SECONDS: z.coerce.number().int().min(0).default(30),
  /** Uploaded files live here (encrypted variants AES-GCM encrypted). */
  FILE_DIR: z.string().default("./data/files"),
  FILE_MAX_BYTES: z.coerce.number().int().positive().default(10 * 1024 * 1024),
  /** 32-byte key as 64 hex chars for encrypted uploads. */
  FILE_ENCRYPTION_KEY: z.string().regex(/^[0-9a-f]{64}$/i, "FILE_ENCRYPTION_KEY는 64자리 16진수여야 합니다").optional(),
  /** `1` enables the fault-injection endpoints (never in production). */
  API_FAULTS: z.enum(["0", "1"]).default("0"),
  /** `0` skips the demo data on first start. */
  SEED: z.enum(["0", "1"]).default("1"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
});

export interface Config {
  env: "development" | "test" | "production";
  host: string;
  port: number;
  product: string;
  /** `/{product}/api` */
  basePath: string;
  dataDir: string;
  databaseUrl: string | undefined;
  jwtSecret: string;
  accessTokenTtl: number;
  refreshTokenTtl: number;
  refreshGrace: number;
  fileDir: string;
  fileMaxBytes: number;
  fileKey: Buffer;
  faults: boolean;
  seed: boolean;
  logLevel: string;
  /** Responses are checked against the contract outside production, so a drift fails tests. */
  validateResponses: boolean;
}

const DEV_SECRET = "evsafe-development-secret-change-me-0123456789";
const DEV_FILE_KEY = "5f0c1d2e3a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f9a0b1c2d3e4f";

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`).join("\n");
    throw new Error(`설정 값이 올바르지 않습니다:\n${lines}`);
  }
  const e = parsed.data;
  if (e.NODE_ENV === "production" && (!e.JWT_SECRET || !e.FILE_ENCRYPTION_KEY)) {
    throw new Error("운영 환경에서는 JWT_SECRET과 FILE_ENCRYPTION_KEY를 반드시 설정해야 합니다.");
  }
  return {
    env: e.NODE_ENV,
    host: e.API_HOST,
    port: e.API_PORT,
    product: e.PRODUCT,
    basePath: `/${e.PRODUCT}/api`,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    jwtSecret: e.JWT_SECRET ?? DEV_SECRET,
    accessTokenTtl: e.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtl: e.REFRESH_TOKEN_TTL_SECONDS,
    refreshGrace: e.REFRESH_GRACE_SECONDS,
    fileDir: e.FILE_DIR,
    fileMaxBytes: e.FILE_MAX_BYTES,
    fileKey: Buffer.from(e.FILE_ENCRYPTION_KEY ?? DEV_FILE_KEY, "hex"),
    faults: e.API_FAULTS === "1" && e.NODE_ENV !== "production",
    seed: e.SEED === "1",
    logLevel: e.LOG_LEVEL,
    validateResponses: e.NODE_ENV !== "production",
  };
}
