import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { signIn, test as pageTest } from "../fixtures";
import { emptyFirstLoad, firstLoad, FIRST_LOAD_RATIO_TARGET, HYDRATION_PAGES, webDir } from "../../apps/web/scripts/first-load.mjs";
import { ONE_PHONE_TAG } from "../env";

/**
 * The byte budget, deterministic: first-load JS (gzip -9 of `/_app`'s files plus the route's own, from the
 * build manifest, as docs/performance.md "What the benches print" defines it) of every route of the build under
 * test is at most 1.15 × that of an empty Next pages app built here with the same next and react.
 * `npm run bench:web` prints the same figures for the production build with Lighthouse next to them
 * (docs/performance.md). The e2e build differs from the production one only by the shell simulator, which is
 * never in first-load JS (checked below).
 */
const buildDir = join(webDir, process.env.NEXT_DIST_DIR ?? ".next-e2e");

/** Strings found only in code that must load on demand (docs/performance.md "What is lazy"). */
const LAZY_ONLY = {
  "the contract's zod schemas": "ZodError",
  "the Lottie player": "bodymovin",
  "the browser shell simulator": "__EVSAFE_SHELL__",
};

test.describe("first-load JS budget", { tag: ONE_PHONE_TAG }, () => {
  test(`every route's first-load JS is at most ${FIRST_LOAD_RATIO_TARGET} × an empty Next page`, async () => {
    test.setTimeout(240_000); // the empty app is built here once per next/react version
    const empty = emptyFirstLoad();
    const routes = firstLoad(buildDir);
    const table = Object.entries(routes).map(([route, r]) => ({
      route,
      kB: r.firstLoadKb,
      ratio: Math.round((r.firstLoadBytes / empty.firstLoadBytes) * 1000) / 1000,
    }));
    console.log(
      `empty page ${empty.firstLoadKb} kB; limit ${(empty.firstLoadKb * FIRST_LOAD_RATIO_TARGET).toFixed(1)} kB\n${table.map((r) => `  ${r.route.padEnd(16)} ${r.kB} kB ×${r.ratio}`).join("\n")}`,
    );
    expect(table.map((r) => r.route)).toEqual(
      expect.arrayContaining([
        "/home",
        "/menu",
        "/diagnosis",
        "/safety-index",
        "/nonMemberMain",
        "/main",
        "/signin",
        "/alerts",
        "/alerts/[id]",
        "/settings/alim",
      ]),
    );
    const over = table.filter((r) => routes[r.route]!.firstLoadBytes > empty.firstLoadBytes * FIRST_LOAD_RATIO_TARGET);
    expect(over, "routes over the budget").toEqual([]);
  });

  test("the contract's schemas, the Lottie player and the shell simulator are in no route's first-load JS", async () => {
    const { readFileSync } = await import("node:fs");
    const manifest = JSON.parse(readFileSync(join(buildDir, "build-manifest.json"), "utf8")) as { pages: Record<string, string[]> };
    const firstLoadFiles = new Set(
      Object.values(manifest.pages)
        .flat()
        .filter((f) => f.endsWith(".js")),
    );
    const found: string[] = [];
    for (const file of firstLoadFiles) {
      const code = readFileSync(join(buildDir, file), "utf8");
      for (const [what, marker] of Object.entries(LAZY_ONLY)) if (code.includes(marker)) found.push(`${what} in ${file}`);
    }
    expect(found).toEqual([]);
    // The markers are real: each is in some chunk of the build (loaded on demand).
    const { readdirSync } = await import("node:fs");
    const chunksDir = join(buildDir, "static/chunks");
    const all = readdirSync(chunksDir)
      .filter((f) => f.endsWith(".js"))
      .map((f) => readFileSync(join(chunksDir, f), "utf8"));
    for (const marker of Object.values(LAZY_ONLY))
      expect(
        all.some((code) => code.includes(marker)),
        marker,
      ).toBe(true);
  });

  test("the chart drawing's chunk, loaded on demand, starts with V8's compile hint (apps/web/src/server/compile-hints.ts)", async () => {
    const { readdirSync, readFileSync } = await import("node:fs");
    const chunksDir = join(buildDir, "static/chunks");
    const chart = readdirSync(chunksDir)
      .filter((f) => f.endsWith(".js"))
      .map((f) => readFileSync(join(chunksDir, f), "utf8"))
      .filter((code) => code.includes('"u-over"'));
    expect(chart).toHaveLength(1);
    expect(chart[0]!.split("\n")[0]).toBe("//# allFunctionsCalledOnLoad");
  });

  test("zod's messages in the browser build are Korean only: no other locale is bundled", async () => {
    // `z.locales.ko()` makes Turbopack bundle every one of zod's locales with the schemas, so the contract imports
    // `zod/v4/locales/ko.js` by its own path (packages/contract/src/schemas.ts).
    const { readdirSync, readFileSync } = await import("node:fs");
    const zodLocales = join(webDir, "../../node_modules/zod/v4/locales");
    const others = { de: "Ungültige Eingabe", fr: "Entrée invalide", ja: "無効な入力", es: "Entrada inválida" };
    // The markers are real: each is in its locale's file of the installed zod.
    for (const [locale, marker] of Object.entries(others))
      expect(readFileSync(join(zodLocales, `${locale}.js`), "utf8"), locale).toContain(marker);
    expect(readFileSync(join(zodLocales, "ko.js"), "utf8")).toContain("잘못된 입력");
    const chunksDir = join(buildDir, "static/chunks");
    const files = readdirSync(chunksDir).filter((f) => f.endsWith(".js"));
    const code = files.map((f) => [f, readFileSync(join(chunksDir, f), "utf8")] as const);
    const found = code.flatMap(([f, c]) =>
      Object.entries(others)
        .filter(([, m]) => c.includes(m))
        .map(([locale]) => `${locale} in ${f}`),
    );
    expect(found).toEqual([]);
    expect(
      code.some(([, c]) => c.includes("잘못된 입력")),
      "the Korean messages are in the build",
    ).toBe(true);
  });
});

/**
 * What a phone runs before a page answers a tap: every script requested until Next's `afterHydrate` mark (the route's
 * own chunks, the `next/dynamic` chunks the server-rendered page lists, which hydration waits for and which
 * `npm run bench:web` counts as "JS before hydration", and what the hydrating render starts loading). None of it may
 * carry the code that loads on demand.
 */
pageTest.describe("before hydration", { tag: ONE_PHONE_TAG }, () => {
  /**
   * Strings of the code itself (the simulator's own error text: the bridge client, which may load early, holds the
   * simulator's switch `__EVSAFE_SHELL__` but not the simulator).
   */
  const MARKERS = {
    "the contract's zod schemas": LAZY_ONLY["the contract's zod schemas"],
    "the Lottie player": LAZY_ONLY["the Lottie player"],
    "the browser shell simulator": "지원하지 않는 요청 형식입니다.",
  };
  pageTest("no main page waits for zod's schemas, the Lottie player or the shell simulator to hydrate", async ({ page }) => {
    await page.addInitScript(() => {
      new PerformanceObserver((list) => {
        for (const e of list.getEntries())
          if (e.name === "afterHydrate") (window as unknown as { __hydratedAt: number }).__hydratedAt = e.startTime;
      }).observe({ type: "mark", buffered: true });
    });
    const found: string[] = [];
    for (const { path, signedIn } of HYDRATION_PAGES) {
      if (signedIn) await signIn(page, "demo");
      await page.goto(path);
      await page.waitForFunction(() => (window as unknown as { __hydratedAt?: number }).__hydratedAt !== undefined);
      const urls = await page.evaluate(() => {
        const at = (window as unknown as { __hydratedAt: number }).__hydratedAt;
        return performance
          .getEntriesByType("resource")
          .filter((e) => e.startTime < at && /\.js(\?|$)/.test(e.name))
          .map((e) => e.name);
      });
      expect(urls.length, `${path}: scripts before hydration`).toBeGreaterThan(3);
      for (const url of urls) {
        const code = await (await page.request.get(url)).text();
        for (const [what, marker] of Object.entries(MARKERS)) if (code.includes(marker)) found.push(`${path}: ${what} in ${url}`);
      }
    }
    expect(found).toEqual([]);
    // The markers are real: each is in some chunk of the build under test.
    const { readdirSync, readFileSync } = await import("node:fs");
    const chunksDir = join(buildDir, "static/chunks");
    const all = readdirSync(chunksDir)
      .filter((f) => f.endsWith(".js"))
      .map((f) => readFileSync(join(chunksDir, f), "utf8"));
    for (const marker of Object.values(MARKERS))
      expect(
        all.some((code) => code.includes(marker)),
        marker,
      ).toBe(true);
  });
});
