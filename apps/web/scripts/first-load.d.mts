// Types of first-load.mjs for the TypeScript callers (e2e/specs/budget.spec.ts).
export interface RouteFirstLoad {
  /** gzip -9 of `/_app`'s .js files plus the route's own, in bytes. */
  firstLoadBytes: number;
  /** gzip -9 of `/_app`'s .js files plus the route's own, in kB (one decimal). */
  firstLoadKb: number;
  /** The route's own .js files only. */
  ownKb: number;
  cssKb: number;
}
export const webDir: string;
export const benchDir: string;
export const emptyDir: string;
export const FIRST_LOAD_RATIO_TARGET: number;
export const HYDRATION_PAGES: readonly { path: string; signedIn: boolean }[];
export function firstLoad(nextDir: string): Record<string, RouteFirstLoad>;
export function writeEmptyApp(): void;
export function buildEmptyApp(): number;
export function emptyFirstLoad(): RouteFirstLoad;
