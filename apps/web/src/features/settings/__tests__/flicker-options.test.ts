import { describe, expect, it } from "vitest";
import { FLICKER_OPTIONS } from "@evsafe/contract/constants/account";
import { FLICKER_CHOICES, FLICKER_EXPLANATION } from "../flicker-options";

describe("flicker options", () => {
  it("offers the contract's five periods in order", () => {
    expect(FLICKER_CHOICES.map((c) => c.value)).toEqual([...FLICKER_OPTIONS]);
  });

  it("says in Korean what each period does on the home screen", () => {
    expect(FLICKER_CHOICES.map(({ label, description }) => [label, description])).toEqual([
      ["5초", "홈 화면을 열면 5초 동안 깜빡인 뒤 멈춰요."],
      ["10초", "홈 화면을 열면 10초 동안 깜빡인 뒤 멈춰요."],
      ["30초", "홈 화면을 열면 30초 동안 깜빡인 뒤 멈춰요."],
      ["60초", "홈 화면을 열면 60초 동안 깜빡인 뒤 멈춰요."],
      ["계속 깜빡임", "상태 표시를 누를 때까지 계속 깜빡여요."],
    ]);
  });

  it("explains when the indicator flickers at all and that a tap stops it", () => {
    expect(FLICKER_EXPLANATION).toContain("주의 이상");
    expect(FLICKER_EXPLANATION).toContain("안전일 때는 깜빡이지 않고");
    expect(FLICKER_EXPLANATION).toContain("눌러서 멈출 수 있어요");
  });
});
