import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { serveServiceWorker, serviceWorkerPath } from "../service-worker-file";

function response() {
  const headers: Record<string, string> = {};
  const res = {
    statusCode: 0,
    body: undefined as unknown,
    setHeader(name: string, value: string) {
      headers[name.toLowerCase()] = value;
      return res;
    },
    end(body?: unknown) {
      res.body = body;
      return res;
    },
  };
  return { res, headers };
}

describe("/sw.js", () => {
  it("answers the build's worker as JavaScript, revalidated on every check, with the whole origin as its scope", () => {
    const dir = mkdtempSync(join(tmpdir(), "sw-"));
    writeFileSync(join(dir, "sw.js"), "self.x=1");
    const { res, headers } = response();
    serveServiceWorker(res as never, join(dir, "sw.js"));
    expect(res.statusCode).toBe(200);
    expect(String(res.body)).toBe("self.x=1");
    expect(headers["content-type"]).toMatch(/^text\/javascript/);
    expect(headers["cache-control"]).toBe("no-cache");
    expect(headers["service-worker-allowed"]).toBe("/");
  });

  it("answers 404 in Korean where the build has none (next dev)", () => {
    const { res, headers } = response();
    serveServiceWorker(res as never, join(tmpdir(), "no-such-build", "sw.js"));
    expect(res.statusCode).toBe(404);
    expect(headers["cache-control"]).toBe("no-store");
    expect(String(res.body)).toMatch(/서비스 워커/);
  });

  it("is read from the build folder being served (NEXT_DIST_DIR)", () => {
    expect(serviceWorkerPath(".next-e2e", "/srv/web")).toBe(join("/srv/web", ".next-e2e", "sw.js"));
  });
});
