/**
 * Cross-cutting: no call answers 5xx to anything a client can send:
 * a missing or garbage Authorization, an empty body, wrong JSON types, broken JSON,
 * unknown or hostile path ids, junk query values. Every contract call is probed.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildPath, calls, type CallDef } from "@evsafe/contract";
import { createTestApp, type TestApp } from "./helpers";

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.token("demo");
});
afterAll(() => t.close());

// Calls that end the demo session come last so the others are probed signed in.
const ORDER_LAST = new Set(["DELETE users/withdraw", "POST auth/logout"]);
const entries = Object.entries(calls as Record<string, CallDef>).sort(
  ([, a], [, b]) => Number(ORDER_LAST.has(`${a.method} ${a.path}`)) - Number(ORDER_LAST.has(`${b.method} ${b.path}`)),
);

const HOSTILE_IDS = ["999999999", "0", "-1", "abc", "..%2F..%2Fetc%2Fpasswd", "9".repeat(30), "%00", "1.5"];
const JUNK_BODIES: unknown[] = [{}, [], "text", 42, null, { a: { b: [1, 2, 3] } }];

function pathWith(call: CallDef, value: string): string {
  const names = [...call.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
  return buildPath(call.path, Object.fromEntries(names.map((n) => [n, "X"]))).replace(/X/g, value);
}

/** A body whose every top-level field has the wrong type. */
function wrongTypes(call: CallDef): unknown {
  const shape = (call.body as { shape?: Record<string, unknown> } | undefined)?.shape;
  if (!shape) return { unexpected: true };
  return Object.fromEntries(Object.keys(shape).map((k, i) => [k, i % 2 ? [{ nested: true }] : 12345]));
}

/** A body whose every top-level field is text with a NUL byte (PostgreSQL cannot store it). */
function nulStrings(call: CallDef): unknown {
  const shape = (call.body as { shape?: Record<string, unknown> } | undefined)?.shape;
  return Object.fromEntries(Object.keys(shape ?? { text: 1 }).map((k) => [k, "a\u0000b"]));
}

const is4xx = (status: number) => status >= 400 && status < 500;

describe.each(entries)("%s", (_name, call) => {
  const send = (path: string, opts: Parameters<TestApp["call"]>[2]) => t.call(call.method, path, opts);
  const validPath = () => pathWith(call, "1");

  it("no 5xx without a token, with a garbage or malformed one", async () => {
    for (const headers of [
      {} as Record<string, string>,
      { authorization: "Bearer garbage" },
      { authorization: "Bearer a.b.c" },
      { authorization: "Token x" },
    ]) {
      const res = await send(validPath(), { headers });
      expect(res.statusCode, `${res.statusCode} ${res.body}`).toBeLessThan(500);
      if (call.auth !== "public") expect(res.statusCode).toBe(401);
    }
  });

  it("no 5xx for empty, broken or wrongly typed bodies", async () => {
    const bodies = [...JUNK_BODIES, wrongTypes(call), nulStrings(call)];
    for (const body of bodies) {
      const res = await send(validPath(), { token, body: JSON.stringify(body), headers: { "content-type": "application/json" } });
      expect(res.statusCode, `${JSON.stringify(body)} → ${res.statusCode} ${res.body}`).toBeLessThan(500);
    }
    const broken = await send(validPath(), { token, body: "{not json", headers: { "content-type": "application/json" } });
    expect(broken.statusCode).toBeLessThan(500);
    if (call.method !== "GET") expect(is4xx(broken.statusCode)).toBe(true);
  });

  it("no 5xx for unknown or hostile path ids and junk query values", async () => {
    if (!call.path.includes("{") && !call.query) return;
    for (const id of HOSTILE_IDS) {
      const res = await send(pathWith(call, id), { token });
      expect(res.statusCode, `${id} → ${res.statusCode} ${res.body}`).toBeLessThan(500);
    }
    if (call.query) {
      const junk = Object.fromEntries(Object.keys(call.query.shape).map((k) => [k, "%%%' OR 1=1 --"]));
      const res = await send(validPath(), { token, query: junk });
      expect(res.statusCode, `${res.statusCode} ${res.body}`).toBeLessThan(500);
    }
  });
});

describe("unknown routes", () => {
  it("answer a Korean 404 envelope", async () => {
    const res = await t.call("GET", "no/such/route");
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toMatch(/[가-힣]/);
  });
});
