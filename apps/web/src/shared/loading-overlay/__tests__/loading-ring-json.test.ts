// @vitest-environment jsdom
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it, vi } from "vitest";

const script = resolve(import.meta.dirname, "../../../../scripts/generate-loading-lottie.mjs");
const jsonPath = resolve(import.meta.dirname, "../../../../public/lottie/loading-ring.json");
const committed = readFileSync(jsonPath, "utf8");
const data = JSON.parse(committed);

interface ShapeItem {
  ty: string;
  it?: ShapeItem[];
  [key: string]: unknown;
}
const items = (layer: { shapes: ShapeItem[] }): ShapeItem[] => layer.shapes.flatMap((s) => (s.ty === "gr" ? s.it! : [s]));

describe("loading-ring.json (SPEC §9: a ring with a gradient stroke, 122 frames at 30 fps, 1290×720)", () => {
  it("has the SPEC's frame rate, length and canvas", () => {
    expect(data).toMatchObject({ fr: 30, ip: 0, op: 122, w: 1290, h: 720, ddd: 0 });
    expect(typeof data.v).toBe("string");
  });

  it("is made of shape layers with transforms covering the whole loop", () => {
    expect(data.layers.length).toBeGreaterThan(0);
    for (const layer of data.layers) {
      expect(layer).toMatchObject({ ty: 4, ip: 0, op: 122, st: 0 });
      expect(Object.keys(layer.ks)).toEqual(expect.arrayContaining(["o", "r", "p", "a", "s"]));
      for (const group of layer.shapes) {
        expect(group.ty).toBe("gr");
        expect(group.it.at(-1).ty).toBe("tr"); // lottie-web expects the group transform last
      }
    }
  });

  it("draws an ellipse with a gradient stroke, trimmed and rotating", () => {
    const arc = data.layers.find((l: { shapes: ShapeItem[] }) => items(l).some((i) => i.ty === "gs"));
    expect(arc).toBeDefined();
    const types = items(arc).map((i) => i.ty);
    expect(types).toEqual(["el", "tm", "gs", "tr"]); // path, modifier, style, transform
    const gs = items(arc).find((i) => i.ty === "gs") as unknown as { g: { p: number; k: { k: number[] } } };
    expect(gs.g.p).toBeGreaterThanOrEqual(2);
    expect(gs.g.k.k).toHaveLength(gs.g.p * 4); // offset + r,g,b per stop
    expect(arc.ks.r.a).toBe(1);
    expect(arc.ks.r.k.at(-1)).toMatchObject({ t: 122 });
    expect(arc.ks.r.k.at(-1).s[0] % 360).toBe(0); // whole turns: no jump at the loop point
  });

  it("is exactly what the generator script writes, every time", () => {
    const run = () => execFileSync(process.execPath, [script, "--stdout"], { encoding: "utf8" });
    const first = run();
    expect(run()).toBe(first);
    expect(first).toBe(committed);
  });

  it("renders with lottie-web's light (SVG) player: a gradient-stroked path", async () => {
    // jsdom has no canvas; lottie only paints a 1×1 placeholder with it at import.
    vi.spyOn(HTMLCanvasElement.prototype, "getContext").mockImplementation(
      () => ({ fillRect() {}, fillStyle: "" }) as unknown as CanvasRenderingContext2D,
    );
    const lottie = (await import("lottie-web/build/player/lottie_light")).default;
    const container = document.createElement("div");
    const anim = lottie.loadAnimation({ container, renderer: "svg", loop: true, autoplay: false, animationData: JSON.parse(committed) });
    anim.goToAndStop(40, true);
    expect(anim.totalFrames).toBe(122);
    expect(anim.frameRate).toBe(30);
    expect(container.querySelector("svg")?.getAttribute("viewBox")).toBe("0 0 1290 720");
    const gradient = container.querySelector("linearGradient");
    expect(gradient?.querySelectorAll("stop")).toHaveLength(2);
    const arc = container.querySelector(`path[stroke="url(#${gradient!.id})"]`);
    expect(arc?.getAttribute("d")).toMatch(/^\s*M/);
    anim.destroy();
  });
});
