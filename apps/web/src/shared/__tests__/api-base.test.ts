import { describe, expect, it } from "vitest";
import { HTTP_TIMEOUT_MS } from "../api-base";

describe("api-base", () => {
  it("uses the SPEC §7 timeout of 150000 ms", () => {
    expect(HTTP_TIMEOUT_MS).toBe(150_000);
  });
});
