// Writes src/features/settings/open-source-licences.json: the web app's runtime dependencies (package.json
// "dependencies") with the version installed and the licence their own package.json declares, and the web build's
// version. Run after a dependency changes: `node apps/web/scripts/open-source-licences.mjs` (a unit test fails
// while the list and package.json disagree).
import { readFileSync, writeFileSync, existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const WEB = join(dirname(fileURLToPath(import.meta.url)), "..");
const OUT = join(WEB, "src/features/settings/open-source-licences.json");

/** The package.json of `name` as Node would resolve it from apps/web (workspace node_modules first, then the root's). */
function manifestOf(name) {
  for (let dir = WEB; ; dir = dirname(dir)) {
    const file = join(dir, "node_modules", name, "package.json");
    if (existsSync(file)) return JSON.parse(readFileSync(file, "utf8"));
    if (dirname(dir) === dir) throw new Error(`${name} is not installed`);
  }
}

/** SPDX id from `license`, or the older `licenses: [{ type }]`. */
function licenceOf(manifest) {
  if (typeof manifest.license === "string") return manifest.license;
  if (manifest.license?.type) return manifest.license.type;
  if (Array.isArray(manifest.licenses)) return manifest.licenses.map((l) => l.type ?? l).join(" OR ");
  return "UNKNOWN";
}

const web = JSON.parse(readFileSync(join(WEB, "package.json"), "utf8"));
const packages = Object.keys(web.dependencies ?? {})
  .filter((name) => !name.startsWith("@evsafe/")) // our own workspace, not open-source software of others
  .sort()
  .map((name) => {
    const m = manifestOf(name);
    return { name, version: m.version, license: licenceOf(m) };
  });
writeFileSync(OUT, `${JSON.stringify({ webVersion: web.version, packages }, null, 2)}\n`);
console.log(`${packages.length} packages → ${OUT}`);
