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

  // What a browser would make of the value decides, never the raw string: each of these resolves on our origin to a
  // path starting with `//`, which a browser given it as a Location reads as the host evil.example.
  it.each([
    "/.//evil.example/phish",
    "/..//evil.example/phish",
    "/%2e//evil.example/phish",
    "/%2E%2E//evil.example/phish",
    "/a/..//evil.example/phish",
    "/./%2e/.//evil.example",
    "/\\evil.example/phish",
    "/.\\/evil.example",
    "/\t/evil.example",
    "/.\t//evil.example",
    "/\n/evil.example",
    `${ORIGIN}//evil.example/phish`,
    `${ORIGIN}/.//evil.example/phish`,
    "https:/.//evil.example",
  ])("rejects %j, which resolves to a protocol-relative path", (url) => {
    expect(isSafeCallbackUrl(url, ORIGIN)).toBe(false);
    expect(toSafeCallbackPath(url, ORIGIN)).toBeNull();
  });

  it.each([
    ["/a/../menu", "/menu"],
    ["/./home", "/home"],
    ["/%2e/home?x=1", "/home?x=1"],
    // Encoded slashes and backslashes stay encoded in the path: one segment on our host, never a host.
    ["/%2F%2Fevil.example/phish", "/%2F%2Fevil.example/phish"],
    ["/%5C%5Cevil.example", "/%5C%5Cevil.example"],
    ["/%2f/evil.example", "/%2f/evil.example"],
  ])("answers %j as the resolved path %j", (url, path) => {
    expect(toSafeCallbackPath(url, ORIGIN)).toBe(path);
    expect(isSafeCallbackUrl(url, ORIGIN)).toBe(true);
  });

  it("builds the sign-in URL with error and callbackUrl", () => {
    expect(signInUrl("/menu?a=1", "SessionRequired")).toBe("/signin?error=SessionRequired&callbackUrl=%2Fmenu%3Fa%3D1");
    expect(signInUrl()).toBe("/signin");
  });
});
