import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import * as constants from "../src/constants/index";
import * as contract from "../src/index";

describe("@evsafe/contract/constants (browser-safe constants)", () => {
  it("imports only its own files, so a page that needs a code constant does not pull zod and the schemas into its bundle", () => {
    const dir = new URL("../src/constants/", import.meta.url);
    const files = readdirSync(dir).filter((f) => f.endsWith(".ts"));
    expect(files).toContain("service.ts");
    for (const file of files) {
      const source = readFileSync(new URL(file, dir), "utf8");
      for (const [, from] of source.matchAll(/^\s*(?:import|export)\b[^;]*?from\s+"([^"]+)"/gm)) expect(from, file).toMatch(/^\.\/[\w-]+$/);
      expect(source, file).not.toMatch(/\bz\./);
    }
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
