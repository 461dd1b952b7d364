// One lint tool chain for the whole monorepo (CONTRIBUTING "Checks": `npm run lint`).
// The import boundaries of house rule 5 are generated below from the folders on disk, so a new feature or folder
// is covered without editing this file.
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import js from "@eslint/js";
import nextPlugin from "@next/eslint-plugin-next";
import { defineConfig, globalIgnores } from "eslint/config";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

const ROOT = fileURLToPath(new URL(".", import.meta.url));
const IGNORED_DIRS = ["node_modules", ".next", ".next-*", ".bench", "test-results", "playwright-report", "coverage", "dist", "data"];
const SOURCE = "*.{ts,tsx,mts,cts,js,jsx,mjs,cjs}";

// ---------------------------------------------------------------------------------------------- boundaries
// House rule 5: features do not import each other; shared/ imports no feature; apps import @evsafe/contract and
// never each other; the contract imports nothing from apps. no-restricted-imports matches the import text only,
// so relative paths are judged from the importing folder's depth: every source folder gets its own override.

/** Every folder under `dir` (itself included), relative to the repository root, build output left out. */
function foldersUnder(dir) {
  const out = [dir];
  for (const entry of readdirSync(join(ROOT, dir), { withFileTypes: true })) {
    if (entry.isDirectory() && !IGNORED_DIRS.includes(entry.name)) out.push(...foldersUnder(`${dir}/${entry.name}`));
  }
  return out;
}

/**
 * Known crossings, allowed until the lead decides where they belong (CONTRIBUTING house rule 5): the session
 * screens use service-status's session frame (AppScreen, ServiceGate, ServiceNextStep, ServiceStatusSummary,
 * useServiceStatus, SESSION_ROUTES). Only its public entry `@/features/service-status` is allowed, never a file inside.
 */
const KNOWN_CROSSINGS = {
  home: ["service-status"],
  menu: ["service-status"],
  diagnosis: ["service-status"],
  "safety-index": ["service-status"],
};

const esc = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** A folder name as a literal glob (Next's dynamic route folders are named like `[id]`). */
const globEscape = (text) => text.replace(/[*?[\]{}()!+@]/g, "\\$&");
const up = (count) => `(?:\\.\\./){${count}}`;
const restricted = (regex, message) => ({ regex, message, caseSensitive: true });

/** A package (workspace) may reach outside its own folder only by package name, never by a relative path. */
function staysInPackage(depthInPackage, packageDir) {
  return restricted(
    `^${up(depthInPackage + 1)}`,
    `A relative path may not leave ${packageDir}/ (house rule 5): import another workspace by its package name (@evsafe/contract).`,
  );
}

function importRulesFor(folder) {
  const [top, name, ...rest] = folder.split("/");
  const packageDir = `${top}/${name}`;
  const patterns = [staysInPackage(rest.length, packageDir)];

  if (packageDir === "apps/web") {
    patterns.push(restricted("^@evsafe/api(?:/|$)", "apps/web never imports apps/api (house rule 5); shared types live in @evsafe/contract."));
    const [src, area, feature, ...inFeature] = rest;
    if (src === "src" && area === "features" && feature) {
      const other = `(?!${esc(feature)}(?:/|$))[^/.][^/]*`;
      const allowedEntries = (KNOWN_CROSSINGS[feature] ?? []).map((entry) => `(?!${esc(entry)}$)`).join("");
      const message = `features/${feature} may not import another feature (house rule 5): move what both need to @/shared/.`;
      patterns.push(
        restricted(`^@/features/${allowedEntries}${other}`, message),
        // `../<b>` from the feature's own depth, or `…/features/<b>` from anywhere.
        restricted(`^${up(inFeature.length + 1)}${other}`, message),
        restricted(`^(?:\\.\\.?/)+(?:[^/]+/)*features/${other}`, message),
      );
    }
    if (src === "src" && area === "shared") {
      const message = "shared/ imports no feature (house rule 5): it is the layer features build on.";
      patterns.push(restricted("^@/features(?:/|$)", message), restricted("^(?:\\.\\.?/)+(?:[^/]+/)*features(?:/|$)", message));
    }
  }
  if (packageDir === "apps/api") {
    patterns.push(restricted("^@evsafe/web(?:/|$)", "apps/api never imports apps/web (house rule 5); shared types live in @evsafe/contract."));
  }
  if (packageDir === "packages/contract") {
    patterns.push(restricted("^@evsafe/(?:web|api)(?:/|$)", "The contract imports nothing from the apps (house rule 5): the apps depend on it, not the other way."));
  }
  return patterns;
}

// no-restricted-imports does not see `import("…")`; the same patterns are applied to dynamic imports through
// no-restricted-syntax (esquery regexes cannot contain "/", hence \x2F).
function dynamicImportSelectors(patterns) {
  return patterns.map(({ regex, message }) => ({
    selector: `ImportExpression > Literal.source[value=/${regex.replaceAll("/", "\\x2F")}/]`,
    message,
  }));
}

const BOUNDED_PACKAGES = ["apps/web", "apps/api", "packages/contract"];
const boundaries = BOUNDED_PACKAGES.flatMap(foldersUnder).map((folder) => {
  const patterns = importRulesFor(folder);
  return {
    name: `evsafe/boundaries ${folder}`,
    files: [`${globEscape(folder)}/${SOURCE}`],
    rules: {
      "no-restricted-imports": ["error", { patterns }],
      "no-restricted-syntax": ["error", ...dynamicImportSelectors(patterns)],
    },
  };
});

// ---------------------------------------------------------------------------------------------- the config
export default defineConfig(
  globalIgnores([...IGNORED_DIRS.map((dir) => `**/${dir}/`), "**/next-env.d.ts"], "evsafe/ignores (build output)"),
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    name: "evsafe/base",
    languageOptions: { ecmaVersion: 2023, sourceType: "module", globals: { ...globals.node } },
    linterOptions: { reportUnusedDisableDirectives: "error" },
    rules: {
      // `_`-prefixed names are deliberately unused (a destructured field left out, a required callback parameter).
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrorsIgnorePattern: "^_" }],
      // Off: user text, file names and callback URLs are checked for control characters on purpose (\u0000-\u001f).
      "no-control-regex": "off",
    },
  },
  {
    name: "evsafe/web",
    files: [`apps/web/**/${SOURCE}`],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { "react-hooks": reactHooks, "@next/next": nextPlugin },
    rules: {
      ...reactHooks.configs.flat.recommended.rules,
      ...nextPlugin.configs.recommended.rules,
      // Pages router: the pages live in apps/web/src/pages, not the plugin's default ./pages.
      "@next/next/no-html-link-for-pages": ["error", "apps/web/src/pages"],
    },
  },
  {
    name: "evsafe/e2e",
    files: [`e2e/**/${SOURCE}`],
    languageOptions: { globals: { ...globals.browser } },
  },
  ...boundaries,
);
