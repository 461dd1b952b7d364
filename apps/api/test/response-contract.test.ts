import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { calls } from "@evsafe/contract";
import { defineRoute } from "../src/http/route";
import type { Deps } from "../src/http/context";

/** A bare app with one route whose handler answers what the test gives it (no database needed for a public call). */
async function appAnswering(answer: unknown) {
  const app = Fastify();
  app.decorate("deps", { config: { basePath: "/evsafe/api" } } as unknown as Deps);
  app.decorateRequest("user", null);
  defineRoute(app, calls.healthCheck, () => answer as never);
  await app.ready();
  return app;
}

const HEALTH = { status: "UP", database: "UP", dbLatencyMs: 1, apiVersion: "1.0.0", serverTime: "2026-11-22T05:00:00.000Z" };

describe("answers leave as the contract's parse of the handler's result", () => {
  it("drops keys the contract does not name, whatever the mode", async () => {
    const app = await appAnswering({ ...HEALTH, passwordHash: "scrypt$secret", ci: "x".repeat(88) });
    const res = await app.inject({ method: "GET", url: "/health-check" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ results: HEALTH });
    expect(res.body).not.toContain("secret");
    await app.close();
  });

  it("refuses to send an answer that breaks the contract", async () => {
    const app = await appAnswering({ ...HEALTH, status: "DOWN" });
    const res = await app.inject({ method: "GET", url: "/health-check" });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain("DOWN");
    await app.close();
  });
});
