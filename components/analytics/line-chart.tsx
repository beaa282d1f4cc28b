/** One line: a value per point (null leaves a gap), in the palette's colour `color`. */
interface Series {
  name: string;
  values: Array<number | null>;
  color: number;
}

/** Whole class names, so that Tailwind finds them. */
export const palette = [
  {
    stroke: "stroke-indigo-500 dark:stroke-indigo-400",
    fill: "fill-indigo-500 dark:fill-indigo-400",
    swatch: "bg-indigo-500",
  },
  { stroke: "stroke-amber-500", fill: "fill-amber-500", swatch: "bg-amber-500" },
  { stroke: "stroke-emerald-500", fill: "fill-emerald-500", swatch: "bg-emerald-500" },
  { stroke: "stroke-sky-500", fill: "fill-sky-500", swatch: "bg-sky-500" },
  { stroke: "stroke-fuchsia-500", fill: "fill-fuchsia-500", swatch: "bg-fuchsia-500" },
  { stroke: "stroke-lime-600", fill: "fill-lime-600", swatch: "bg-lime-600" },
  { stroke: "stroke-orange-700", fill: "fill-orange-700", swatch: "bg-orange-700" },
  { stroke: "stroke-teal-700", fill: "fill-teal-700", swatch: "bg-teal-700" },
] as const;
const colorOf = (i: number) => palette[i % palette.length]!;

/**
 * A small multi-line chart over weeks, drawn on the server: the lines in an SVG that scales to its column, the axis
 * words in HTML beside and under it, so they stay the page's own size on a phone (inside the scaled SVG they shrank to
 * about 7.5 px). Hidden from assistive technology: the table beside it holds the same numbers. `marks` are point
 * indexes to ring (a possible leak).
 */
export function LineChart({
  labels,
  series,
  max,
  unit,
  marks = [],
}: {
  labels: string[];
  series: Series[];
  max?: number;
  unit: string;
  marks?: number[];
}) {
  // Room inside the SVG for the rings at its edges; the axis words sit level with the top and zero lines.
  const [width, height, pad] = [400, 120, 6];
  const top = Math.max(max ?? 0, ...series.flatMap((s) => s.values.map((v) => v ?? 0)), 1);
  const x = (i: number) => (labels.length > 1 ? pad + (i * (width - 2 * pad)) / (labels.length - 1) : width / 2);
  const y = (v: number) => pad + (1 - v / top) * (height - 2 * pad);
  const path = (values: Array<number | null>) =>
    values
      .map((v, i) =>
        v === null ? null : `${i === 0 || values[i - 1] === null ? "M" : "L"}${x(i).toFixed(1)},${y(v).toFixed(1)}`,
      )
      .filter(Boolean)
      .join(" ");
  return (
    <div
      aria-hidden="true"
      className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-1.5 gap-y-0.5 text-[11px] leading-none text-zinc-500 tabular-nums dark:text-zinc-400"
    >
      <div className="flex flex-col justify-between text-right">
        <span>
          {Math.round(top)}
          {unit}
        </span>
        <span>0</span>
      </div>
      <svg viewBox={`0 0 ${width} ${height}`} className="h-auto w-full">
        <line x1={0} x2={width} y1={y(0)} y2={y(0)} className="stroke-zinc-300 dark:stroke-zinc-700" />
        {series.map((s) => (
          <path key={s.name} d={path(s.values)} fill="none" strokeWidth="2" className={colorOf(s.color).stroke} />
        ))}
        {series.map((s) => (
          <g key={s.name} className={colorOf(s.color).fill}>
            {s.values.map((v, i) =>
              v === null ? null : (
                <circle
                  key={i}
                  cx={x(i).toFixed(1)}
                  cy={y(v).toFixed(1)}
                  r={marks.includes(i) ? 5 : 2}
                  className={marks.includes(i) ? "fill-none stroke-rose-500 stroke-2" : undefined}
                />
              ),
            )}
          </g>
        ))}
      </svg>
      <div className="col-start-2 flex justify-between gap-2">
        <span>{labels[0]}</span>
        {labels.length > 1 && <span>{labels.at(-1)}</span>}
      </div>
    </div>
  );
}
