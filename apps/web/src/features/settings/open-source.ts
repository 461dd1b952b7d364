import list from "./open-source-licences.json";

/**
 * The web app's runtime dependencies with their licences, and the web build's version: generated from node_modules
 * by `node apps/web/scripts/open-source-licences.mjs` (a unit test keeps it equal to package.json).
 */
export interface OpenSourcePackage {
  name: string;
  version: string;
  license: string;
}

export const OPEN_SOURCE_PACKAGES: readonly OpenSourcePackage[] = list.packages;
export const WEB_VERSION: string = list.webVersion;
