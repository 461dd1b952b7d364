import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { OPEN_SOURCE_PACKAGES, WEB_VERSION } from "../open-source";

const WEB = join(__dirname, "../../../..");
const manifest = JSON.parse(readFileSync(join(WEB, "package.json"), "utf8")) as { version: string; dependencies: Record<string, string> };

/** The installed package.json of `name`, found as Node resolves it from apps/web. */
function installed(name: string): { version: string } {
  for (let dir = WEB; dirname(dir) !== dir; dir = dirname(dir)) {
    const file = join(dir, "node_modules", name, "package.json");
    if (existsSync(file)) return JSON.parse(readFileSync(file, "utf8")) as { version: string };
  }
  throw new Error(`${name} is not installed`);
}

const REGENERATE = "node apps/web/scripts/open-source-licences.mjs 로 목록을 다시 만드세요";

describe("open-source licences (settings)", () => {
  it("lists exactly the runtime dependencies of apps/web (our own workspace packages aside)", () => {
    const expected = Object.keys(manifest.dependencies)
      .filter((name) => !name.startsWith("@evsafe/"))
      .sort();
    expect(
      OPEN_SOURCE_PACKAGES.map((p) => p.name),
      REGENERATE,
    ).toEqual(expected);
  });

  it("names the installed version and a licence for each", () => {
    for (const pkg of OPEN_SOURCE_PACKAGES) {
      expect(pkg.version, `${pkg.name}: ${REGENERATE}`).toBe(installed(pkg.name).version);
      expect(pkg.license, pkg.name).toMatch(/^[A-Za-z0-9.+-]+( (OR|AND) [A-Za-z0-9.+-]+)*$/);
      expect(pkg.license).not.toBe("UNKNOWN");
    }
  });

  it("carries the web build's version, shown in a browser", () => {
    expect(WEB_VERSION).toBe(manifest.version);
  });
});
