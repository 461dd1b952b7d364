// Types of generate-font-subset.mjs for the TypeScript callers (src/styles/__tests__/pretendard-app.test.ts).
export const webDir: string;
export const FAMILY: string;
export const FONT_OUT: string;
export const CSS_OUT: string;
export const FONT_BUDGET_BYTES: number;
export function collectAppCodePoints(dirs?: string[]): number[];
export function unicodeRange(points: number[]): string;
export function sha256(bytes: Uint8Array): string;
export function css(points: number[], fontBytes: Uint8Array): string;
