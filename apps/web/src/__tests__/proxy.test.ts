import { describe, expect, it } from "vitest";
import { withoutSessionCookies } from "../proxy";

describe("withoutSessionCookies", () => {
  it("keeps other cookies and drops next-auth's", () => {
    expect(
      withoutSessionCookies("a=1; next-auth.session-token=x; __Secure-next-auth.session-token=y; __Host-next-auth.csrf-token=z; b=2"),
    ).toBe("a=1; b=2");
    expect(withoutSessionCookies("next-auth.callback-url=/home")).toBe("");
    expect(withoutSessionCookies(null)).toBe("");
  });
});
