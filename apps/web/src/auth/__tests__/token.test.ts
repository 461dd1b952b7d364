import { describe, expect, it } from "vitest";
import { decodeAccessToken, TokenDecodeError } from "../server/token";
import { b64url, makeAccessToken } from "./jwt-factory";

function reasonOf(token: unknown): string {
  try {
    decodeAccessToken(token);
  } catch (err) {
    expect(err).toBeInstanceOf(TokenDecodeError);
    return (err as TokenDecodeError).reason;
  }
  throw new Error("decodeAccessToken did not throw");
}

describe("decodeAccessToken (SPEC §5)", () => {
  it("reads the claims of a well-formed token, Korean names included", () => {
    const claims = decodeAccessToken(makeAccessToken({ userName: "이서연", sub: "42" }, 1_800_000_000));
    expect(claims).toEqual({ userId: "demo", userName: "이서연", sub: "42", iat: 1_800_000_000, exp: 1_800_001_800 });
  });

  it.each([undefined, null, 42, {}, ["a.b.c"], true])("fails on a non-string (%s)", (value) => {
    expect(reasonOf(value)).toBe("NOT_A_STRING");
  });

  it.each(["", "onlyone", "two.parts", "a..c", ".b.c", "a.b.", "a.b.c.d"])("fails on a missing part (%j)", (value) => {
    expect(reasonOf(value)).toBe("MISSING_PART");
  });

  it.each([
    ["a character outside base64url", "eyJ.e+J9.sig"],
    ["a slash (plain base64, not base64url)", "eyJ.ab/c.sig"],
    ["an impossible length", "eyJ.abcde.sig"],
    ["bytes that are not UTF-8", `eyJ.${Buffer.from([0xff, 0xfe, 0xfd]).toString("base64url")}.sig`],
  ])("fails on bad base64: %s", (_label, value) => {
    expect(reasonOf(value)).toBe("BAD_BASE64");
  });

  it.each([
    ["not JSON at all", b64url("hello")],
    ["truncated JSON", b64url('{"sub":"1"')],
  ])("fails on bad JSON: %s", (_label, payload) => {
    expect(reasonOf(`${b64url("{}")}.${payload}.sig`)).toBe("BAD_JSON");
  });

  it.each([
    ["a JSON array", b64url("[1,2]")],
    ["no exp", b64url(JSON.stringify({ sub: "1", userId: "demo", userName: "김", iat: 1 }))],
    ["a string exp", b64url(JSON.stringify({ sub: "1", userId: "demo", userName: "김", iat: 1, exp: "2" }))],
  ])("fails when required claims are missing: %s", (_label, payload) => {
    expect(reasonOf(`${b64url("{}")}.${payload}.sig`)).toBe("BAD_CLAIMS");
  });

  it("accepts padded base64url", () => {
    const [h, p, s] = makeAccessToken().split(".");
    const padded = p! + "=".repeat((4 - (p!.length % 4)) % 4);
    expect(decodeAccessToken(`${h}.${padded}.${s}`).userId).toBe("demo");
  });
});
