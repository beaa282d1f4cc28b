import type { RowStatus } from "@/lib/roster-import/review";

const n = (value: number) => value.toLocaleString("en");

/** The file's rows by what will become of them: new, matched, needing attention, left out. */
export function RowCounts({ total, counts }: { total: number; counts: Record<RowStatus, number> }) {
  return (
    <p role="status" className="flex flex-wrap gap-x-4 gap-y-1 text-sm" aria-label="Rows of the file">
      <span className="font-medium">{n(total)} rows</span>
      <span className="text-emerald-700 dark:text-emerald-400">{n(counts.new)} new</span>
      <span className="text-teal-700 dark:text-teal-300">{n(counts.matched)} matched</span>
      <span
        className={counts.invalid ? "font-medium text-red-700 dark:text-red-400" : "text-zinc-600 dark:text-zinc-400"}
      >
        {n(counts.invalid)} need attention
      </span>
      <span className="text-zinc-600 dark:text-zinc-400">{n(counts.skipped)} left out</span>
    </p>
  );
}
