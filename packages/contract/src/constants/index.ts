/**
 * SPEC §4 code lists and other constants as plain values with Korean labels — no zod here, so browser code that
 * only needs a constant (`SERVICE_STATUS.IN_USE`) imports `@evsafe/contract/constants` without pulling the
 * schemas and zod into its bundle (docs/performance.md). `codes.ts` builds the schemas from these lists.
 * One file per area, so a screen that needs the service codes does not carry the payment labels: import
 * `@evsafe/contract/constants/<area>` in browser code, or this index elsewhere.
 * `SERVICE_STATUS.IN_USE === "02"`, `SERVICE_STATUS_LABEL["02"] === "이용중"`, `ServiceStatusSchema` (codes.ts) validates.
 */

export * from "./service";
export * from "./device";
export * from "./carriers";
export * from "./refund";
export * from "./alerts";
export * from "./score";
export * from "./diagnosis";
export * from "./account";
export * from "./payment";
export * from "./errors";
export * from "./error-messages";
export * from "./limits";
export * from "./driving";
export * from "./driving-log";
export * from "./report";
export * from "./web-vitals";
