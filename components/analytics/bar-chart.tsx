/** One bar: its label, its length, and the text written at its end. */
export interface Bar {
  label: string;
  value: number;
  text: string;
  tone?: "primary" | "muted" | "danger";
}

/** The longest bar's share of the space after the label, leaving room after it for its text. */
const LONGEST = 60;

const tones = {
  primary: "bg-indigo-500 dark:bg-indigo-400",
  muted: "bg-zinc-400 dark:bg-zinc-500",
  danger: "bg-rose-500 dark:bg-rose-400",
};

/**
 * Horizontal bars in HTML, drawn on the server: no script, and its words stay the page's own size on a phone (an SVG
 * scaled to a phone's width shrank them to about 8 px). Hidden from assistive technology; the table beside it says the
 * same in words.
 */
export function BarChart({ bars, max }: { bars: Bar[]; max?: number }) {
  const top = Math.max(max ?? 0, ...bars.map((b) => b.value), 1);
  return (
    <div aria-hidden="true" className="space-y-1.5 text-xs text-zinc-700 dark:text-zinc-300">
      {bars.map((bar) => (
        <div key={bar.label} className="flex items-center gap-2">
          <span className="w-[32%] shrink-0 break-words">{bar.label}</span>
          <span className="flex min-w-0 flex-1 items-center gap-1.5">
            <span
              className={`h-4 shrink-0 rounded-[3px] ${tones[bar.tone ?? "primary"]}`}
              style={{ width: bar.value > 0 ? `max(2px, ${(bar.value / top) * LONGEST}%)` : 0 }}
            />
            <span className="whitespace-nowrap tabular-nums">{bar.text}</span>
          </span>
        </div>
      ))}
    </div>
  );
}
