import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import * as constants from "../src/constants";
import * as contract from "../src/index";

describe("@evsafe/contract/constants (browser-safe constants)", () => {
  it("imports nothing, so a page that needs a code constant does not pull zod and the schemas into its bundle", () => {
    const source = readFileSync(new URL("../src/constants.ts", import.meta.url), "utf8");
    expect(source).not.toMatch(/^\s*import\s/m);
    expect(source).not.toMatch(/\bz\./);
  });

  it("is re-exported whole by the package's main entry (one source for each value)", () => {
    for (const [name, value] of Object.entries(constants)) expect((contract as Record<string, unknown>)[name], name).toBe(value);
  });

  it("the schemas accept exactly the code lists' values", () => {
    expect(contract.ServiceStatusSchema.options).toEqual(Object.values(constants.SERVICE_STATUS));
    expect(contract.AlertSeveritySchema.options).toEqual(Object.values(constants.ALERT_SEVERITY));
    expect(contract.SocialProviderSchema.options).toEqual([...constants.SOCIAL_PROVIDERS]);
    expect(contract.ServiceStatusSchema.safeParse("05").success).toBe(false);
  });
});
