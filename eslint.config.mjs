// One lint tool chain for the whole monorepo (CONTRIBUTING "Checks": `npm run lint`).
// The import boundaries of house rule 5 are generated below from the folders on disk, so a new feature or folder
// is covered without editing this file.
import { readdirSync } from "node:fs";
import { join, relative } from "node:path";
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
// House rule 5: apps/web's layers import only the layers below them (LAYERS_BELOW) and features do not import each
// other; apps import @evsafe/contract and never each other; the contract imports nothing from apps.
// no-restricted-imports matches the import text only, so relative paths are judged from the importing folder's depth: every source folder gets its own override.

/** Every folder under `dir` (itself included), relative to the repository root, build output left out. */
function foldersUnder(dir) {
  const out = [dir];
  for (const entry of readdirSync(join(ROOT, dir), { withFileTypes: true })) {
    if (entry.isDirectory() && !IGNORED_DIRS.includes(entry.name)) out.push(...foldersUnder(`${dir}/${entry.name}`));
  }
  return out;
}

/**
 * apps/web's layers, top to bottom (docs/architecture.md "Layers"): pages/ (Next's routes) → application/
 * (composition: the shell, the providers, the default wiring of the error policy) → features/* → session-frame/ (the
 * frame of every signed-in screen and the service status it shows) → domain/ (business code several features share)
 * → auth/ → shared/. A layer imports only the
 * layers below it; for each folder of src/, the folders it may not import and why.
 */
const APP_ONLY =
  "application/ is the composition layer (the shell, the providers, the error policy's wiring): only pages/_app.tsx renders it, nothing imports it (house rule 5).";
const NOT_A_FEATURE = (area) => `${area}/ imports no feature (house rule 5): features build on it, not the other way.`;
const NOT_DOMAIN = (area) =>
  `${area}/ does not import domain/ (house rule 5): domain/ is the business code several features share and builds on ${area}/, not the other way.`;
const LAYERS_BELOW = {
  features: [{ layer: "application", message: APP_ONLY }],
  "session-frame": [
    { layer: "application", message: APP_ONLY },
    { layer: "features", message: NOT_A_FEATURE("session-frame") },
  ],
  domain: [
    { layer: "application", message: APP_ONLY },
    { layer: "features", message: NOT_A_FEATURE("domain") },
    {
      layer: "session-frame",
      message: "domain/ does not import the signed-in frame (house rule 5): the frame shows what domain/ knows, not the other way.",
    },
  ],
  auth: [
    { layer: "application", message: APP_ONLY },
    { layer: "domain", message: NOT_DOMAIN("auth") },
    { layer: "features", message: NOT_A_FEATURE("auth") },
    {
      layer: "session-frame",
      message: "auth/ does not import the signed-in frame (house rule 5): the frame builds on the session, not the other way.",
    },
  ],
  shared: [
    { layer: "application", message: APP_ONLY },
    { layer: "domain", message: NOT_DOMAIN("shared") },
    { layer: "features", message: NOT_A_FEATURE("shared") },
    {
      layer: "session-frame",
      message: "shared/ does not import the signed-in frame (house rule 5): it is the bottom layer, the frame builds on it.",
    },
    {
      layer: "auth",
      message:
        "shared/ does not import auth/ (house rule 5): it is the bottom layer. Take what needs the session as a parameter (the error policy gets signOut from application/error-policy-wiring.ts).",
    },
  ],
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
    patterns.push(
      restricted("^@evsafe/api(?:/|$)", "apps/web never imports apps/api (house rule 5); shared types live in @evsafe/contract."),
    );
    const [src, area, feature, ...inFeature] = rest;
    if (src === "src" && area === "features" && feature) {
      const other = `(?!${esc(feature)}(?:/|$))[^/.][^/]*`;
      const message = `features/${feature} may not import another feature (house rule 5): what several screens need goes to @/session-frame/ (the signed-in frame) or @/shared/.`;
      patterns.push(
        restricted(`^@/features/${other}`, message),
        // `../<b>` from the feature's own depth, or `…/features/<b>` from anywhere.
        restricted(`^${up(inFeature.length + 1)}${other}`, message),
        restricted(`^(?:\\.\\.?/)+(?:[^/]+/)*features/${other}`, message),
      );
    }
    if (src === "src" && area) {
      const depthInSrc = rest.length - 1;
      for (const { layer, message } of LAYERS_BELOW[area] ?? []) {
        patterns.push(restricted(`^@/${layer}(?:/|$)`, message), restricted(`^${up(depthInSrc)}${layer}(?:/|$)`, message));
      }
    }
  }
  if (packageDir === "apps/api") {
    patterns.push(
      restricted("^@evsafe/web(?:/|$)", "apps/api never imports apps/web (house rule 5); shared types live in @evsafe/contract."),
    );
  }
  if (packageDir === "packages/contract") {
    patterns.push(
      restricted(
        "^@evsafe/(?:web|api)(?:/|$)",
        "The contract imports nothing from the apps (house rule 5): the apps depend on it, not the other way.",
      ),
    );
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

// ---------------------------------------------------------------------------------------------- first-load JS
// CONTRIBUTING "Adding a screen" and docs/web-shell.md "First-load JS rules", checked: what a page does not need
// for its first paint loads on use. These restrict static imports only; `import()` is the allowed way to load on use.
// They apply to apps/web's browser code: not to tests, and not to the contract's index in server-only modules.

const WEB_SRC = "apps/web/src";
/** Modules that only ever run in Node (next-auth's configuration, the web server's own code). */
const WEB_SERVER_ONLY = [`${WEB_SRC}/server/`, `${WEB_SRC}/pages/api/`, `${WEB_SRC}/proxy.ts`, `${WEB_SRC}/auth/server/`];
const FIRST_LOAD = "(docs/performance.md, budget 1.15× the empty app)";
const APP_SHELL = `${WEB_SRC}/pages/_app.tsx`;
/** The composition layer _app renders: in every page's first load, like _app itself. */
const APP_LAYER = `${WEB_SRC}/application/`;

const isWebTestCode = (path) => /(?:^|\/)__tests__(?:\/|$)|\.test\.[jt]sx?$/.test(path) || path.startsWith(`${WEB_SRC}/testing`);
/** `path` is the folder or file `prefix` (a trailing "/" marks a folder) or inside it. */
const isUnder = (path, prefix) => {
  const base = prefix.replace(/\/$/, "");
  return path === base || path.startsWith(`${base}/`);
};

const NO_NEXT_LINK = {
  name: "next/link",
  message: `Use <AppLink> from @/shared/ui/app-link: next/link's client code would be in every screen's first-load JS ${FIRST_LOAD}; AppLink is a real <a> with the same client navigation and prefetches its target when the browser is idle.`,
};
const NO_NEXT_HEAD_IN_APP = {
  name: "next/head",
  message: `No next/head in _app: its client code would be in every page's first load ${FIRST_LOAD}; the shared <head> is in pages/_document.tsx, and a page that needs its own title uses next/head on that page.`,
};
const NO_CONTRACT_INDEX = {
  name: "@evsafe/contract",
  allowTypeImports: true,
  message: `Import values from @evsafe/contract/constants/<area> (and types with \`import type\` from @evsafe/contract): the contract's index brings zod and every call's schemas into the page ${FIRST_LOAD}; the api-client loads one area's schemas with the first call.`,
};
const NO_CONTRACT_SCHEMAS = restricted(
  "^@evsafe/contract/(?:areas/.*|define|envelope)$",
  `Schemas load with the first API call: these modules import zod, which must stay out of first-load JS ${FIRST_LOAD}. Call api() from @/shared/api-client; plain values are in @evsafe/contract/constants/<area>.`,
);
const NO_STATIC_BRIDGE = restricted(
  "^(?:@/|(?:\\.\\.?/)+)shared/bridge(?!/constants$)(?:/.*)?$",
  `Load the native bridge where the action happens, with \`await import("@/shared/bridge")\`: a static import puts the bridge client and its schemas in the page's first load ${FIRST_LOAD}. Plain values (permissions, messages, isMobileDevice) are in @/shared/bridge/constants; types with \`import type\`.`,
);
const NO_STATIC_LOTTIE = restricted(
  "^lottie-web(?:/|$)",
  `The Lottie player loads when the browser is idle (shared/loading-overlay/lottie-loader.ts), never with the page ${FIRST_LOAD}: use \`import()\`, or \`import type\` for its types.`,
);
const NO_MODAL_INTERNALS = restricted(
  "^@/shared/modal/",
  `Pages and features import from @/shared/modal only: its openModal loads the modal store and the dialog on first use, inside SPEC §9's 100 ms opening delay, so they stay out of the page's first load ${FIRST_LOAD}.`,
);
const NO_API_REQUEST = restricted(
  "^@/shared/api-request$",
  `Call the API with api() from @/shared/api-client (house rule 2): it loads api-request, zod and the call's contract area with the first call, which a static import would put in the page's first load ${FIRST_LOAD}.`,
);

/** A screen's form, loaded with `next/dynamic` or `import()`: a `forms/` folder of a feature (docs/accounts.md "Forms"). */
const isLazyForm = (path) => /^apps\/web\/src\/features\/.+\/forms(?:\/|$)/.test(path);
const NO_STATIC_FORM = restricted(
  "^(?:react-hook-form|@hookform/.*|@evsafe/contract/account-rules|@/shared/form/use-zod-form|(?:@/features/.+/|(?:\\.\\.?/)+)forms(?:/.*)?)$",
  `A form loads when its screen renders it, with next/dynamic or import() of its module in the feature's forms/ folder: react-hook-form and the contract's schemas would otherwise be in the page's first load ${FIRST_LOAD}. Only forms/ modules import them.`,
);

/**
 * A module of a browser layer that runs only on the server by its name: a page's getServerSideProps and what it
 * calls (`server.ts`, `*-server.ts`, `*-props.ts`). These, server/ itself, the API routes, proxy.ts, _document and
 * next-auth's options may import server/; browser code may not.
 */
const isServerModuleName = (path) => /(?:^|\/)(?:server|[\w-]+-server|[\w-]+-props)\.ts$/.test(path);
const SERVER_ENTRY_POINTS = [
  `${WEB_SRC}/pages/`,
  `${WEB_SRC}/instrumentation.ts`,
  // The sign-up wizard's getServerSideProps (its pages' only import of it), named before the *-props.ts convention.
  `${WEB_SRC}/features/subscription/signup/wizard-entry.ts`,
];
/** src/server/ by its alias or by the relative path from `path` (a file of apps/web/src, or a folder). */
const noServerFrom = (path) => {
  const folder = /\.[cm]?[jt]sx?$/.test(path) ? path.slice(0, path.lastIndexOf("/")) : path;
  const depthInSrc = folder.slice(WEB_SRC.length).split("/").filter(Boolean).length;
  return restricted(`^(?:@/|${depthInSrc === 0 ? "\\./" : up(depthInSrc)})server(?:/|$)`, NO_SERVER_MESSAGE);
};
/** A folder of apps/web/src (`auth/server`) by its alias or by the relative path from `path` (a file or a folder). */
const importOfFolder = (path, target) => {
  const folder = /\.[cm]?[jt]sx?$/.test(path) ? path.slice(0, path.lastIndexOf("/")) : path;
  const rel = relative(folder, `${WEB_SRC}/${target}`);
  return `^(?:@/${esc(target)}|${esc(rel.startsWith(".") ? rel : `./${rel}`)})(?:/|$)`;
};
const NO_AUTH_SERVER_MESSAGE =
  "auth/server/ is next-auth's server side (its options, callbacks, token refresh, guards): browser code does not import it (house rule 5). The browser's session is in auth/client/; getServerSideProps (a page, a feature's server.ts / *-server.ts / *-props.ts) may import it.";
const NO_AUTH_CLIENT_MESSAGE =
  "Server code does not import auth/client/ (house rule 5): it is the browser's session (the React provider, hooks, sign-in and sign-out as form posts) and does nothing on the server. Read the session with auth/server/guard.ts (getServerSession).";
const NO_SERVER_MESSAGE =
  "server/ is the web server's own code (its environment, security headers, the API forward): browser code does not import it (house rule 5). A page's getServerSideProps lives in the page or in a feature's server.ts / *-server.ts / *-props.ts, which may.";

/** The import rules of the first-load JS budget for one folder or file of apps/web (empty for tests). */
function firstLoadImportRulesFor(path) {
  if (!isUnder(path, WEB_SRC) || isWebTestCode(path)) return { paths: [], patterns: [] };
  const isServerOnly = WEB_SERVER_ONLY.some((prefix) => isUnder(path, prefix));
  const isScreen = isUnder(path, `${WEB_SRC}/features`) || (isUnder(path, `${WEB_SRC}/pages`) && !isServerOnly);
  const paths = [NO_NEXT_LINK];
  const patterns = [NO_STATIC_LOTTIE];
  if (path === APP_SHELL || isUnder(path, APP_LAYER)) paths.push(NO_NEXT_HEAD_IN_APP);
  if (!isServerOnly) paths.push(NO_CONTRACT_INDEX);
  // shared/ decides itself what loads when (api-request, version-check and the modal store are loaded with import()).
  if (isScreen && isLazyForm(path)) patterns.push(NO_STATIC_BRIDGE, NO_API_REQUEST);
  else if (isScreen) patterns.push(NO_CONTRACT_SCHEMAS, NO_STATIC_BRIDGE, NO_API_REQUEST, NO_STATIC_FORM);
  // _app mounts the modal host from its own file, so that openModal is in the first load only of pages that use it.
  if (isScreen && path !== APP_SHELL) patterns.push(NO_MODAL_INTERNALS);
  const isServerCode = isServerOnly || isServerModuleName(path) || SERVER_ENTRY_POINTS.some((prefix) => isUnder(path, prefix));
  if (!isServerCode) patterns.push(noServerFrom(path), restricted(importOfFolder(path, "auth/server"), NO_AUTH_SERVER_MESSAGE));
  if (isServerOnly) patterns.push(restricted(importOfFolder(path, "auth/client"), NO_AUTH_CLIENT_MESSAGE));
  // Types are erased from the bundle: `import type` is always fine.
  return { paths, patterns: patterns.map((pattern) => ({ ...pattern, allowTypeImports: true })) };
}

// ---------------------------------------------------------------------------------------------- import rules per folder
// no-restricted-imports takes one option list per file (a later config replaces an earlier one's), so the boundaries
// and the first-load rules are merged into one override per folder, plus one per file whose rules differ from its
// folder's (`_app.tsx`, the server-only modules).

/**
 * One data path: a feature's reads are declared in its `api.ts` (hooks over `useApi`/`useScreenData`, the server's
 * prefetch lists), and its components read through those; `useApi` or `useScreenData` anywhere else in a feature is
 * refused.
 */
const READ_OUTSIDE_API_MESSAGE =
  "A feature's reads are declared in its api.ts (house rule 2, one data path): add a hook there (e.g. useHomeRead, useCarBattery) and read through it, so the server's prefetch list and the components name the same reads.";
const NO_READ_OUTSIDE_API = [
  { name: "@/shared/fetcher", importNames: ["useApi"], message: READ_OUTSIDE_API_MESSAGE },
  { name: "@/shared/screen-data", importNames: ["useScreenData"], message: READ_OUTSIDE_API_MESSAGE },
];
const isFeatureCode = (path) => isUnder(path, `${WEB_SRC}/features`) && !isWebTestCode(path);
function dataPathRulesFor(path) {
  return isFeatureCode(path) && !/\/api\.ts$/.test(path) ? NO_READ_OUTSIDE_API : [];
}

function importConfig(name, files, folder, path) {
  const patterns = importRulesFor(folder);
  const firstLoad = firstLoadImportRulesFor(path);
  return {
    name,
    files,
    rules: {
      "no-restricted-imports": [
        "error",
        { paths: [...firstLoad.paths, ...dataPathRulesFor(path)], patterns: [...patterns, ...firstLoad.patterns] },
      ],
      "no-restricted-syntax": ["error", ...dynamicImportSelectors(patterns)],
    },
  };
}

const SOURCE_FILE = /\.(?:ts|tsx|mts|cts|js|jsx|mjs|cjs)$/;
const BOUNDED_PACKAGES = ["apps/web", "apps/api", "packages/contract"];
const boundaries = BOUNDED_PACKAGES.flatMap(foldersUnder).flatMap((folder) => {
  const own = importConfig(`evsafe/imports ${folder}`, [`${globEscape(folder)}/${SOURCE}`], folder, folder);
  const rulesOf = (path) => JSON.stringify([firstLoadImportRulesFor(path), dataPathRulesFor(path)]);
  const sameAsFolder = rulesOf(folder);
  const files = readdirSync(join(ROOT, folder), { withFileTypes: true })
    .filter((entry) => entry.isFile() && SOURCE_FILE.test(entry.name))
    .map((entry) => `${folder}/${entry.name}`)
    .filter((file) => rulesOf(file) !== sameAsFolder);
  return [own, ...files.map((file) => importConfig(`evsafe/imports ${file}`, [globEscape(file)], folder, file))];
});

/** Intl and the toLocale* methods: numbers and dates on screen go through shared/format.ts and shared/format-number.ts. */
const INTL_MESSAGE =
  'Format dates with @/shared/format and numbers with @/shared/format-number: the first ko-KR Intl formatter loads its locale data, tens of milliseconds of main thread while a page hydrates (docs/performance.md "Lighthouse notes").';
const webBrowserCode = {
  files: [`${WEB_SRC}/**/${SOURCE}`],
  ignores: [
    `${WEB_SRC}/**/__tests__/**`,
    `${WEB_SRC}/**/*.test.*`,
    `${WEB_SRC}/testing/**`,
    ...WEB_SERVER_ONLY.map((p) => (p.endsWith("/") ? `${p}**` : p)),
  ],
};
const firstLoadSyntax = [
  {
    name: "evsafe/first-load web",
    ...webBrowserCode,
    ignores: [...webBrowserCode.ignores, `${WEB_SRC}/shared/format.ts`, `${WEB_SRC}/shared/format-number.ts`],
    rules: {
      "no-restricted-globals": ["error", { name: "Intl", message: INTL_MESSAGE }],
      "no-restricted-properties": [
        "error",
        ...["toLocaleString", "toLocaleDateString", "toLocaleTimeString"].map((property) => ({ property, message: INTL_MESSAGE })),
        {
          object: "z",
          property: "locales",
          message:
            'Import zod\'s locale by path (zod/v4/locales/ko.js): z.locales brings every language (docs/performance.md "Lighthouse notes").',
        },
      ],
    },
  },
  {
    name: "evsafe/first-load features",
    files: [`${WEB_SRC}/features/**/${SOURCE}`],
    ignores: webBrowserCode.ignores,
    rules: {
      "no-restricted-globals": [
        "error",
        { name: "Intl", message: INTL_MESSAGE },
        ...["fetch", "XMLHttpRequest"].map((name) => ({
          name,
          message:
            'Only @/shared/api-client touches the network (house rule 2): features call api("callName", …), which applies the contract and SPEC §8\'s error policy.',
        })),
      ],
    },
  },
];

/**
 * One form path (CONTRIBUTING "Adding a screen"): a `<form>` in apps/web is react-hook-form over a zod schema
 * (`useZodForm` of shared/form, with its fields, single-flight submit and API-error placement) in a `forms/` module,
 * which its screen loads with import(). So every form says a refusal beside its field, keeps the input, sends once
 * and focuses the first invalid field the same way.
 */
const FORM_PATH_MESSAGE =
  'A <form> lives in a forms/ module and uses useZodForm from @/shared/form/use-zod-form (with shared/form\'s fields and useSubmitOnce): one form path, so every form places errors, keeps input, sends once and focuses the first invalid field alike (CONTRIBUTING "Adding a screen").';
const formPathPlugin = {
  rules: {
    "form-on-shared-form": {
      meta: { type: "problem", schema: [], messages: { formPath: FORM_PATH_MESSAGE } },
      create(context) {
        const inForms = /[\\/]forms[\\/][^\\/]+$/.test(context.filename);
        let usesZodForm = false;
        const forms = [];
        return {
          'CallExpression[callee.name="useZodForm"]'() {
            usesZodForm = true;
          },
          'JSXOpeningElement[name.name="form"]'(node) {
            forms.push(node);
          },
          "Program:exit"() {
            if (inForms && usesZodForm) return;
            for (const node of forms) context.report({ node, messageId: "formPath" });
          },
        };
      },
    },
  },
};
const formPath = {
  name: "evsafe/one form path",
  files: [`${WEB_SRC}/**/*.tsx`],
  ignores: [
    `${WEB_SRC}/**/__tests__/**`,
    `${WEB_SRC}/testing/**`,
    // Still a form of its own: its date fields lost the focus to react-hook-form's submit in Chromium (driving.spec).
    `${WEB_SRC}/features/driving/components/range-picker.tsx`,
  ],
  plugins: { evsafe: formPathPlugin },
  rules: { "evsafe/form-on-shared-form": "error" },
};

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
  ...firstLoadSyntax,
  formPath,
);
