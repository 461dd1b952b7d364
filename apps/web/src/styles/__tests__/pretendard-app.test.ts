import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { charactersOutside } from "@/shared/fonts";
import {
  collectAppCodePoints,
  CSS_OUT,
  css,
  FAMILY,
  FONT_BUDGET_BYTES,
  FONT_OUT,
  sha256,
  unicodeRange,
} from "../../../scripts/generate-font-subset.mjs";

const committedCss = readFileSync(CSS_OUT, "utf8");
const font = readFileSync(FONT_OUT);
const rangeOf = (text: string) => /unicode-range:\s*([^;]+);/.exec(text)?.[1] ?? "";

describe(`"${FAMILY}" (styles/pretendard-app.css, docs/performance.md "Fonts")`, () => {
  it("covers every character of the app's own text — after adding text, run `npm run fonts -w apps/web`", () => {
    const text = String.fromCodePoint(...collectAppCodePoints());
    for (const ch of "전기차 배터리 안전") expect(text).toContain(ch);
    expect(charactersOutside(rangeOf(committedCss), text)).toBe("");
  });

  it("is the CSS the generator writes for the committed font and today's sources (same run, not edited)", () => {
    expect(committedCss).toContain(`font sha256: ${sha256(font)}`);
    expect(committedCss).toBe(css(collectAppCodePoints(), font));
  });

  it(`is one woff2 file within ${FONT_BUDGET_BYTES / 1000} kB, declared for weights 400–800 with font-display: block (used only once the device has the file)`, () => {
    expect(font.subarray(0, 4).toString("latin1")).toBe("wOF2");
    expect(font.length).toBeLessThanOrEqual(FONT_BUDGET_BYTES);
    expect(committedCss).toMatch(/font-weight: 400 800;/);
    expect(committedCss).toMatch(/font-display: block;/);
    expect(committedCss).toContain('src: url("./fonts/pretendard-app.woff2") format("woff2");');
  });

  it("writes consecutive code points as ranges", () => {
    expect(unicodeRange([0x20, 0x21, 0x22, 0xb7, 0xac00, 0xac01])).toBe("U+20-22, U+B7, U+AC00-AC01");
  });
});

describe("charactersOutside (which characters still need the dynamic subset)", () => {
  it("returns each character outside the range once, ignoring white space", () => {
    expect(charactersOutside("U+20-7E, U+AC00-AC01", "가각 abc 홍길동 홍")).toBe("홍길동");
    expect(charactersOutside("U+20-7E", "a b\nc")).toBe("");
  });
  it("treats a missing range as covering nothing", () => {
    expect(charactersOutside("", "가 a")).toBe("가a");
  });
});
