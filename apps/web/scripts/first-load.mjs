// First-load JS of a Next pages build (Next 16 does not print it): gzip level 9 of
// every .js file `.next/build-manifest.json` lists for `/_app`, plus the route's own .js files. Shared by
// `npm run bench:web` (figures) and the e2e budget test (e2e/specs/budget.spec.ts).
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

export const webDir = resolve(fileURLToPath(new URL("..", import.meta.url)));
const root = resolve(webDir, "../..");
export const benchDir = join(webDir, ".bench");
export const emptyDir = join(benchDir, "empty");
const nextBin = join(root, "node_modules/next/dist/bin/next");

/** Budget: every route's first-load JS at most 1.15 × the empty page's. */
export const FIRST_LOAD_RATIO_TARGET = 1.15;

/**
 * The pages whose load before hydration is measured (bench:web) and checked (budget.spec): the public landing page
 * and the signed-in pages drivers open most.
 */
export const HYDRATION_PAGES = [
  { path: "/nonMemberMain", signedIn: false },
  { path: "/home", signedIn: true },
  { path: "/diagnosis", signedIn: true },
  { path: "/safety-index", signedIn: true },
  { path: "/statistics/pack-voltage", signedIn: true },
  { path: "/alerts", signedIn: true },
];

const round = (n, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;
const gzipKb = (file) => gzipSync(readFileSync(file), { level: 9 }).length / 1024;

/** First-load JS (gzip -9, kB) per route of a build: `/_app`'s .js files plus the route's own. */
export function firstLoad(nextDir) {
  const manifest = JSON.parse(readFileSync(join(nextDir, "build-manifest.json"), "utf8"));
  const js = (files = []) => files.filter((f) => f.endsWith(".js"));
  const css = (files = []) => files.filter((f) => f.endsWith(".css"));
  const appFiles = manifest.pages["/_app"] ?? [];
  const routes = {};
  for (const [route, files] of Object.entries(manifest.pages)) {
    if (route === "/_app") continue;
    const all = [...new Set([...js(appFiles), ...js(files)])];
    const own = js(files).filter((f) => !js(appFiles).includes(f));
    const sum = (list) => list.reduce((n, f) => n + gzipKb(join(nextDir, f)), 0);
    routes[route] = {
      firstLoadBytes: Math.round(sum(all) * 1024),
      firstLoadKb: round(sum(all)),
      ownKb: round(sum(own)),
      cssKb: round(sum([...new Set([...css(appFiles), ...css(files)])])),
    };
  }
  return routes;
}

/** An empty pages app: one page rendering a word, default _app and _document, no config. */
export function writeEmptyApp() {
  mkdirSync(join(emptyDir, "pages"), { recursive: true });
  // The whole .bench folder is scratch space: keep it out of git without touching the repo's .gitignore.
  writeFileSync(join(benchDir, ".gitignore"), "*\n");
  writeFileSync(join(emptyDir, "package.json"), `${JSON.stringify({ private: true, name: "bench-empty" }, null, 2)}\n`);
  // Next looks for next.config.* upwards; this one stops it from finding apps/web's.
  writeFileSync(join(emptyDir, "next.config.mjs"), "export default {};\n");
  writeFileSync(join(emptyDir, "pages/index.js"), "export default function Page() {\n  return <main>empty</main>;\n}\n");
  rmSync(join(emptyDir, ".next"), { recursive: true, force: true });
}

/** Builds the empty app (same next and react as apps/web) and returns its first load of `/`, in kB. */
export function buildEmptyApp() {
  writeEmptyApp();
  execFileSync(process.execPath, [nextBin, "build"], {
    cwd: emptyDir,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", NODE_ENV: "production" },
    stdio: "pipe",
  });
  return firstLoad(join(emptyDir, ".next"))["/"];
}

/** What the empty build depends on: rebuilt when next or react changes. */
function emptyStamp() {
  const version = (pkg) => JSON.parse(readFileSync(join(root, "node_modules", pkg, "package.json"), "utf8")).version;
  return JSON.stringify({ next: version("next"), react: version("react"), "react-dom": version("react-dom") });
}

/**
 * The empty page's first load (`/` of the empty app), building the empty app only when no build of the same next/react exists yet
 * (the e2e budget spec runs once per device profile; the second run reuses the first one's build).
 */
export function emptyFirstLoad() {
  const stampFile = join(emptyDir, "stamp.json");
  const manifest = join(emptyDir, ".next", "build-manifest.json");
  const stamp = emptyStamp();
  if (!existsSync(manifest) || !existsSync(stampFile) || readFileSync(stampFile, "utf8") !== stamp) {
    buildEmptyApp();
    writeFileSync(stampFile, stamp);
  }
  return firstLoad(join(emptyDir, ".next"))["/"];
}
