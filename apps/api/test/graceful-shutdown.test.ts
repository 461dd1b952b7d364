import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";

/** A port nothing listens on right now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

async function until<T>(what: string, fn: () => Promise<T | undefined>, timeoutMs = 90_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const v = await fn().catch(() => undefined);
    if (v !== undefined) return v;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const API_DIR = fileURLToPath(new URL("..", import.meta.url));
let child: ChildProcess | undefined;

afterAll(() => {
  if (child && child.exitCode === null) child.kill("SIGKILL");
});

describe("graceful shutdown", () => {
  it(
    "on SIGTERM, readiness turns 503, every request in flight gets its full answer, then the process exits 0",
    { timeout: 180_000 },
    async () => {
      const [apiPort, metricsPort] = [await freePort(), await freePort()];
      const api = `http://127.0.0.1:${apiPort}`;
      const base = `${api}/evsafe/api`;
      const readyz = `http://127.0.0.1:${metricsPort}/readyz`;
      let output = "";
      child = spawn(process.execPath, ["--import", "tsx", "src/server.ts"], {
        cwd: API_DIR,
        env: {
          ...process.env,
          NODE_ENV: "test",
          DATA_DIR: "memory://",
          SEED: "0",
          API_FAULTS: "1",
          API_PORT: String(apiPort),
          METRICS_PORT: String(metricsPort),
          LOG_LEVEL: "warn",
        },
        stdio: ["ignore", "pipe", "pipe"],
      });
      child.stdout!.on("data", (d) => (output += String(d)));
      child.stderr!.on("data", (d) => (output += String(d)));
      const exited = new Promise<number | null>((resolve) => child!.once("exit", (code) => resolve(code)));

      await until("readiness", async () => ((await fetch(readyz)).status === 200 ? true : undefined));
      expect((await fetch(`${api}/readyz`)).status).toBe(200);

      // Every health-check waits 1.5 s before it is served: all are in flight when the signal comes.
      const COUNT = 30;
      const fault = await fetch(`${base}/__faults`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ path: "health-check", delayMs: 1500, count: COUNT }),
      });
      expect(fault.status).toBe(201);
      const answers = Array.from({ length: COUNT }, async () => {
        const res = await fetch(`${base}/health-check`);
        return { status: res.status, body: (await res.json()) as { results?: { status?: string } } };
      });
      // The fault is used up once every request has arrived.
      await until("all requests in flight", async () => {
        const pending = (await (await fetch(`${base}/__faults`)).json()) as { results: unknown[] };
        return pending.results.length === 0 ? true : undefined;
      });

      child.kill("SIGTERM");
      await until("readiness to turn 503", async () => ((await fetch(readyz)).status === 503 ? true : undefined), 1000);

      const results = await Promise.all(answers);
      expect(results.map((r) => r.status)).toEqual(Array(COUNT).fill(200));
      expect(results.every((r) => r.body.results?.status === "UP")).toBe(true);
      expect(await exited, output).toBe(0);
      await expect(fetch(`${base}/health-check`)).rejects.toThrow();
    },
  );
});
