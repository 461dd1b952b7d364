import { describe, expect, it } from "vitest";
import { z } from "zod";
import { ServiceSignupBodySchema } from "../src/areas/auth";
import { fieldLabel, fieldMessage } from "../src/field-messages";
import { calls } from "../src/index";
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

describe("messages that name the field", () => {
  const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
    result.error?.issues.map((i) => i.message) ?? [];

  it("say which field and what to do, in Korean, on the service sign-up's delivery form", () => {
    const delivery = ServiceSignupBodySchema.shape.delivery;
    const empty = messages(delivery.safeParse({ receiverName: "", receiverPhone: "", zip: "", addr: "", daddr: "" }));
    expect(empty).toContain("받는 분 이름을 입력해 주세요.");
    expect(empty).toContain("주소를 입력해 주세요.");
    expect(empty).toContain("상세 주소를 입력해 주세요.");
    expect(empty.join(" ")).not.toMatch(/string|너무 작습니다/);
    const long = messages(
      delivery.safeParse({ receiverName: "가".repeat(51), receiverPhone: "01012345678", zip: "12345", addr: "서울", daddr: "1" }),
    );
    expect(long).toContain("받는 분 이름은 50자 이하로 입력해 주세요.");
  });

  it("a schema's own message wins; an unnamed key is 이 항목; particles follow the last syllable", () => {
    expect(messages(Str(10).safeParse("a\u0001"))).toEqual(["제어 문자는 입력할 수 없습니다"]);
    expect(messages(z.object({ somethingNew: Str(10) }).safeParse({ somethingNew: "" }))).toEqual(["이 항목을 입력해 주세요."]);
    expect(fieldLabel(["delivery", "zip"])).toBe("우편번호");
    expect(fieldMessage({ code: "too_small", origin: "string", minimum: 1, path: ["memo"] })).toBe("배송 메모를 입력해 주세요.");
    expect(fieldMessage({ code: "too_small", origin: "string", minimum: 8, path: ["password"] })).toBe(
      "비밀번호는 8자 이상 입력해 주세요.",
    );
  });

  it("no body of any call answers an empty or wrong-typed submission with Latin text", () => {
    const latin: string[] = [];
    for (const [name, call] of Object.entries(calls)) {
      const body = (call as { body?: z.ZodType }).body;
      if (!body) continue;
      for (const input of [{}, { a: 1 }, []]) {
        for (const m of messages(body.safeParse(input))) if (/[A-Za-z]/.test(m)) latin.push(`${name}: ${m}`);
      }
    }
    expect(latin).toEqual([]);
  });
});
