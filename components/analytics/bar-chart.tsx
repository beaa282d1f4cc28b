/** One bar: its label, its length, and the text written at its end. */
export interface Bar {
  label: string;
  value: number;
  text: string;
  tone?: "primary" | "muted" | "danger";
}

/** The longest bar, leaving room after it in the 400-unit width for its text. */
const BAR = 170;

const tones = {
  primary: "fill-indigo-500 dark:fill-indigo-400",
  muted: "fill-zinc-400 dark:fill-zinc-500",
  danger: "fill-rose-500 dark:fill-rose-400",
};

/**
 * Horizontal bars drawn on the server as SVG: no script, a few hundred bytes. Hidden from assistive technology;
 * the table beside it says the same in words.
 */
export function BarChart({ bars, max }: { bars: Bar[]; max?: number }) {
  const top = Math.max(max ?? 0, ...bars.map((b) => b.value), 1);
  const row = 28;
  return (
    <svg
      aria-hidden="true"
      viewBox={`0 0 400 ${bars.length * row}`}
      className="h-auto w-full text-zinc-700 dark:text-zinc-300"
      preserveAspectRatio="xMinYMin meet"
    >
      {bars.map((bar, i) => (
        <g key={bar.label} transform={`translate(0 ${i * row})`}>
          <text x="0" y="17" className="fill-current text-[11px]">
            {bar.label}
          </text>
          <rect
            x="130"
            y="5"
            height="16"
            rx="3"
            width={Math.max((bar.value / top) * BAR, bar.value > 0 ? 2 : 0)}
            className={tones[bar.tone ?? "primary"]}
          />
          <text x={136 + Math.max((bar.value / top) * BAR, 0)} y="17" className="fill-current text-[11px] tabular-nums">
            {bar.text}
          </text>
        </g>
      ))}
    </svg>
  );
}
