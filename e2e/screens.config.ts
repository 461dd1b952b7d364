import { devices, defineConfig } from "@playwright/test";
import base from "./playwright.config";

/**
 * `npm run screens` (scripts/screens/run.mjs): the e2e suite's servers (fresh in-memory API with the demo data,
 * the production web build), started and stopped by Playwright, and one phone-sized project that photographs
 * every screen of scripts/screens/list.mjs into SCREENS_OUT_DIR. Not part of `npm test`.
 */
const pixel7 = base.projects!.find((p) => p.name === "pixel7")!;

/** The shots' size: the narrowest phone the app supports, at one device pixel per CSS px (small files). */
export const SCREEN_SIZE = { width: 360, height: 640 };

export default defineConfig({
  ...base,
  testDir: "./screens",
  outputDir: process.env.SCREENS_RESULTS_DIR ?? "test-results/screens",
  reporter: "list",
  retries: 1,
  projects: [
    {
      name: "screens",
      use: {
        ...devices["Pixel 7"],
        viewport: SCREEN_SIZE,
        deviceScaleFactor: 1,
        launchOptions: pixel7.use?.launchOptions,
        trace: "off",
        screenshot: "off",
      },
    },
  ],
  // Always servers of its own, never ones already running on the ports (their data could be anything).
  webServer: (Array.isArray(base.webServer) ? base.webServer : [base.webServer!]).map((server) => ({
    ...server,
    reuseExistingServer: false,
  })),
});
