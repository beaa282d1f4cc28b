import type { CohortPick } from "@/lib/cohort/cohort-pick";
import type { DimensionSummary } from "@/lib/cohort/read-distribution";
import { n, s1 } from "./figures";

/** How many people the cohort has, their screens, and where they stand by the screen shown of each. */
export interface CohortCountsView {
  people: number;
  screens: number;
  retaken: number;
  completed: number;
  ungraded: number;
  pending: number;
  expired: number;
  flagged: number;
}

/** Who the cohort counts (people, and their screens), where they stand, and the median of each dimension. */
export function CohortCounts({
  counts,
  dimensions,
  pick,
}: {
  counts: CohortCountsView;
  dimensions: DimensionSummary[];
  pick: CohortPick;
}) {
  return (
    <div className="space-y-4 text-sm">
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1">
        <dt className="font-medium">People</dt>
        <dd className="text-right font-medium tabular-nums">{n(counts.people)}</dd>
        <dt>with retakes</dt>
        <dd className="text-right tabular-nums">{n(counts.retaken)}</dd>
        <dt>Screens issued to them</dt>
        <dd className="text-right tabular-nums">{n(counts.screens)}</dd>
      </dl>
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1" aria-label={`People by their ${pick} screen`}>
        <dt className="col-span-2 text-xs text-zinc-600 dark:text-zinc-400">By their {pick} screen:</dt>
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
