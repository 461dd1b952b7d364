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
  /** A line with its points over the bands (TrendChart), or bars from zero (BarChart). */
  variant?: "line" | "bar";
}

const LINE = "#111827";
const BAR = "#2563eb";
const AXIS = "#4b5563";
const GRID = "rgba(0, 0, 0, 0.06)";

/**
 * The uPlot drawing of a chart: for a line, the bands painted under the grid and the line with its points; for
 * bars, one bar per point from zero with half a bar's room at either end. The cursor reports the nearest point (a
 * tap or a drag on a phone, hover with a mouse) to the figure's readout.
 */
export function ChartCanvas({ points, bands, yMin, yMax, height, onRead, variant = "line" }: Props) {
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
    const bars = variant === "bar";
    const lo = yMin ?? Math.min(...ys);
    const hi = yMax ?? Math.max(...ys);
    const pad = yMin === undefined || yMax === undefined ? Math.max(1, (hi - lo) * 0.1) : 0;
    const yRange = (): [number, number] => (bars ? [0, hi > 0 ? hi * 1.1 : 1] : [yMin ?? lo - pad, yMax ?? hi + pad]);

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

    // Reading the width lays the page out; done before the timing starts, it is the page's layout, not the chart's.
    const width = Math.max(el.clientWidth, 200);
    // The axes' labels follow the driver's text size: the root font size over the browser's default 16 px.
    const textScale = (parseFloat(getComputedStyle(document.documentElement).fontSize) || 16) / 16;
    const axisFont = `${Math.round(11 * textScale)}px sans-serif`;
    const timing = firstDrawHooks();
    const chart = new uPlot(
      {
        width,
        height,
        legend: { show: false },
        // The x scale is days as numbers, never uPlot's time scale: its date templates, which uPlot otherwise
        // prepares for every chart, are never used.
        fmtDate: () => () => "",
        padding: [8, bars ? 12 : 20, 0, 0],
        scales: {
          x: {
            time: false,
            // Bars keep half a bar's room on either side, so the first and last are whole.
            range: (_u, min, max) => (bars ? [min - 0.5, max + 0.5] : min === max ? [min - 1, max + 1] : [min, max]),
          },
          y: { range: yRange },
        },
        cursor: { y: false, points: bars ? { show: false } : { size: 9 }, drag: { x: false, y: false } },
        axes: [
          {
            stroke: AXIS,
            grid: { show: false },
            ticks: { show: false },
            splits: () => ticks,
            values: (_u, splits) => splits.map((s) => labelAt.get(s) ?? ""),
            font: axisFont,
            size: Math.round(50 * textScale),
          },
          { stroke: AXIS, grid: { stroke: GRID }, ticks: { show: false }, size: Math.round((bars ? 40 : 36) * textScale), font: axisFont },
        ],
        series: [
          {},
          bars
            ? { stroke: BAR, fill: BAR, width: 0, paths: uPlot.paths.bars!({ size: [0.7, 28], gap: 1 }), points: { show: false } }
            : { stroke: LINE, width: 2, points: { show: points.length <= 45, size: 5, fill: LINE } },
        ],
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
  }, [dataKey, height, variant]);

  return <div ref={host} data-testid="chart-canvas" />;
}
