import { rowStateBarColours, rowStateLabels } from "@/lib/bulk/labels";
import type { RowState } from "@/lib/bulk/job-schemas";
import { cn } from "@/lib/utils/cn";

const segments = Object.keys(rowStateBarColours) as RowState[];

/** Done out of total as one bar, coloured by how the finished rows ended. */
export function ProgressBar({
  done,
  total,
  counts,
  label,
  className,
}: {
  done: number;
  total: number;
  counts: Record<RowState, number>;
  label: string;
  className?: string;
}) {
  const percent = total ? Math.floor((done / total) * 100) : 0;
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={total}
      aria-valuenow={done}
      aria-valuetext={`${done.toLocaleString("en")} of ${total.toLocaleString("en")} done (${percent}%)`}
      className={cn("flex h-2.5 w-full overflow-hidden rounded-full bg-zinc-200 dark:bg-zinc-800", className)}
    >
      {segments.map((state) =>
        counts[state] ? (
          <div
            key={state}
            title={`${rowStateLabels[state]}: ${counts[state].toLocaleString("en")}`}
            className={cn("h-full transition-[width] duration-500", rowStateBarColours[state])}
            style={{ width: `${(counts[state] / Math.max(1, total)) * 100}%` }}
          />
        ) : null,
      )}
    </div>
  );
}
