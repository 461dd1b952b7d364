#!/usr/bin/env node
// `npm run screens`: photographs every screen of list.mjs with the demo accounts into docs/screens/*.png and
// rewrites README's "화면" gallery.
//
//   npm run screens                  build the web app (own build folder), shoot, compress, write README
//   npm run screens -- --no-build    reuse the last build of that folder
//
// Playwright (e2e/screens.config.ts) starts a fresh API with the demo data and the production web server on ports of
// their own, and stops both when it is done. SCREENS_API_PORT / SCREENS_WEB_PORT / SCREENS_DIST_DIR change the
// defaults below.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { galleryMarkdown, listProblems, SCREENS_DIR, withGallery } from "./gallery.mjs";
import { SCREENS } from "./list.mjs";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
/**
 * Ports and build folder of its own, so it can run beside `npm start` and the e2e suite. Not a port of fetch's
 * "bad ports" list (4190 is one): the web server's fetch to the API refuses those.
 */
const API_PORT = process.env.SCREENS_API_PORT ?? "4195";
const WEB_PORT = process.env.SCREENS_WEB_PORT ?? "3195";
const DIST_DIR = process.env.SCREENS_DIST_DIR ?? ".next-screens";
/** Palette size of the compressed PNGs (pngquant-like quantisation): the screens are flat UI colours. */
const PNG_COLOURS = 128;

function run(command, args, options) {
  console.log(`\n$ ${command} ${args.join(" ")}`);
  const result = spawnSync(command, args, { stdio: "inherit", ...options, env: { ...process.env, ...options.env } });
  if (result.status !== 0) {
    console.error(`screens: '${command} ${args.join(" ")}' failed (${result.status ?? result.signal})`);
    process.exit(1);
  }
}

/** Quantises a PNG to a palette with sharp when it is installed (it comes with Next.js); else leaves it as shot. */
async function compressor() {
  try {
    const { default: sharp } = await import("sharp");
    return async (from, to) =>
      writeFileSync(to, await sharp(from).png({ palette: true, colours: PNG_COLOURS, compressionLevel: 9, effort: 10 }).toBuffer());
  } catch {
    console.warn("screens: sharp is not installed; the PNGs are kept uncompressed");
    return async (from, to) => writeFileSync(to, readFileSync(from));
  }
}

async function main() {
  const problems = listProblems(SCREENS);
  if (problems.length) {
    console.error(`screens: scripts/screens/list.mjs:\n  ${problems.join("\n  ")}`);
    process.exit(1);
  }
  if (!process.argv.includes("--no-build")) {
    run("npm", ["run", "build", "-w", "@evsafe/web"], { cwd: ROOT, env: { NEXT_DIST_DIR: DIST_DIR, NEXT_PUBLIC_SHELL_SIMULATOR: "1" } });
  }

  const shots = join(tmpdir(), `evsafe-screens-${process.pid}`);
  rmSync(shots, { recursive: true, force: true });
  mkdirSync(shots, { recursive: true });
  run("npx", ["playwright", "test", "-c", "screens.config.ts"], {
    cwd: join(ROOT, "e2e"),
    env: {
      CI: "1",
      NEXT_DIST_DIR: DIST_DIR,
      E2E_API_PORT: API_PORT,
      E2E_WEB_PORT: WEB_PORT,
      SCREENS_OUT_DIR: shots,
      SCREENS_RESULTS_DIR: join(shots, "results"),
    },
  });

  const out = join(ROOT, SCREENS_DIR);
  mkdirSync(out, { recursive: true });
  const compress = await compressor();
  const wanted = new Set(SCREENS.map((s) => `${s.name}.png`));
  for (const file of readdirSync(out)) if (file.endsWith(".png") && !wanted.has(file)) rmSync(join(out, file));
  let total = 0;
  for (const file of wanted) {
    if (!existsSync(join(shots, file))) throw new Error(`screens: no shot of ${file}`);
    await compress(join(shots, file), join(out, file));
    total += statSync(join(out, file)).size;
  }
  rmSync(shots, { recursive: true, force: true });

  const readmePath = join(ROOT, "README.md");
  writeFileSync(readmePath, withGallery(readFileSync(readmePath, "utf8"), galleryMarkdown(SCREENS)));
  console.log(`\nscreens: ${wanted.size} PNGs in ${SCREENS_DIR}/, ${(total / 1024).toFixed(0)} kB in all; README.md's gallery written`);
}

await main();
