import { RiskBadge } from "@/components/results/risk-badge";
import { StatusBadge } from "@/components/screening/status-badge";
import { TextLink } from "@/components/ui/text-link";
import { formatDateTime } from "@/lib/utils/format";
import { candidateLabel as name, OverviewCard, type Overview } from "./overview-card";

/** How many screens stand in each status. */
export function StatusCountsCard({ counts }: { counts: Overview["counts"] }) {
  return (
    <OverviewCard
      title="Screens by status"
      action={
        <TextLink href="/assessments" weight="medium">
          All screens
        </TextLink>
      }
    >
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {counts.map(({ status, count }) => (
          <li key={status} className="rounded-lg bg-zinc-50 p-3 dark:bg-zinc-800/60">
            <StatusBadge status={status} />
            <p className="mt-2 text-2xl font-semibold tabular-nums">{count.toLocaleString("en")}</p>
          </li>
        ))}
      </ul>
    </OverviewCard>
  );
}

/** The latest completed screens: who, score, integrity and when. */
export function RecentCompletionsCard({ recent, timeZone }: { recent: Overview["recent"]; timeZone: string }) {
  return (
    <OverviewCard title="Recent completions">
      {recent.length ? (
        <table className="w-full text-sm">
          <thead className="text-left text-xs uppercase text-zinc-600 dark:text-zinc-400">
            <tr>
              <th className="py-1 pr-3">Candidate</th>
              <th className="py-1 pr-3 text-right">Score</th>
              <th className="py-1 pr-3">Integrity</th>
              <th className="py-1">Completed</th>
            </tr>
          </thead>
          <tbody>
            {recent.map((r) => (
              <tr key={r.interviewId} className="border-t border-zinc-100 dark:border-zinc-800">
                <td className="py-2 pr-3 [overflow-wrap:anywhere]">
                  <TextLink href={`/results/${encodeURIComponent(r.interviewId)}`} weight="medium">
                    {name(r)}
                  </TextLink>
                </td>
                <td className="py-2 pr-3 text-right tabular-nums">
                  {r.score === null ? "Ungraded" : r.score.toFixed(1)}
                </td>
                <td className="whitespace-nowrap py-2 pr-3">
                  <RiskBadge risk={r.risk} />
                </td>
                <td className="py-2 text-xs">{formatDateTime(r.completedAt, timeZone)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="text-sm text-zinc-600 dark:text-zinc-400">No screen has been completed yet.</p>
      )}
    </OverviewCard>
  );
}
