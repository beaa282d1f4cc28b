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
 * A small multi-line chart over weeks, drawn on the server as SVG. Hidden from assistive technology: the table
 * beside it holds the same numbers. `marks` are point indexes to ring (a possible leak).
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
  const [width, height, left, bottom] = [400, 140, 34, 18];
  const top = Math.max(max ?? 0, ...series.flatMap((s) => s.values.map((v) => v ?? 0)), 1);
  const x = (i: number) =>
    left + (labels.length > 1 ? (i * (width - left - 8)) / (labels.length - 1) : (width - left) / 2);
  const y = (v: number) => 8 + (1 - v / top) * (height - bottom - 8);
  const path = (values: Array<number | null>) =>
    values
      .map((v, i) =>
        v === null ? null : `${i === 0 || values[i - 1] === null ? "M" : "L"}${x(i).toFixed(1)},${y(v).toFixed(1)}`,
      )
      .filter(Boolean)
      .join(" ");
  return (
    <svg
      aria-hidden="true"
      viewBox={`0 0 ${width} ${height}`}
      className="h-auto w-full text-zinc-500 dark:text-zinc-400"
    >
      <line x1={left} x2={width - 4} y1={y(0)} y2={y(0)} className="stroke-zinc-300 dark:stroke-zinc-700" />
      <text x={left - 4} y={y(top) + 4} textAnchor="end" className="fill-current text-[10px]">
        {Math.round(top)}
        {unit}
      </text>
      <text x={left - 4} y={y(0)} textAnchor="end" className="fill-current text-[10px]">
        0
      </text>
      {labels.map((label, i) =>
        i === 0 || i === labels.length - 1 ? (
          <text
            key={label}
            x={x(i)}
            y={height - 4}
            textAnchor={i === 0 ? "start" : "end"}
            className="fill-current text-[10px]"
          >
            {label}
          </text>
        ) : null,
      )}
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
  );
}
