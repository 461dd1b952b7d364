#!/usr/bin/env node
// `npm run build -w @evsafe/api`: bundles the API to dist/server.js so production runs plain node, not tsx.
// Packages of package.json's dependencies stay external (node_modules at run time), except the contract, a
// TypeScript-only workspace package that node cannot load and that is therefore bundled in. The SQL migrations,
// read from the bundle's own folder at start, are copied next to it.
import { copyFileSync, mkdirSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { build } from "esbuild";

const apiDir = join(import.meta.dirname, "..");
const distDir = join(apiDir, "dist");
/** Workspace packages shipped as TypeScript sources: bundled, never left to node. */
const BUNDLED_PACKAGES = new Set(["@evsafe/contract"]);

const { dependencies } = JSON.parse(readFileSync(join(apiDir, "package.json"), "utf8"));
const external = Object.keys(dependencies).filter((name) => !BUNDLED_PACKAGES.has(name));

rmSync(distDir, { recursive: true, force: true });
await build({
  entryPoints: [join(apiDir, "src/server.ts")],
  outfile: join(distDir, "server.js"),
  bundle: true,
  format: "esm",
  platform: "node",
  target: "node20",
  sourcemap: true,
  // "pkg" also covers subpaths such as drizzle-orm/pg-core.
  external: external.flatMap((name) => [name, `${name}/*`]),
  logLevel: "warning",
});

const migrationsDir = join(apiDir, "src/db/migrations");
mkdirSync(join(distDir, "migrations"));
for (const file of readdirSync(migrationsDir).filter((f) => f.endsWith(".sql"))) {
  copyFileSync(join(migrationsDir, file), join(distDir, "migrations", file));
}
console.log(`built apps/api/dist/server.js (external: ${external.join(", ")})`);
