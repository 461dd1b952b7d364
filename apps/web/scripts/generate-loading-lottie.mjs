#!/usr/bin/env node
// Generates the route-change loading animation (SPEC §9): a ring with a gradient stroke, 122 frames at
// 30 fps on a 1290×720 canvas, looping a rotation and a trim path.
//
//   node apps/web/scripts/generate-loading-lottie.mjs            writes apps/web/public/lottie/loading-ring.json
//   node apps/web/scripts/generate-loading-lottie.mjs --stdout   prints it instead (the unit test compares both)
//
// The output is deterministic (no dates, no random numbers) so the committed JSON always equals a fresh run.
// Structure follows lottie-web 5.x (bodymovin schema): shape layers (ty 4) with `ks` transforms; a group's
// items in After Effects order — path (el), modifier (tm), style (gs / st), transform (tr) last — because
// lottie-web applies styles and modifiers to the paths listed before them.
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

/** SPEC §9: 30 frames per second. */
export const FRAME_RATE = 30;
/** SPEC §9: 122 frames per loop (≈ 4.07 s). */
export const FRAME_COUNT = 122;
/** SPEC §9: 1290 × 720 canvas. */
export const WIDTH = 1290;
export const HEIGHT = 720;

/** The ring: shown at ≤ 300 px wide (SPEC §9), a 400 px ring on the 1290 px canvas is ≈ 93 px on screen. */
const RING_DIAMETER = 400;
const RING_STROKE = 40;
/** Brand colours (globals.css): teal-500 → blue-600. */
const GRADIENT_FROM = "#14b8a6";
const GRADIENT_TO = "#2563eb";
/** Shortest visible arc, in percent of the circle. */
const MIN_ARC = 8;
/** Longest visible arc, in percent of the circle. */
const MAX_ARC = 75;
/** Whole turns of the layer per loop: a multiple of 360° keeps the gradient seamless across the loop point. */
const LAYER_TURNS = 2;

const MID = Math.round(FRAME_COUNT / 2);
const round = (n) => Math.round(n * 1000) / 1000;

/** `#rrggbb` → [r, g, b] in 0..1 (Lottie's colour space). */
function rgb(hex) {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((c) => round(c / 255));
}

const still = (k) => ({ a: 0, k });
/** Ease in-out (Material-style) between two keyframes. */
const EASE = { i: { x: [0.2], y: [1] }, o: { x: [0.4], y: [0] } };
const LINEAR = { i: { x: [1], y: [1] }, o: { x: [0], y: [0] } };

/** Animated scalar: `[[frame, value], …]`; the last keyframe carries no easing (bodymovin convention). */
function animated(keys, ease = EASE) {
  return {
    a: 1,
    k: keys.map(([t, v], i) => (i === keys.length - 1 ? { t, s: [v] } : { t, s: [v], ...ease })),
  };
}

function transform(extra = {}) {
  return {
    o: still(100),
    r: still(0),
    p: still([WIDTH / 2, HEIGHT / 2, 0]),
    a: still([0, 0, 0]),
    s: still([100, 100, 100]),
    ...extra,
  };
}

const groupTransform = () => ({
  ty: "tr",
  nm: "Transform",
  p: still([0, 0]),
  a: still([0, 0]),
  s: still([100, 100]),
  r: still(0),
  o: still(100),
  sk: still(0),
  sa: still(0),
});

const ellipse = () => ({ ty: "el", nm: "Ring path", d: 1, s: still([RING_DIAMETER, RING_DIAMETER]), p: still([0, 0]) });

function layer(ind, nm, ks, items) {
  return {
    ddd: 0,
    ind,
    ty: 4,
    nm,
    sr: 1,
    ks,
    ao: 0,
    shapes: [{ ty: "gr", nm, np: items.length, cix: 2, bm: 0, it: [...items, groupTransform()] }],
    ip: 0,
    op: FRAME_COUNT,
    st: 0,
    bm: 0,
  };
}

/**
 * The arc: its head runs ahead (end MIN→MAX) in the first half, its tail catches up (start 0→MAX−MIN) in the
 * second, while the trim offset and the layer turn. At the last frame the arc is again MIN long and, with
 * the offset below, starts where it started at frame 0, so the loop has no seam.
 */
function arcLayer() {
  const tailTravel = MAX_ARC - MIN_ARC; // percent the tail moves in the second half
  const offsetEnd = round(360 - tailTravel * 3.6); // brings the arc's start back to 0° (mod 360)
  const [r1, g1, b1] = rgb(GRADIENT_FROM);
  const [r2, g2, b2] = rgb(GRADIENT_TO);
  return layer(
    1,
    "Gradient arc",
    transform({
      r: animated(
        [
          [0, 0],
          [FRAME_COUNT, LAYER_TURNS * 360],
        ],
        LINEAR,
      ),
    }),
    [
      ellipse(),
      {
        ty: "tm",
        nm: "Trim paths",
        s: animated([
          [0, 0],
          [MID, 0],
          [FRAME_COUNT, tailTravel],
        ]),
        e: animated([
          [0, MIN_ARC],
          [MID, MAX_ARC],
          [FRAME_COUNT, MAX_ARC],
        ]),
        o: animated(
          [
            [0, 0],
            [FRAME_COUNT, offsetEnd],
          ],
          LINEAR,
        ),
        m: 1,
      },
      {
        ty: "gs",
        nm: "Gradient stroke",
        o: still(100),
        w: still(RING_STROKE),
        g: { p: 2, k: still([0, r1, g1, b1, 1, r2, g2, b2]) },
        t: 1, // linear
        s: still([-RING_DIAMETER / 2, 0]),
        e: still([RING_DIAMETER / 2, 0]),
        lc: 2, // round caps
        lj: 1,
        ml: 4,
      },
    ],
  );
}

/** A faint full ring under the arc, so the shape reads as a ring even when the arc is short. */
function trackLayer() {
  return layer(2, "Track", transform(), [
    ellipse(),
    { ty: "st", nm: "Track stroke", c: still([1, 1, 1, 1]), o: still(28), w: still(RING_STROKE), lc: 2, lj: 1, ml: 4 },
  ]);
}

/** The whole animation (layers are drawn last-to-first: the arc, listed first, is on top). */
export function buildLoadingRing() {
  return {
    v: "5.12.2",
    nm: "loading-ring",
    fr: FRAME_RATE,
    ip: 0,
    op: FRAME_COUNT,
    w: WIDTH,
    h: HEIGHT,
    ddd: 0,
    assets: [],
    layers: [arcLayer(), trackLayer()],
    markers: [],
  };
}

export function serialize() {
  return `${JSON.stringify(buildLoadingRing())}\n`;
}

export const OUTPUT = fileURLToPath(new URL("../public/lottie/loading-ring.json", import.meta.url));

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  if (process.argv.includes("--stdout")) process.stdout.write(serialize());
  else {
    writeFileSync(OUTPUT, serialize());
    process.stdout.write(`wrote ${OUTPUT}\n`);
  }
}
