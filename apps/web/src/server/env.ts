import { z } from "zod";
import type { BlockList } from "node:net";
// Relative, not "@/": next.config.ts loads this module without the path alias.
import { isTrustItem, trustedProxies } from "./client-address";

/**
 * Server-side configuration of the web app, read once and validated (README lists every variable).
 * The API forwarder and getServerSideProps code read it for server-to-API calls.
 */
const ServerEnvSchema = z.object({
  /** `{product}` in `/{product}/api/`; must match the business API's PRODUCT. */
  PRODUCT: z
    .string()
    .regex(/^[a-z0-9-]+$/, "PRODUCT는 영문 소문자, 숫자, -만 쓸 수 있습니다")
    .default("evsafe"),
  /** Where the business API listens; `/{product}/api/*` is proxied there. */
  API_ORIGIN: z
    .url({ protocol: /^https?$/, error: "API_ORIGIN은 http:// 또는 https://로 시작하는 주소여야 합니다" })
    .transform((u) => u.replace(/\/+$/, ""))
    .default("http://127.0.0.1:4000"),
  /**
   * Demo mode (`npm start` and the e2e suite set it): `1` forwards the simulated third parties (`sim/*`) and
   * fault injection (`__faults`) to the API; otherwise those paths answer 404 on the web origin.
   */
  SIMULATORS: z
    .enum(["0", "1"], { error: "SIMULATORS는 0 또는 1이어야 합니다" })
    .default("0")
    .transform((v) => v === "1"),
  /**
   * Reverse proxies or load balancers in front of the web server whose `X-Forwarded-For` is believed for the
   * visitor's address (server/client-address.ts): comma-separated addresses, CIDRs or `loopback`/`linklocal`/
   * `uniquelocal`; `none` (the default) takes the socket's address and believes no header.
   */
  WEB_TRUST_PROXY: z
    .string()
    .trim()
    .refine(
      (v) => v === "none" || v.split(",").every((item) => isTrustItem(item.trim())),
      "WEB_TRUST_PROXY는 none, loopback, linklocal, uniquelocal 또는 쉼표로 구분한 IP 주소·CIDR이어야 합니다",
    )
    .default("none"),
});
export type ServerEnv = z.infer<typeof ServerEnvSchema>;

export function parseServerEnv(env: Record<string, string | undefined>): ServerEnv {
  // Empty strings count as unset, so `API_ORIGIN= npm start` falls back to the default.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ""));
  const parsed = ServerEnvSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`).join("\n");
    throw new Error(`웹 설정 값이 올바르지 않습니다:\n${lines}`);
  }
  return parsed.data;
}

let cached: ServerEnv | undefined;

/** The validated server environment (read on first use, then cached). Server-only. */
export function serverEnv(): ServerEnv {
  cached ??= parseServerEnv({
    PRODUCT: process.env.PRODUCT,
    API_ORIGIN: process.env.API_ORIGIN,
    SIMULATORS: process.env.SIMULATORS,
    WEB_TRUST_PROXY: process.env.WEB_TRUST_PROXY,
  });
  return cached;
}

let trust: { list: BlockList | null } | undefined;

/** The proxies of `WEB_TRUST_PROXY` as an address list (built once). Server-only. */
export function webTrustProxy(): BlockList | null {
  trust ??= { list: trustedProxies(serverEnv().WEB_TRUST_PROXY) };
  return trust.list;
}
