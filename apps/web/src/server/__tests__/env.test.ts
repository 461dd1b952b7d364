import { describe, expect, it } from "vitest";
import { parseServerEnv } from "../env";

describe("parseServerEnv", () => {
  it("has defaults and trims a trailing slash", () => {
    expect(parseServerEnv({})).toEqual({
      PRODUCT: "evsafe",
      API_ORIGIN: "http://127.0.0.1:4000",
      SIMULATORS: false,
      WEB_TRUST_PROXY: "none",
    });
    expect(parseServerEnv({ API_ORIGIN: "https://api.example.com/", PRODUCT: "" }).API_ORIGIN).toBe("https://api.example.com");
  });

  it("refuses bad values with a Korean message", () => {
    expect(() => parseServerEnv({ API_ORIGIN: "ftp://x" })).toThrow(/API_ORIGIN/);
    expect(() => parseServerEnv({ PRODUCT: "Ev Safe" })).toThrow(/PRODUCT는 영문 소문자/);
    expect(() => parseServerEnv({ SIMULATORS: "yes" })).toThrow(/SIMULATORS는 0 또는 1/);
  });

  it("turns demo mode on only for SIMULATORS=1", () => {
    expect(parseServerEnv({ SIMULATORS: "1" }).SIMULATORS).toBe(true);
    expect(parseServerEnv({ SIMULATORS: "0" }).SIMULATORS).toBe(false);
  });
});
