// @vitest-environment node
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ALERT_SEVERITY_CODES, ALERT_SEVERITY_LABEL } from "@evsafe/contract/constants/alerts";
import { SEVERITY_COLORS } from "@evsafe/contract/constants/score";

/** The four levels' colours: the theme repeats the contract, text is readable, and the levels stay apart without hue. */

const NAMES = { "01": "safe", "02": "caution", "03": "warning", "04": "serious" } as const;
const css = readFileSync(new URL("../../../styles/globals.css", import.meta.url), "utf8");
const themeColor = (name: string) => new RegExp(`--color-${name}:\\s*(#[0-9a-f]{6});`, "i").exec(css)?.[1]?.toLowerCase();

const channels = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255) as [number, number, number];
const linear = (c: number) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
const luminanceOfLinear = ([r, g, b]: number[]) => 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
const luminance = (hex: string) => luminanceOfLinear(channels(hex).map(linear));
const contrast = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);

/** Machado, Oliveira and Fernandes (2009), full severity, on linear RGB. */
const CVD: Record<string, number[][]> = {
  protanopia: [
    [0.152286, 1.052583, -0.204868],
    [0.114503, 0.786281, 0.099216],
    [-0.003882, -0.048116, 1.051998],
  ],
  deuteranopia: [
    [0.367322, 0.860646, -0.227968],
    [0.280085, 0.672501, 0.047413],
    [-0.01182, 0.04294, 0.968881],
  ],
  tritanopia: [
    [1.255528, -0.076749, -0.178779],
    [-0.078411, 0.930809, 0.147602],
    [0.004733, 0.691367, 0.3039],
  ],
};
const simulate = (hex: string, m: number[][]) => {
  const rgb = channels(hex).map(linear);
  return m.map((row) => Math.min(1, Math.max(0, row[0]! * rgb[0]! + row[1]! * rgb[1]! + row[2]! * rgb[2]!)));
};

describe("the levels' colours", () => {
  it("the web theme's level colours are the contract's", () => {
    for (const code of ALERT_SEVERITY_CODES) {
      const name = NAMES[code];
      expect(themeColor(`level-${name}`), name).toBe(SEVERITY_COLORS[code].base);
      expect(themeColor(`level-${name}-text`), name).toBe(SEVERITY_COLORS[code].text);
      expect(themeColor(`level-${name}-tint`), name).toBe(SEVERITY_COLORS[code].tint);
    }
  });

  it("a level's text reads at 4.5:1 or more on white and on its own tint", () => {
    for (const code of ALERT_SEVERITY_CODES) {
      const { text, tint } = SEVERITY_COLORS[code];
      expect(contrast(luminance(text), 1), ALERT_SEVERITY_LABEL[code]).toBeGreaterThanOrEqual(4.5);
      expect(contrast(luminance(text), luminance(tint)), ALERT_SEVERITY_LABEL[code]).toBeGreaterThanOrEqual(4.5);
    }
  });

  it("the four base colours differ in lightness, also as seen with protanopia, deuteranopia and tritanopia", () => {
    const views: Record<string, (hex: string) => number> = {
      greyscale: luminance,
      ...Object.fromEntries(Object.entries(CVD).map(([name, m]) => [name, (hex: string) => luminanceOfLinear(simulate(hex, m))])),
    };
    for (const [view, lum] of Object.entries(views)) {
      const levels = ALERT_SEVERITY_CODES.map((code) => ({ code, l: lum(SEVERITY_COLORS[code].base) }));
      for (let i = 0; i < levels.length; i++) {
        for (let j = i + 1; j < levels.length; j++) {
          const a = levels[i]!;
          const b = levels[j]!;
          expect(contrast(a.l, b.l), `${view}: ${ALERT_SEVERITY_LABEL[a.code]} vs ${ALERT_SEVERITY_LABEL[b.code]}`).toBeGreaterThanOrEqual(
            1.5,
          );
        }
      }
    }
  });
});
