import type { CompareItem } from "@/lib/cohort/read-compare";

/** One colour per compared candidate, in column order; the legend and the bars use the same. */
export const candidateColours = ["bg-indigo-600", "bg-amber-500", "bg-emerald-600", "bg-rose-600", "bg-sky-600"];
const width = (score: number) => `${Math.min(100, Math.max(0, score))}%`;

/**
 * Each dimension's scores, one bar per candidate, grouped by dimension. It is a table (dimension by
 * candidate, with the numbers printed), so it reads as one without the bars; bars are drawn on 0–100 and a
 * score outside it is printed as sent.
 */
export function DimensionBars({ items }: { items: CompareItem[] }) {
  const keys = [
    ...new Map(items.flatMap((i) => (i.results?.analysis ?? []).map((d) => [d.key, d.name] as const))).entries(),
  ];
  if (!keys.length)
    return (
      <p className="text-sm text-zinc-600 dark:text-zinc-400">
        No scored dimensions to compare (unfinished or ungraded screens).
      </p>
    );
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">Score per dimension and candidate, out of 100</caption>
      <thead>
        <tr>
          <th scope="col" className="w-1/4 text-left text-xs font-semibold uppercase text-zinc-600 dark:text-zinc-400">
            Dimension
          </th>
          <th scope="col" className="text-left text-xs font-semibold uppercase text-zinc-600 dark:text-zinc-400">
            Scores
          </th>
        </tr>
      </thead>
      <tbody>
        {keys.map(([key, name]) => (
          <tr key={key} className="border-t border-zinc-100 dark:border-zinc-800">
            <th scope="row" className="py-2 pr-3 text-left align-top font-medium">
              {name}
            </th>
            <td className="space-y-1 py-2">
              {items.map((item, i) => {
                const score = item.results?.analysis?.find((d) => d.key === key)?.score;
                return (
                  <div key={item.id} className="flex items-center gap-2">
                    <span className="w-28 truncate text-xs" title={item.candidateName}>
                      {item.candidateName}
                    </span>
                    <div aria-hidden className="h-3 flex-1 rounded bg-zinc-100 dark:bg-zinc-800">
                      {score !== undefined && (
                        <div className={`h-full rounded ${candidateColours[i]}`} style={{ width: width(score) }} />
                      )}
                    </div>
                    <span className="min-w-12 text-right whitespace-nowrap tabular-nums">
                      {score === undefined ? "—" : score.toFixed(1)}
                    </span>
                  </div>
                );
              })}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
