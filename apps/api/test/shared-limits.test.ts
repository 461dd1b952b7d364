/**
 * The limits and texts the API shares with the web server's forwarder come from the contract
 * (constants/limits.ts, ERROR_MESSAGES), so the forwarder refuses and words what the API would.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ERROR_CODES, ERROR_MESSAGES, JSON_BODY_MAX_BYTES } from "@evsafe/contract";
import { DEFAULT_FILE_MAX_BYTES } from "@evsafe/contract/constants/limits";
import { loadConfig } from "../src/config";
import { createTestApp, type TestApp } from "./helpers";

const JSON_TYPE = { "content-type": "application/json" };
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe("limits and texts shared with the web server", () => {
  it("the largest file defaults to the contract's value", () => {
    expect(loadConfig({ NODE_ENV: "test", DATA_DIR: "memory://" }).fileMaxBytes).toBe(DEFAULT_FILE_MAX_BYTES);
  });

  it("a JSON body over the contract's limit is refused 413 in the shared words; one at the limit is read", async () => {
    const over = await t.call("POST", "auth/login", { headers: JSON_TYPE, body: `"${"x".repeat(JSON_BODY_MAX_BYTES - 1)}"` });
    expect(over.statusCode).toBe(413);
    expect(over.json()).toEqual({ error: { code: ERROR_CODES.PAYLOAD_TOO_LARGE, message: ERROR_MESSAGES.PAYLOAD_TOO_LARGE } });
    const atLimit = await t.call("POST", "auth/login", { headers: JSON_TYPE, body: `"${"x".repeat(JSON_BODY_MAX_BYTES - 2)}"` });
    expect(atLimit.statusCode).toBe(400);
  });

  it("an address no route serves answers 404 in the shared words", async () => {
    const res = await t.call("GET", "no-such-call");
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: ERROR_CODES.NOT_FOUND, message: ERROR_MESSAGES.UNKNOWN_ADDRESS } });
  });
});
