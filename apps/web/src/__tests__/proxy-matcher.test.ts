// @vitest-environment node
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import {
  matcherSources,
  pageRoutes,
  perRequestRoutes,
  PROXY_FILE,
  VITALS_FILE,
  withMatcher,
  withVitalsRoutes,
} from "../../scripts/generate-proxy-matcher.mjs";
import { config as proxyConfig } from "@/proxy";

const PER_REQUEST = "export const getServerSideProps = renderPerRequest;\nexport default function P() { return null; }\n";
const PRERENDERED = "export default function P() { return null; }\n";

describe("src/proxy.ts's matcher", () => {
  it("is what scripts/generate-proxy-matcher.mjs writes from src/pages (run `npm run proxy-matcher -w apps/web`)", async () => {
    const committed = readFileSync(PROXY_FILE, "utf8");
    expect(await withMatcher(committed)).toBe(committed);
  });

  it("is the module's exported config", () => {
    const sources = matcherSources(perRequestRoutes());
    expect(proxyConfig.matcher.map((m) => m.source)).toEqual([sources.pages, sources.folders]);
  });
});

describe("the contract's WEB_VITALS_ROUTES", () => {
  it("is what scripts/generate-proxy-matcher.mjs writes from src/pages (run `npm run proxy-matcher -w apps/web`)", async () => {
    const committed = readFileSync(VITALS_FILE, "utf8");
    expect(await withVitalsRoutes(committed)).toBe(committed);
  });
});

describe("pageRoutes", () => {
  let dir: string | undefined;
  afterEach(() => dir && rmSync(dir, { recursive: true, force: true }));

  it("names each page file by its route, index as its folder, without Next's documents, the worker and the API routes", () => {
    dir = mkdtempSync(join(tmpdir(), "pages-"));
    for (const file of [
      "index.tsx",
      "_app.tsx",
      "_document.tsx",
      "sw.js.tsx",
      "home.tsx",
      "board/index.tsx",
      "board/[id].tsx",
      "api/auth/[...nextauth].ts",
      "[product]/api/[...path].tsx",
    ]) {
      mkdirSync(dirname(join(dir, file)), { recursive: true });
      writeFileSync(join(dir, file), PRERENDERED);
    }
    expect(pageRoutes(dir)).toEqual(["/", "/board", "/board/[id]", "/home"]);
  });
});

describe("perRequestRoutes", () => {
  let dir: string | undefined;
  afterEach(() => dir && rmSync(dir, { recursive: true, force: true }));

  function pagesOf(files: Record<string, string>): string {
    dir = mkdtempSync(join(tmpdir(), "pages-"));
    for (const [file, source] of Object.entries(files)) {
      mkdirSync(dirname(join(dir, file)), { recursive: true });
      writeFileSync(join(dir, file), source);
    }
    return dir;
  }

  it("lists the pages with getServerSideProps, and the folders all of whose pages have it", () => {
    const routes = perRequestRoutes(
      pagesOf({
        "index.tsx": PER_REQUEST,
        "home.tsx": PER_REQUEST,
        "landing.tsx": PRERENDERED,
        "_app.tsx": PER_REQUEST,
        "sw.js.tsx": PER_REQUEST,
        "board/faq.tsx": PER_REQUEST,
        "board/qna/[id].tsx": PER_REQUEST,
        "trial/index.tsx": PRERENDERED,
        "api/auth/[...nextauth].ts": "",
        "[product]/api/[...path].tsx": PER_REQUEST,
      }),
    );
    expect(routes).toEqual({ pages: ["home", "index"], folders: ["board"] });
    expect(matcherSources(routes)).toEqual({ pages: "/:page(home)?", folders: "/:area(board)/:rest*" });
  });

  it("refuses a folder that mixes prerendered and per-request pages", () => {
    expect(() => perRequestRoutes(pagesOf({ "board/faq.tsx": PER_REQUEST, "board/static.tsx": PRERENDERED }))).toThrow(
      "src/pages/board/ mixes prerendered and per-request pages",
    );
  });
});
