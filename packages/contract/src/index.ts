import type { CallDef } from "./define";
import { authCalls } from "./areas/auth";
import { commonCalls } from "./areas/common";
import { customerCalls } from "./areas/customer";
import { diagnosisCalls } from "./areas/diagnosis";
import { filesCalls } from "./areas/files";
import { mainCalls } from "./areas/main";
import { reviewCalls } from "./areas/review";
import { serviceCalls } from "./areas/service";
import { userCalls } from "./areas/user";
import { vehicleCalls } from "./areas/vehicle";

export * from "./call-areas";
export * from "./define";
export * from "./envelope";
export * from "./constants";
export * from "./codes";
export * from "./schemas";
export * from "./thresholds";
export * from "./advice";
export * from "./code-groups";
export * from "./areas/auth";
export * from "./areas/battery-report";
export * from "./areas/common";
export * from "./areas/customer";
export * from "./areas/diagnosis";
export * from "./areas/files";
export * from "./areas/main";
export * from "./areas/driving-log";
export * from "./areas/review";
export * from "./areas/service";
export * from "./areas/user";
export * from "./areas/user-activity";
export * from "./areas/vehicle";

/** Every business-API call, keyed by a camelCase name. Areas group them as SPEC §7 does. */
export const calls = {
  ...commonCalls,
  ...authCalls,
  ...userCalls,
  ...serviceCalls,
  ...mainCalls,
  ...diagnosisCalls,
  ...vehicleCalls,
  ...filesCalls,
  ...customerCalls,
  ...reviewCalls,
} satisfies Record<string, CallDef>;

export type CallName = keyof typeof calls;
export const AREAS = {
  common: commonCalls,
  auth: authCalls,
  user: userCalls,
  service: serviceCalls,
  main: mainCalls,
  diagnosis: diagnosisCalls,
  vehicle: vehicleCalls,
  files: filesCalls,
  customer: customerCalls,
  review: reviewCalls,
} as const satisfies Record<string, Record<string, CallDef>>;
