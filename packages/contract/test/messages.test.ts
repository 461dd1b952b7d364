import { describe, expect, it } from "vitest";
import { BoolResultSchema, IdSchema, Str } from "../src/schemas";

/** zod's own messages (not the contract's custom ones) come from the Korean locale set in src/schemas.ts. */
describe("validation messages", () => {
  const message = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message ?? "";

  it("are Korean for zod's built-in checks", () => {
    expect(message(IdSchema.safeParse("abc"))).toMatch(/[가-힣]/);
    expect(message(IdSchema.safeParse(-1))).toMatch(/[가-힣]/);
    expect(message(Str(3).safeParse("abcd"))).toMatch(/[가-힣]/);
    expect(message(BoolResultSchema.safeParse({ result: "yes" }))).toMatch(/[가-힣]/);
  });

  it("are not zod's English defaults", () => {
    expect(message(IdSchema.safeParse("abc"))).not.toMatch(/Invalid input|expected/i);
  });
});
