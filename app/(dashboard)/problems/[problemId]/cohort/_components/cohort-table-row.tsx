import { RiskBadge } from "@/components/results/risk-badge";
import { StatusBadge } from "@/components/screening/status-badge";
import type { DimensionSummary } from "@/lib/cohort/read-distribution";
import type { CohortRow } from "@/lib/cohort/read-cohort";
import { isPicked, type Picked } from "@/components/cohort/cohort-selection";
import { CandidateCell } from "./candidate-cell";

const none = <span className="text-zinc-400">—</span>;
const decisionTone: Record<string, string> = {
  advance: "text-emerald-700 dark:text-emerald-400",
  hold: "text-amber-700 dark:text-amber-400",
  reject: "text-red-700 dark:text-red-400",
};

/**
 * One person of the cohort, by the screen shown of them: its score and where it stands first (the first thing a
 * phone shows), who (when they completed it, in how long, their tags and their other screens when they retook
 * it), the decisions on it, then its status with its integrity, and the dimensions.
 */
export function CohortTableRow({
  row,
  dimensions,
  graded,
  picked,
  onToggle,
}: {
  row: CohortRow;
  dimensions: DimensionSummary[];
  graded: number;
  picked: Picked;
  onToggle: (row: CohortRow) => void;
}) {
  const selected = isPicked(picked, row);
  return (
    <tr aria-selected={selected} className="aria-selected:bg-indigo-50/70 dark:aria-selected:bg-indigo-950/40">
      <td>
        <input
          type="checkbox"
          checked={selected}
          onChange={() => onToggle(row)}
          aria-label={`Select ${row.candidateName ?? row.candidateId}`}
          className="size-4 accent-indigo-600"
        />
      </td>
      <td className="text-right tabular-nums">
        {row.score !== null ? (
          <>
            <span className="font-semibold">{row.score.toFixed(1)}</span>
            {row.betterThan !== null && (
              <span className="list-muted block">
                <span className="whitespace-nowrap">better than</span>{" "}
                <span className="whitespace-nowrap">
                  {row.betterThan} % of {graded.toLocaleString("en")}
                </span>
              </span>
            )}
          </>
        ) : row.completedAt ? (
          <span className="list-muted">Ungraded</span>
        ) : (
          <span className="list-muted">Not finished</span>
        )}
      </td>
      <CandidateCell row={row} />
      <td className="min-w-32 text-xs">
        {row.decisions.length
          ? row.decisions.map((d, i) => (
              <span key={i} className="block" title={d.reason}>
                <span className={`font-medium ${decisionTone[d.decision] ?? ""}`}>{d.decision}</span> · {d.reviewer}
              </span>
            ))
          : none}
      </td>
      <td>
        <StatusBadge status={row.status} />
        {row.risk && (
          <span className="mt-1 block">
            <RiskBadge risk={row.risk} />
          </span>
        )}
        {row.flagCount ? (
          <span className="list-muted block">
            {row.flagCount} flag{row.flagCount === 1 ? "" : "s"}
          </span>
        ) : null}
      </td>
      {dimensions.map((d) => (
        <td key={d.key} className="px-2 text-right tabular-nums">
          {row.dimensions[d.key] === undefined ? none : row.dimensions[d.key]!.toFixed(1)}
        </td>
      ))}
    </tr>
  );
}
