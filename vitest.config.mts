import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    // A worker per core. Vitest's default leaves one core to its main process, which is idle while the tests run: on
    // the 2-core CI machine that ran every suite on one core (docs/ci.md).
    maxWorkers: availableParallelism(),
    projects: [
      {
        test: {
          name: "contract",
          root: "packages/contract",
          include: ["src/**/*.test.ts", "test/**/*.test.ts"],
          // Pure functions and tables, no mocks or module state: the files share one module graph per worker
          // instead of importing the contract again each.
          isolate: false,
        },
      },
      // The repository's own scripts (test runner, process helpers of the e2e servers).
      { test: { name: "tools", root: ".", include: ["scripts/**/*.test.mjs"], testTimeout: 30_000 } },
      {
        plugins: [react()],
        resolve: { alias: { "@": fileURLToPath(new URL("./apps/web/src", import.meta.url)) } },
        test: {
          name: "web",
          root: "apps/web",
          include: ["src/**/*.test.ts", "src/**/*.test.tsx"],
          environment: "node",
          setupFiles: ["./vitest.setup.ts"],
        },
      },
      {
        test: {
          name: "api",
          root: "apps/api",
          include: ["test/**/*.test.ts", "src/**/*.test.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // One seeded database per run, copied by each test app (test/global-setup.ts).
          globalSetup: ["./test/global-setup.ts"],
          pool: "forks",
        },
      },
    ],
  },
});
