import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type { TestProject } from "vitest/node";
import { loadConfig } from "../src/config";
import { openDatabase, pgliteDatabase } from "../src/db/client";
import { migrate } from "../src/db/migrate";
import { seedDemoData } from "../src/db/seed/index";
import { thirdPartiesFor } from "../src/deps";
import { createScratchDatabase, TEST_NOW } from "./helpers";

/**
 * Seeds the demo data once per run instead of once per test app (migrating and seeding 200 days for several
 * accounts was most of each test file's time). PGlite: a dump of the seeded database that each test app loads
 * (`seedSnapshot`). PostgreSQL (TEST_DATABASE_URL): a seeded template database each scratch database copies
 * (`seedTemplate`). The demo's uploaded files are seeded too (`seedFiles`), and each test app gets a copy.
 * Test apps that change what seeding depends on seed themselves (helpers.ts).
 */
export default async function setup(project: TestProject) {
  const fileDir = mkdtempSync(join(tmpdir(), "evsafe-test-seed-files-"));
  project.provide("seedFiles", fileDir);
  const config = loadConfig({ NODE_ENV: "test", SIMULATORS: "1", DATA_DIR: "memory://", FILE_DIR: fileDir });
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const seeded = await createScratchDatabase(adminUrl, "evsafe_seed");
    const database = await openDatabase({ databaseUrl: seeded.url, dataDir: "memory://" });
    await seedDemoData({ db: database.db, database, config, now: () => TEST_NOW, ...thirdPartiesFor(config) });
    await database.close();
    project.provide("seedTemplate", seeded.name);
    return async () => {
      await seeded.drop();
      rmSync(fileDir, { recursive: true, force: true });
    };
  }
  const client = new PGlite();
  await client.waitReady;
  const database = pgliteDatabase(client);
  await migrate(database);
  await seedDemoData({ db: database.db, database, config, now: () => TEST_NOW, ...thirdPartiesFor(config) });
  const file = join(tmpdir(), `evsafe-test-seed-${process.pid}-${randomBytes(4).toString("hex")}.tar`);
  writeFileSync(file, Buffer.from(await (await client.dumpDataDir("none")).arrayBuffer()), { mode: 0o600 });
  await client.close();
  project.provide("seedSnapshot", file);
  return () => {
    rmSync(file, { force: true });
    rmSync(fileDir, { recursive: true, force: true });
  };
}

declare module "vitest" {
  export interface ProvidedContext {
    seedSnapshot?: string;
    seedTemplate?: string;
    seedFiles?: string;
  }
}
