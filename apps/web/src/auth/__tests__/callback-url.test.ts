import { describe, expect, it } from "vitest";
import { isSafeCallbackUrl, signInUrl, toSafeCallbackPath } from "../callback-url";

const ORIGIN = "https://app.example.com";

describe("isSafeCallbackUrl", () => {
  it.each(["/home", "/menu?tab=1", "/diagnosis#top", "/", `${ORIGIN}/home`, `${ORIGIN}/a?b=c`])("accepts %s", (url) => {
    expect(isSafeCallbackUrl(url, ORIGIN)).toBe(true);
  });

  it.each([
    "//evil.example",
    "/\\evil.example",
    "\\\\evil.example",
    "/\t/evil.example",
    "javascript:alert(1)",
    "JavaScript:alert(1)",
    "data:text/html,hi",
    "https://evil.example/home",
    "http://app.example.com/home", // other scheme = other origin
    "https://app.example.com.evil.example/",
    "https://app.example.com:8443/",
    "home",
    "",
    "https://user@evil.example",
  ])("rejects %j", (url) => {
    expect(isSafeCallbackUrl(url, ORIGIN)).toBe(false);
  });

  it("rejects non-strings and a bad origin", () => {
    expect(isSafeCallbackUrl(undefined, ORIGIN)).toBe(false);
    expect(isSafeCallbackUrl(["/home"], ORIGIN)).toBe(false);
    expect(isSafeCallbackUrl("/home", "not an origin")).toBe(false);
  });

  it("gives the same-origin path of a safe URL, null otherwise", () => {
    expect(toSafeCallbackPath(`${ORIGIN}/menu?x=1#y`, ORIGIN)).toBe("/menu?x=1#y");
    expect(toSafeCallbackPath("/home", ORIGIN)).toBe("/home");
    expect(toSafeCallbackPath("//evil.example/home", ORIGIN)).toBeNull();
  });

  it("builds the sign-in URL with error and callbackUrl", () => {
    expect(signInUrl("/menu?a=1", "SessionRequired")).toBe("/signin?error=SessionRequired&callbackUrl=%2Fmenu%3Fa%3D1");
    expect(signInUrl()).toBe("/signin");
  });
});
