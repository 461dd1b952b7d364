import { readFileSync } from "node:fs";
import type { ServerResponse } from "node:http";
import { join } from "node:path";

/**
 * Answers /sw.js with the service worker of the build being served (`<distDir>/sw.js`, written after `next build`
 * by scripts/build-service-worker.mjs; docs/offline.md). It lives in the build folder, not in public/, because
 * every build (each NEXT_DIST_DIR) has its own precache list. Revalidated on every check (`no-cache`), so a new
 * build's worker replaces the old one at the next visit; its scope is the whole origin.
 */
export const SERVICE_WORKER_HEADERS = {
  "content-type": "text/javascript; charset=utf-8",
  "cache-control": "no-cache",
  "service-worker-allowed": "/",
} as const;

let cached: { path: string; body: Buffer } | undefined;

export function serviceWorkerPath(distDir: string = process.env.NEXT_DIST_DIR || ".next", cwd: string = process.cwd()): string {
  return join(cwd, distDir, "sw.js");
}

/** Writes the worker (read once per process: a build does not change under a running server), or a 404 without one (`next dev`). */
export function serveServiceWorker(
  res: Pick<ServerResponse, "statusCode" | "setHeader" | "end">,
  path: string = serviceWorkerPath(),
): void {
  let body: Buffer;
  try {
    body = cached?.path === path ? cached.body : readFileSync(/*turbopackIgnore: true*/ path);
    cached = { path, body };
  } catch {
    res.statusCode = 404;
    res.setHeader("content-type", "text/plain; charset=utf-8");
    res.setHeader("cache-control", "no-store");
    res.end("이 빌드에는 서비스 워커가 없습니다.");
    return;
  }
  res.statusCode = 200;
  for (const [name, value] of Object.entries(SERVICE_WORKER_HEADERS)) res.setHeader(name, value);
  res.end(body);
}
