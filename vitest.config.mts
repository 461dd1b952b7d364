import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    projects: [
      { test: { name: "contract", root: "packages/contract", include: ["src/**/*.test.ts", "test/**/*.test.ts"] } },
      {
        test: {
          name: "api",
          root: "apps/api",
          include: ["test/**/*.test.ts", "src/**/*.test.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          pool: "forks",
        },
      },
    ],
  },
});
