"use client";

import { useLayoutEffect, useRef, useState, type PointerEvent, type RefObject } from "react";
import type { Bin, Summary } from "@/lib/cohort/statistics";

/** The width drawn before the chart is measured (the server's render); then its own width in pixels. */
const W = 640;
const H = 190;
/** The narrowest spacing of the scale's numbers, in pixels, before it shows five instead of every bin's edge. */
const TICK_SPACING = 36;
const M = { left: 36, right: 12, top: 12, bottom: 48 };

interface HistogramProps {
  bins: Bin[];
  summary: Summary;
  /** Scores of the selected rows, marked under the bars. */
  marks: number[];
  /** The cut-off line, when set; dragging on the chart moves it. */
  cutoff: number | null;
  onCutoff?: (value: number) => void;
}

const f1 = (v: number) => (Number.isInteger(v) ? String(v) : v.toFixed(1));

/** The element's width in pixels once mounted (W before, and on the server), following it as it changes. */
function useOwnWidth(element: RefObject<Element | null>, mounted: boolean) {
  const [width, setWidth] = useState(W);
  useLayoutEffect(() => {
    if (!element.current) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry && entry.contentRect.width > 0) setWidth(Math.round(entry.contentRect.width));
    });
    observer.observe(element.current);
    return () => observer.disconnect();
  }, [element, mounted]);
  return width;
}

/** The scale's numbers: every bin's edge while they are TICK_SPACING apart, else the ends and the quarters. */
function scaleTicks(bins: Bin[], plot: number) {
  const low = bins[0]!.from;
  const high = bins.at(-1)!.to;
  if (bins.length <= 12 && plot / bins.length >= TICK_SPACING) return bins.map((b) => b.from).concat(high);
  return [low, low + (high - low) / 4, low + (high - low) / 2, low + (3 * (high - low)) / 4, high];
}

/**
 * The cohort's scores as a histogram (hand-written SVG: a few dozen elements, rendered on the server, no
 * chart library in the page), with the quartiles as a box under it, selected rows as ticks and the cut-off as a
 * line a pointer can drag. The same numbers are in the table below it for assistive technology.
 * It is drawn at its own width in pixels, measured once mounted, and keeps its height: scaled down to a phone's width
 * from a fixed drawing, its numbers were 5 px tall.
 */
export function Histogram({ bins, summary, marks, cutoff, onCutoff }: HistogramProps) {
  const svg = useRef<SVGSVGElement>(null);
  const dragging = useRef(false);
  const drawn = bins.length > 0;
  const width = useOwnWidth(svg, drawn);
  if (!drawn) return null;
  const low = bins[0]!.from;
  const high = bins.at(-1)!.to;
  const most = Math.max(1, ...bins.map((b) => b.count));
  const plot = width - M.left - M.right;
  const x = (v: number) => M.left + ((v - low) / (high - low)) * plot;
  const y = (count: number) => H - M.bottom - (count / most) * (H - M.top - M.bottom);
  const boxY = H - M.bottom + 22;
  const valueAt = (event: PointerEvent<SVGSVGElement>) => {
    const box = svg.current!.getBoundingClientRect();
    const px = ((event.clientX - box.left) / box.width) * width;
    return Math.round(Math.min(high, Math.max(low, low + ((px - M.left) / plot) * (high - low))));
  };
  const ticks = scaleTicks(bins, plot);
  return (
    <svg
      ref={svg}
      viewBox={`0 0 ${width} ${H}`}
      height={H}
      className="w-full touch-none select-none"
      aria-hidden
      onPointerDown={(e) => {
        if (!onCutoff) return;
        dragging.current = true;
        e.currentTarget.setPointerCapture(e.pointerId);
        onCutoff(valueAt(e));
      }}
      onPointerMove={(e) => dragging.current && onCutoff?.(valueAt(e))}
      onPointerUp={() => (dragging.current = false)}
      style={{ cursor: onCutoff ? "ew-resize" : undefined }}
    >
      <line x1={M.left} x2={width - M.right} y1={H - M.bottom} y2={H - M.bottom} className="stroke-zinc-400" />
      {bins.map((bin) => (
        <rect
          key={bin.from}
          x={x(bin.from) + 1}
          width={Math.max(1, x(bin.to) - x(bin.from) - 2)}
          y={y(bin.count)}
          height={H - M.bottom - y(bin.count)}
          className={
            cutoff !== null && bin.from >= cutoff
              ? "fill-indigo-600 dark:fill-indigo-400"
              : "fill-indigo-300 dark:fill-indigo-800"
          }
        />
      ))}
      {ticks.map((t) => (
        <text
          key={t}
          x={x(t)}
          y={H - M.bottom + 13}
          textAnchor="middle"
          className="fill-zinc-600 text-[11px] dark:fill-zinc-400"
        >
          {f1(t)}
        </text>
      ))}
      <text x={M.left - 6} y={M.top + 8} textAnchor="end" className="fill-zinc-600 text-[11px] dark:fill-zinc-400">
        {most}
      </text>
      {summary.q1 !== null && summary.q3 !== null && summary.median !== null && (
        <g className="stroke-zinc-700 dark:stroke-zinc-300">
          <line x1={x(summary.min!)} x2={x(summary.max!)} y1={boxY} y2={boxY} />
          <rect
            x={x(summary.q1)}
            width={Math.max(1, x(summary.q3) - x(summary.q1))}
            y={boxY - 6}
            height={12}
            className="fill-white dark:fill-zinc-900"
          />
          <line x1={x(summary.median)} x2={x(summary.median)} y1={boxY - 6} y2={boxY + 6} strokeWidth={2} />
        </g>
      )}
      {marks.map((score, i) => (
        <path key={`${score}-${i}`} d={`M ${x(score)} ${H - M.bottom + 1} l -5 9 h 10 z`} className="fill-amber-500" />
      ))}
      {cutoff !== null && (
        <g>
          <line
            x1={x(cutoff)}
            x2={x(cutoff)}
            y1={M.top - 6}
            y2={H - M.bottom}
            strokeWidth={2}
            strokeDasharray="4 3"
            className="stroke-red-600 dark:stroke-red-400"
          />
          <text x={x(cutoff) + 4} y={M.top + 2} className="fill-red-700 text-[11px] dark:fill-red-300">
            ≥ {f1(cutoff)}
          </text>
        </g>
      )}
    </svg>
  );
}
