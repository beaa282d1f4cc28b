import { RiskBadge } from "@/components/results/risk-badge";
import { FramedTable } from "@/components/ui/table";
import { TextLink } from "@/components/ui/text-link";
import type { getReviewQueue } from "@/lib/sync/read/integrity-queue";
import { resultInQueueHref, type QueueSearch } from "@/lib/sync/read/queue-filters";
import { formatDateTime } from "@/lib/utils/format";
import { decisionSummary, scoutVerdictText } from "@/lib/sync/read/decision-filter";
import { EmailAddress } from "@/components/ui/email-address";

/**
 * A page of the queue: who, which problem, score, risk, flags and how far they are reviewed, decisions. On a phone the
 * problem is said under the candidate, so the score and the risk fit beside the name without scrolling sideways.
 * Its cells take their look from the table (`list-table`), so a row of the page is only its content.
 */
export function QueueTable({
  rows,
  filters,
  timeZone,
}: {
  rows: Awaited<ReturnType<typeof getReviewQueue>>["rows"];
  filters: QueueSearch;
  timeZone: string;
}) {
  return (
    <FramedTable
      columns={[
        "Candidate",
        { label: "Problem", wideOnly: true },
        { label: "Score", align: "right" },
        "Risk",
        "Flags",
        "Reviewed",
        "Decision",
        "Completed",
      ]}
    >
      {rows.map((r) => (
        <tr key={r.interviewId}>
          <td>
            <TextLink href={resultInQueueHref(r.interviewId, filters)} weight="medium">
              {r.candidateName ?? r.candidateId}
            </TextLink>
            {r.candidateEmail && <EmailAddress email={r.candidateEmail} className="list-muted block" />}
            <span className="block text-xs md:hidden">{r.problemName ?? r.problemId}</span>
          </td>
          <td className="hidden md:table-cell">{r.problemName ?? r.problemId}</td>
          <td className="text-right tabular-nums">{r.score === null ? "Ungraded" : r.score.toFixed(1)}</td>
          <td>
            <RiskBadge risk={r.risk} />
          </td>
          <td className="whitespace-nowrap tabular-nums">
            {r.flagCount}{" "}
            {r.criticalCount ? (
              <span className="text-red-700 dark:text-red-400">({r.criticalCount} critical)</span>
            ) : null}
          </td>
          <td className="tabular-nums">
            {r.reviewedCount >= r.flagCount ? "Done" : `${r.reviewedCount} of ${r.flagCount}`}
          </td>
          <td className="whitespace-nowrap">
            {decisionSummary(r.decisions) ?? <span className="list-muted">Not decided</span>}
            {r.scoutVerdict && <span className="list-muted block">{scoutVerdictText(r.scoutVerdict)}</span>}
          </td>
          <td className="whitespace-nowrap text-xs">{formatDateTime(r.completedAt, timeZone)}</td>
        </tr>
      ))}
    </FramedTable>
  );
}
