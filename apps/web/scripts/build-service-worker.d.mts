// Types of build-service-worker.mjs for next.config.ts.
/** Writes `<distDir>/sw.js`; resolves how many files it precaches and their size in bytes. */
export function buildServiceWorker(distDir: string): Promise<{ count: number; size: number }>;
