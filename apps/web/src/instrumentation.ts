/**
 * Next calls `register()` once when a server process starts. In the Node.js runtime it starts the web tier's
 * request metrics and its operators' listener (`/metrics`, `/livez`, `/readyz`: server/ops.ts,
 * docs/operations.md "Web tier"); nothing of it reaches the browser.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    const { startOps } = await import("./server/ops");
    await startOps();
  }
}
