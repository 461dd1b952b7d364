// The service worker of a production build (docs/offline.md): bundles src/service-worker/sw.ts with esbuild and
// writes the build's precache list into it with serwist's injectManifest, as <distDir>/sw.js, which the server
// answers at /sw.js (src/server/service-worker-file.ts). Serwist's Next.js plugin hooks into webpack only, so the
// Turbopack build is post-processed instead: next.config.ts runs this after Next's compile, whichever command builds
// (`npm run build`, scripts/start.mjs, the e2e and screens builds, the Dockerfile). `node scripts/build-service-worker.mjs`
// redoes it for an existing build (NEXT_DIST_DIR names its folder).
import { createHash } from "node:crypto";
import { readFileSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const webRoot = fileURLToPath(new URL("..", import.meta.url));

/** Writes `<distDir>/sw.js`; returns how many files it precaches and their size in bytes. */
export async function buildServiceWorker(distDir) {
  // Loaded here, not at the top: next.config.ts imports this module only while building, and `next start` in the
  // production image has no dev dependencies.
  const { build } = await import("esbuild");
  const { injectManifest } = await import("@serwist/build");
  const bundled = join(distDir, "sw.bundle.js");
  const swDest = join(distDir, "sw.js");
  await build({
    entryPoints: [join(webRoot, "src/service-worker/sw.ts")],
    outfile: bundled,
    bundle: true,
    format: "iife",
    platform: "browser",
    target: "es2020",
    minify: true,
    define: { "process.env.NODE_ENV": '"production"' },
    logLevel: "warning",
  });
  // The offline screen's document names this build's chunks: its revision is the build manifest's hash, so a new
  // build's worker fetches it again.
  const revision = createHash("sha256")
    .update(readFileSync(join(distDir, "build-manifest.json")))
    .digest("hex")
    .slice(0, 16);
  try {
    const { count, size, warnings } = await injectManifest({
      swSrc: bundled,
      swDest,
      globDirectory: distDir,
      // Every page's code and styles (the offline screen loads the shell's lazy chunks too, and a missing one would
      // break it) and the app's own font subset, not the full Pretendard's dozens of files.
      globPatterns: ["static/**/*.{js,css}", "static/media/pretendard-app.*.woff2"],
      globIgnores: ["static/development/**"],
      modifyURLPrefix: { "static/": "/_next/static/" },
      // Next's build files carry a content hash in their names: their URL is their revision.
      dontCacheBustURLsMatching: /^\/_next\/static\//,
      additionalPrecacheEntries: [{ url: "/offline", revision }],
      maximumFileSizeToCacheInBytes: 2 * 1024 * 1024,
    });
    for (const warning of warnings) console.warn(`[sw] ${warning}`);
    return { count, size };
  } finally {
    rmSync(bundled, { force: true });
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  // No top-level await: next.config.ts's compiled form loads this module with require().
  const distDir = join(webRoot, process.env.NEXT_DIST_DIR || ".next");
  buildServiceWorker(distDir).then(
    ({ count, size }) => console.log(`[sw] ${join(distDir, "sw.js")}: ${count} files precached (${Math.round(size / 1024)} kB)`),
    (err) => {
      console.error(err);
      process.exitCode = 1;
    },
  );
}
