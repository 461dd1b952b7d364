import { useEffect, useRef } from "react";
import uPlot from "uplot";
import "uplot/dist/uPlot.min.css";
import { axisTicks, BAND_FILL, shortLabel, xPosition, type TrendBand, type TrendPoint } from "./chart-data";
import { firstDrawHooks } from "./draw-timing";

interface Props {
  points: TrendPoint[];
  bands: readonly TrendBand[];
  yMin?: number;
  yMax?: number;
  height: number;
  onRead: (point: TrendPoint) => void;
}

const LINE = "#111827";
const AXIS = "#4b5563";
const GRID = "rgba(0, 0, 0, 0.06)";

/**
 * The uPlot drawing of a TrendChart: the bands painted under the grid, the line with its points, and the
 * cursor reporting the nearest point (a tap or a drag on a phone, hover with a mouse) to the figure's readout.
 */
export function ChartCanvas({ points, bands, yMin, yMax, height, onRead }: Props) {
  const host = useRef<HTMLDivElement>(null);
  const readRef = useRef(onRead);
  useEffect(() => {
    readRef.current = onRead;
  });
  // Callers build their points on every render: the chart is drawn again only when the data change.
  const dataKey = JSON.stringify({ points, bands, yMin, yMax });

  useEffect(() => {
    const el = host.current;
    const { points, bands, yMin, yMax } = JSON.parse(dataKey) as Pick<Props, "points" | "bands" | "yMin" | "yMax">;
    if (!el || points.length === 0) return;
    const xs = points.map((p) => xPosition(p.x));
    const ys = points.map((p) => p.y);
    const ticks = axisTicks(points.length).map((i) => xs[i]!);
    const labelAt = new Map(points.map((p, i) => [xs[i]!, shortLabel(p.x)]));
    const lo = yMin ?? Math.min(...ys);
    const hi = yMax ?? Math.max(...ys);
    const pad = yMin === undefined || yMax === undefined ? Math.max(1, (hi - lo) * 0.1) : 0;

    const paintBands = (u: uPlot) => {
      const { ctx, bbox } = u;
      const scale = u.scales.y!;
      ctx.save();
      for (const band of bands) {
        const top = u.valToPos(Math.min(band.to, scale.max!), "y", true);
        const bottom = u.valToPos(Math.max(band.from, scale.min!), "y", true);
        if (bottom <= top) continue;
        ctx.fillStyle = BAND_FILL[band.severity];
        ctx.fillRect(bbox.left, top, bbox.width, bottom - top);
      }
      ctx.restore();
    };

    const timing = firstDrawHooks();
    const chart = new uPlot(
      {
        width: Math.max(el.clientWidth, 200),
        height,
        legend: { show: false },
        padding: [8, 20, 0, 0],
        scales: {
          x: { time: false, range: (_u, min, max) => (min === max ? [min - 1, max + 1] : [min, max]) },
          y: { range: () => [yMin ?? lo - pad, yMax ?? hi + pad] },
        },
        cursor: { y: false, points: { size: 9 }, drag: { x: false, y: false } },
        axes: [
          {
            stroke: AXIS,
            grid: { show: false },
            ticks: { show: false },
            splits: () => ticks,
            values: (_u, splits) => splits.map((s) => labelAt.get(s) ?? ""),
            font: "11px sans-serif",
          },
          { stroke: AXIS, grid: { stroke: GRID }, ticks: { show: false }, size: 36, font: "11px sans-serif" },
        ],
        series: [{}, { stroke: LINE, width: 2, points: { show: points.length <= 45, size: 5, fill: LINE } }],
        hooks: {
          ...timing,
          drawClear: [paintBands],
          setCursor: [
            (u) => {
              // Leaving the drawing keeps the last value read (a finger lifts right after the tap).
              const i = u.cursor.idx;
              if (i !== null && i !== undefined) readRef.current(points[i]!);
            },
          ],
        },
      },
      [xs, ys],
      el,
    );

    // A tap reads the nearest point and leaves the cursor there (uPlot follows the mouse, not a finger).
    const readAtTouch = (e: PointerEvent) => {
      if (e.pointerType === "mouse") return;
      const rect = chart.over.getBoundingClientRect();
      chart.setCursor({ left: e.clientX - rect.left, top: rect.height / 2 });
    };
    chart.over.addEventListener("pointerdown", readAtTouch);
    chart.over.addEventListener("pointermove", readAtTouch);
    const resize = new ResizeObserver(() => chart.setSize({ width: Math.max(el.clientWidth, 200), height }));
    resize.observe(el);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [dataKey, height]);

  return <div ref={host} data-testid="chart-canvas" />;
}
