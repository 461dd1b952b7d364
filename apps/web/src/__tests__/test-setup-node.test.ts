import { describe, expect, it } from "vitest";

// A file on the Node environment renders nothing, so vitest.setup.ts loads neither jest-dom nor Testing Library for it.
describe("the web tests' setup on the Node environment", () => {
  it("has no DOM and no jest-dom matchers", () => {
    expect(typeof document).toBe("undefined");
    expect(() => expect(null).toBeInTheDocument()).toThrow(/Invalid Chai property: toBeInTheDocument/);
  });
});
