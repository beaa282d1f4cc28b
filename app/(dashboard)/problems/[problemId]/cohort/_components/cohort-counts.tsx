import type { DimensionSummary } from "@/lib/cohort/read-distribution";
import { n, s1 } from "./figures";

/** How many screens of the cohort stand where. */
export interface CohortCountsView {
  screens: number;
  completed: number;
  ungraded: number;
  pending: number;
  expired: number;
  flagged: number;
}

/** Where the cohort's screens stand, and the median of each dimension. */
export function CohortCounts({ counts, dimensions }: { counts: CohortCountsView; dimensions: DimensionSummary[] }) {
  return (
    <div className="space-y-4 text-sm">
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1">
        <dt>Screens issued</dt>
        <dd className="text-right tabular-nums">{n(counts.screens)}</dd>
        <dt>Completed</dt>
        <dd className="text-right tabular-nums">{n(counts.completed)}</dd>
        {counts.ungraded > 0 && (
          <>
            <dt>of them ungraded (video)</dt>
            <dd className="text-right tabular-nums">{n(counts.ungraded)}</dd>
          </>
        )}
        <dt>Not finished yet</dt>
        <dd className="text-right tabular-nums">{n(counts.pending)}</dd>
        <dt>Expired unfinished</dt>
        <dd className="text-right tabular-nums">{n(counts.expired)}</dd>
        <dt>With integrity flags</dt>
        <dd className="text-right tabular-nums">{n(counts.flagged)}</dd>
      </dl>
      {dimensions.length > 0 && (
        <table className="w-full text-sm">
          <caption className="mb-1 text-left font-semibold">Median per dimension</caption>
          <tbody>
            {dimensions.map((d) => (
              <tr key={d.key}>
                <th scope="row" className="py-0.5 pr-3 text-left font-normal">
                  {d.name}
                </th>
                <td className="text-right tabular-nums">{s1(d.median)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
