import { readdirSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { WEB_VITALS_ROUTES } from "../src/constants/web-vitals";
import { WebVitalsBodySchema } from "../src/areas/common";

const PAGES = fileURLToPath(new URL("../../../apps/web/src/pages", import.meta.url));

/** Route patterns of the web app's pages, as Next.js names them (`router.pathname`). */
function pageRoutes(dir = PAGES): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return pageRoutes(path);
    if (!/\.tsx$/.test(entry.name)) return [];
    const route =
      "/" +
      relative(PAGES, path)
        .replace(/\.tsx$/, "")
        .replace(/(^|\/)index$/, "");
    return [route.length > 1 ? route.replace(/\/$/, "") : route];
  });
}

describe("the web-vitals route table", () => {
  it("names every page of the web app (a page missing here counts its vitals as 'other')", () => {
    // Next's own documents, the service worker and the API forwarder are not pages a visitor sees.
    const pages = pageRoutes().filter((r) => !/^\/(_app|_document|_error|sw\.js|api\/|\[product\]\/)/.test(r));
    expect([...WEB_VITALS_ROUTES].sort()).toEqual(pages.sort());
  });

  it("fits the call's route field", () => {
    for (const route of WEB_VITALS_ROUTES) {
      expect(WebVitalsBodySchema.safeParse({ samples: [{ name: "LCP", value: 1, route }] }).success).toBe(true);
    }
  });
});

describe("the web-vitals body", () => {
  const bad = (body: unknown) => WebVitalsBodySchema.safeParse(body);
  it("refuses an unknown name, a negative, infinite or non-numeric value, a long route, none or too many samples, in Korean", () => {
    const sample = { name: "LCP", value: 1200, route: "/home" };
    for (const body of [
      { samples: [{ ...sample, name: "FID" }] },
      { samples: [{ ...sample, value: -1 }] },
      { samples: [{ ...sample, value: Infinity }] },
      { samples: [{ ...sample, value: "1" }] },
      { samples: [{ ...sample, route: "/" + "a".repeat(64) }] },
      { samples: [] },
      { samples: Array.from({ length: 11 }, () => sample) },
      {},
    ]) {
      const r = bad(body);
      expect(r.success, JSON.stringify(body)).toBe(false);
      expect(r.error!.issues[0]!.message).toMatch(/[가-힣]/);
    }
    expect(bad({ samples: [sample, { name: "CLS", value: 0.05, route: "/statistics/[metric]" }] }).success).toBe(true);
  });
});
