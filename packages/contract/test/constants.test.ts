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

describe("CALL_AREA (which area module defines each call)", () => {
  it("names every call once, with the area that defines it", () => {
    const fromAreas = Object.entries(contract.AREAS).flatMap(([area, calls]) => Object.keys(calls).map((name) => [name, area]));
    expect(Object.entries(contract.CALL_AREA).sort()).toEqual(fromAreas.sort());
    expect(Object.keys(contract.CALL_AREA).sort()).toEqual(Object.keys(contract.calls).sort());
  });

  it("each area is the `<area>Calls` of its own module, the one the web client loads for it (`@evsafe/contract/areas/<area>`)", async () => {
    const modules = readdirSync(new URL("../src/areas/", import.meta.url)).map((file) => file.replace(/\.ts$/, ""));
    for (const [area, calls] of Object.entries(contract.AREAS)) {
      expect(modules, area).toContain(area);
      const module = (await import(`../src/areas/${area}.ts`)) as Record<string, unknown>;
      expect(module[`${area}Calls`], `areas/${area}.ts exports ${area}Calls`).toBe(calls);
    }
  });

  it("imports no schema (type-only imports)", () => {
    const source = readFileSync(new URL("../src/call-areas.ts", import.meta.url), "utf8");
    for (const [line] of source.matchAll(/^import .*$/gm)) expect(line).toMatch(/^import type /);
  });
});
