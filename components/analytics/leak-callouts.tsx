import type { Analytics } from "@/lib/analytics/load-analytics";
import { leakRule } from "@/lib/analytics/leaks";

/** The possible leaks of the period, called out above the figures. */
export function LeakCallouts({ analytics }: { analytics: Analytics }) {
  const { leaks } = analytics.trends;
  if (!leaks.length) return null;
  return (
    <div
      role="note"
      aria-label="Possible leaks"
      className="rounded-xl border border-rose-300 bg-rose-50 p-4 text-sm text-rose-900 dark:border-rose-800 dark:bg-rose-950 dark:text-rose-100"
    >
      <p className="font-semibold">Possible leak{leaks.length > 1 ? "s" : ""}</p>
      <ul className="mt-1 list-disc space-y-1 pl-5">
        {leaks.slice(0, 5).map((l) => (
          <li key={`${l.problemId}-${l.week}-${l.what}`}>
            {analytics.names.problem(l.problemId)}, week of {l.week}:{" "}
            {l.what === "score"
              ? `median score ${l.value.toFixed(1)} against a usual ${l.baseline.toFixed(1)}`
              : `“${l.what}” flagged on ${(100 * l.value).toFixed(0)} % of completed screens against a usual ${(100 * l.baseline).toFixed(0)} %`}{" "}
            (robust z {l.z.toFixed(1)}).
          </li>
        ))}
      </ul>
      <p className="mt-2 text-xs">
        A week is called out when it sits at least {leakRule.THRESHOLD} robust standard deviations above the same
        problem’s previous {leakRule.HISTORY_WEEKS} weeks (each with at least {leakRule.MIN_COMPLETED} completions).
      </p>
    </div>
  );
}
