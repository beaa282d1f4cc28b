import type { Bin } from "@/lib/cohort/statistics";
import { s1 } from "./figures";

/** The histogram's bins as a table, folded away, for those who cannot see the chart. */
export function HistogramTable({ bins }: { bins: Bin[] }) {
  return (
    <details className="text-sm">
      <summary className="cursor-pointer text-zinc-600 dark:text-zinc-400">The histogram as a table</summary>
      <table className="mt-2 text-xs">
        <caption className="sr-only">Screens per score range</caption>
        <thead>
          <tr>
            <th scope="col" className="pr-4 text-left">
              Score
            </th>
            <th scope="col" className="text-right">
              Screens
            </th>
          </tr>
        </thead>
        <tbody>
          {bins.map((b, i) => (
            <tr key={b.from}>
              <td className="pr-4">
                {s1(b.from)} to {i === bins.length - 1 ? "" : "under "}
                {s1(b.to)}
              </td>
              <td className="text-right tabular-nums">{b.count}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}
