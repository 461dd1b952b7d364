// Types of generate-proxy-matcher.mjs for the TypeScript callers (src/__tests__/proxy-matcher.test.ts).
export const PAGES_DIR: string;
export const PROXY_FILE: string;
export const BEGIN: string;
export const END: string;
export function isPerRequest(source: string): boolean;
export interface PerRequestRoutes {
  pages: string[];
  folders: string[];
}
export function perRequestRoutes(pagesDir?: string): PerRequestRoutes;
export function matcherSources(routes: PerRequestRoutes): { pages: string; folders: string };
export function matcherBlock(routes?: PerRequestRoutes): string;
export function withMatcher(proxySource: string, block?: string): Promise<string>;
export const VITALS_FILE: string;
export const VITALS_BEGIN: string;
export const VITALS_END: string;
export function pageRoutes(pagesDir?: string): string[];
export function vitalsRoutesBlock(routes?: string[]): string;
export function withVitalsRoutes(source: string, block?: string): Promise<string>;
