import { hkdfSync } from "node:crypto";
import { isIP } from "node:net";
import { z } from "zod";
import { DEFAULT_FILE_MAX_BYTES } from "@evsafe/contract/constants/limits";
import { productionSecretProblem, TEST_FILE_KEY, TEST_JWT_SECRET } from "@evsafe/contract/secret-policy";

/** PostgreSQL connections per API instance unless DB_POOL_MAX says otherwise. */
export const DEFAULT_POOL_MAX = 10;

/** `TRUST_PROXY` items: the names proxy-addr knows, an address, or an address with a prefix length. */
const PROXY_NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);
const isProxySpec = (item: string) => {
  if (PROXY_NAMES.has(item)) return true;
  const [addr = "", prefix, extra] = item.split("/");
  const family = isIP(addr);
  if (!family || extra !== undefined) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128));
};

/** Where the embedded database lives unless DATA_DIR says otherwise (relative to where the API starts). */
export const DEFAULT_DATA_DIR = "./data/pglite";

/** The operators' listener (metrics and health) in production when METRICS_PORT is unset; Prometheus's exporter range. */
export const DEFAULT_METRICS_PORT = 9464;

/** Every configuration variable of the reference API, read once at start-up (README lists them). */
const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "test", "production"]).default("development"),
  /** Interface both servers bind to (`npm start` passes it to the web app too); API_HOST wins for the API. */
  HOST: z.string().optional(),
  API_HOST: z.string().optional(),
  API_PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  /** `{product}` in `/{product}/api/`. */
  PRODUCT: z
    .string()
    .regex(/^[a-z0-9-]+$/, "PRODUCT는 영문 소문자, 숫자, -만 쓸 수 있습니다")
    .default("evsafe"),
  /** PGlite data directory; `memory://` keeps the database in memory. Ignored when DATABASE_URL is set. */
  DATA_DIR: z.string().default(DEFAULT_DATA_DIR),
  /** `postgres://…` runs on a PostgreSQL server instead of the embedded PGlite. */
  DATABASE_URL: z.string().optional(),
  /** PostgreSQL connections of this instance: instances × this must stay under the server's max_connections. */
  DB_POOL_MAX: z.coerce
    .number()
    .int()
    .min(1, "DB_POOL_MAX는 1 이상이어야 합니다")
    .max(200, "DB_POOL_MAX는 200 이하여야 합니다")
    .default(DEFAULT_POOL_MAX),
  JWT_SECRET: z.string().min(32, "JWT_SECRET은 32자 이상이어야 합니다").optional(),
  /**
   * The web's public origin (`https://app.example.kr`), for addresses the API prints (a certificate PDF's QR code);
   * unset, the origin the web forwarder reports (X-Forwarded-Host and -Proto from a trusted proxy).
   */
  WEB_PUBLIC_ORIGIN: z
    .string()
    .trim()
    .refine((v) => /^https?:\/\/[^/?#]+$/.test(v.replace(/\/$/, "")), "WEB_PUBLIC_ORIGIN은 https://호스트 형식의 주소여야 합니다")
    .optional(),
  /** Key of the battery certificates' signatures; derived from JWT_SECRET when unset (docs/report.md). */
  CERTIFICATE_SECRET: z.string().min(32, "CERTIFICATE_SECRET은 32자 이상이어야 합니다").optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(30 * 60),
  REFRESH_TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(14 * 24 * 60 * 60),
  /** A refresh token reused within this window returns the same new pair (parallel tabs). */
  REFRESH_GRACE_SECONDS: z.coerce.number().int().min(0).default(30),
  /** Uploaded files live here (encrypted variants AES-GCM encrypted). */
  FILE_DIR: z.string().default("./data/files"),
  FILE_MAX_BYTES: z.coerce.number().int().positive().default(DEFAULT_FILE_MAX_BYTES),
  /** 32-byte key as 64 hex chars for encrypted uploads. */
  FILE_ENCRYPTION_KEY: z
    .string()
    .regex(/^[0-9a-f]{64}$/i, "FILE_ENCRYPTION_KEY는 64자리 16진수여야 합니다")
    .optional(),
  /** `1` enables the fault-injection endpoints (ignored in production). */
  API_FAULTS: z.enum(["0", "1"]).default("0"),
  /** `1` serves the simulated third parties (`sim/*`) and wires the services to them: demo mode only. */
  SIMULATORS: z.enum(["0", "1"]).default("0"),
  /** `1` seeds the demo data on first start; default on outside production, off in production. */
  SEED: z.enum(["0", "1"]).optional(),
  /** Password of the seeded demo accounts; required for `SEED=1` in production (the published one is refused). */
  SEED_PASSWORD: z.string().optional(),
  /**
   * Port of the operators' listener (`/metrics`, `/livez`, `/readyz`; docs/operations.md): default
   * DEFAULT_METRICS_PORT in production, off elsewhere unless set (`npm start` sets it); `off` turns it off.
   */
  METRICS_PORT: z
    .union([
      z.literal("off"),
      z.coerce.number().int().min(0, "METRICS_PORT는 0~65535 또는 off여야 합니다").max(65535, "METRICS_PORT는 0~65535 또는 off여야 합니다"),
    ])
    .optional(),
  /** Interface of the operators' listener: loopback unless a scraper elsewhere needs it. */
  METRICS_HOST: z.string().default("127.0.0.1"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /**
   * Proxies whose X-Forwarded-For is believed for the client IP (the per-IP limits): comma-separated addresses,
   * CIDRs or `loopback`/`linklocal`/`uniquelocal`; `none` believes no one.
   */
  TRUST_PROXY: z
    .string()
    .trim()
    .refine(
      (v) => v === "none" || v.split(",").every((item) => isProxySpec(item.trim())),
      "TRUST_PROXY는 none, loopback, linklocal, uniquelocal 또는 쉼표로 구분한 IP 주소·CIDR이어야 합니다",
    )
    .default("loopback"),
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
  /** Size of the PostgreSQL pool (DB_POOL_MAX). */
  dbPoolMax: number;
  jwtSecret: string;
  /** The web's public origin if configured (`WEB_PUBLIC_ORIGIN`), without a trailing slash. */
  webPublicOrigin: string | null;
  /** HMAC key of the battery certificates' links (services/battery-report.ts). */
  certificateKey: Buffer;
  accessTokenTtl: number;
  refreshTokenTtl: number;
  refreshGrace: number;
  fileDir: string;
  fileMaxBytes: number;
  fileKey: Buffer;
  faults: boolean;
  /** Simulated identity verification, social sign-in and payment gateway (`sim/*` routes and adapters). */
  simulators: boolean;
  seed: boolean;
  /** Password the demo accounts are seeded with. */
  seedPassword: string;
  logLevel: string;
  /** The operators' listener (`/metrics`, `/livez`, `/readyz`), never the public port; null when off. */
  metrics: { host: string; port: number } | null;
  /** Fastify's `trustProxy`: who may set the client IP through X-Forwarded-For. */
  trustProxy: string | false;
}

/** The demo accounts' password, published in README and the start banner. */
export const DEMO_PASSWORD = "Demo1234!";

/**
 * A secret from the environment. Under NODE_ENV=test the built-in key (readable by anyone, so accepted only there)
 * stands in for a missing one; elsewhere a missing one, or the built-in one, stops start-up, and production also
 * refuses any value published in the repository, a short one and a non-random one (secret-policy.mjs).
 */
function requireSecret(name: string, value: string | undefined, testValue: string, env: string): string {
  if (env === "test") return value ?? testValue;
  if (!value) {
    throw new Error(`${name}이(가) 설정되지 않았습니다. ${name} is required outside NODE_ENV=test (\`npm start\` generates one in data/).`);
  }
  if (value === testValue) throw new Error(`${name}에 테스트용 값을 쓸 수 없습니다. ${name} must not be the built-in test value.`);
  const problem = env === "production" ? productionSecretProblem(name, value) : null;
  if (problem) throw new Error(problem);
  return value;
}

/** The demo accounts' password: the published one except under production, where it must come from SEED_PASSWORD. */
function seedPasswordOf(e: { NODE_ENV: string; SEED_PASSWORD?: string | undefined }, seed: boolean): string {
  if (e.NODE_ENV !== "production") return e.SEED_PASSWORD || DEMO_PASSWORD;
  if (!seed) return "";
  if (!e.SEED_PASSWORD) {
    throw new Error("운영 환경에서 SEED=1이면 SEED_PASSWORD가 필요합니다. SEED_PASSWORD is required for SEED=1 in production.");
  }
  if (e.SEED_PASSWORD === DEMO_PASSWORD || e.SEED_PASSWORD.length < 12) {
    throw new Error(
      "SEED_PASSWORD는 공개된 데모 비밀번호가 아닌 12자 이상이어야 합니다. SEED_PASSWORD must be at least 12 characters and not the published demo password.",
    );
  }
  return e.SEED_PASSWORD;
}

function metricsListenerOf(port: number | "off" | undefined, host: string, production: boolean): Config["metrics"] {
  if (port === "off" || (port === undefined && !production)) return null;
  return { host, port: port ?? DEFAULT_METRICS_PORT };
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`).join("\n");
    throw new Error(`설정 값이 올바르지 않습니다:\n${lines}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === "production";
  const jwtSecret = requireSecret("JWT_SECRET", e.JWT_SECRET, TEST_JWT_SECRET, e.NODE_ENV);
  const fileKey = requireSecret("FILE_ENCRYPTION_KEY", e.FILE_ENCRYPTION_KEY, TEST_FILE_KEY, e.NODE_ENV);
  // Refused rather than ignored: the simulators would let anyone reset a password or mark an order paid.
  if (production && e.SIMULATORS === "1") {
    throw new Error("운영 환경(NODE_ENV=production)에서는 SIMULATORS=1을 쓸 수 없습니다. SIMULATORS=1 is refused in production.");
  }
  const seed = (e.SEED ?? (production ? "0" : "1")) === "1";
  // Its own key when set (production checks it like the other secrets); otherwise one derived from JWT_SECRET, which
  // itself comes from the environment outside tests, so no built-in key ever signs a certificate in production.
  const certificateProblem =
    production && e.CERTIFICATE_SECRET ? productionSecretProblem("CERTIFICATE_SECRET", e.CERTIFICATE_SECRET) : null;
  if (certificateProblem) throw new Error(certificateProblem);
  const certificateKey = e.CERTIFICATE_SECRET
    ? Buffer.from(e.CERTIFICATE_SECRET, "utf8")
    : Buffer.from(hkdfSync("sha256", jwtSecret, "", "evsafe battery certificate", 32));
  return {
    env: e.NODE_ENV,
    host: e.API_HOST ?? e.HOST ?? "127.0.0.1",
    port: e.API_PORT,
    product: e.PRODUCT,
    basePath: `/${e.PRODUCT}/api`,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    dbPoolMax: e.DB_POOL_MAX,
    jwtSecret,
    certificateKey,
    webPublicOrigin: e.WEB_PUBLIC_ORIGIN ? e.WEB_PUBLIC_ORIGIN.replace(/\/$/, "") : null,
    accessTokenTtl: e.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtl: e.REFRESH_TOKEN_TTL_SECONDS,
    refreshGrace: e.REFRESH_GRACE_SECONDS,
    fileDir: e.FILE_DIR,
    fileMaxBytes: e.FILE_MAX_BYTES,
    fileKey: Buffer.from(fileKey, "hex"),
    faults: e.API_FAULTS === "1" && !production,
    simulators: e.SIMULATORS === "1",
    seed,
    seedPassword: seedPasswordOf(e, seed),
    logLevel: e.LOG_LEVEL,
    metrics: metricsListenerOf(e.METRICS_PORT, e.METRICS_HOST, production),
    trustProxy: e.TRUST_PROXY === "none" ? false : e.TRUST_PROXY,
  };
}
