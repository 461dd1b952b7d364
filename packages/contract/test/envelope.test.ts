import { describe, expect, it } from "vitest";
import { z } from "zod";
import { ERROR_CODES, SERVICE_EXPIRED_MESSAGE } from "../src/constants";
import { ApiErrorSchema, successEnvelope, unwrap } from "../src/envelope";

describe("unwrap", () => {
  it("takes results when present", () => {
    expect(unwrap({ results: { a: 1 } })).toEqual({ a: 1 });
    expect(unwrap({ results: [1, 2], data: "ignored" })).toEqual([1, 2]);
  });

  it("keeps falsy results rather than falling through to data", () => {
    expect(unwrap({ results: null, data: 1 })).toBeNull();
    expect(unwrap({ results: 0 })).toBe(0);
    expect(unwrap({ results: false })).toBe(false);
  });

  it("falls back to data (the provider's older endpoints)", () => {
    expect(unwrap({ data: { b: 2 } })).toEqual({ b: 2 });
    expect(unwrap({ data: null })).toBeNull();
  });

  it("returns anything else unchanged", () => {
    const plain = { a: 1 };
    expect(unwrap(plain)).toBe(plain);
    expect(unwrap(null)).toBeNull();
    expect(unwrap(undefined)).toBeUndefined();
    expect(unwrap("text")).toBe("text");
    expect(unwrap(5)).toBe(5);
    expect(unwrap([1])).toEqual([1]);
  });
});

describe("envelopes", () => {
  it("successEnvelope wraps a schema as { results }", () => {
    const s = successEnvelope(z.object({ n: z.number() }));
    expect(s.parse({ results: { n: 1 } })).toEqual({ results: { n: 1 } });
    expect(s.safeParse({ data: { n: 1 } }).success).toBe(false);
  });

  it("ApiErrorSchema requires code and message", () => {
    expect(ApiErrorSchema.safeParse({ error: { code: ERROR_CODES.NOT_FOUND, message: "없습니다." } }).success).toBe(true);
    expect(ApiErrorSchema.safeParse({ error: { code: "X" } }).success).toBe(false);
    expect(ApiErrorSchema.safeParse({ message: "x" }).success).toBe(false);
  });

  it("error codes are unique and the service-expired text is Korean", () => {
    const values = Object.values(ERROR_CODES);
    expect(new Set(values).size).toBe(values.length);
    expect(ERROR_CODES.SERVICE_EXPIRED).toBe("SERVICE_EXPIRED");
    expect(SERVICE_EXPIRED_MESSAGE).toMatch(/서비스 만료일이 지났습니다/);
  });
});
