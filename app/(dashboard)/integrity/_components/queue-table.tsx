import { RiskBadge } from "@/components/results/risk-badge";
import { FramedTable, TD, TR } from "@/components/ui/table";
import { TextLink } from "@/components/ui/text-link";
import type { getReviewQueue } from "@/lib/sync/read/integrity-queue";
import { resultInQueueHref, type QueueSearch } from "@/lib/sync/read/queue-filters";
import { formatDateTime } from "@/lib/utils/format";
import { decisionSummary, scoutVerdictText } from "@/lib/sync/read/decision-filter";
import { EmailAddress } from "@/components/ui/email-address";

/**
 * A page of the queue: who, which problem, score, risk, flags and how far they are reviewed, decisions. On a phone the
 * problem is said under the candidate, so the score and the risk fit beside the name without scrolling sideways.
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
        <TR key={r.interviewId}>
          <TD>
            <TextLink href={resultInQueueHref(r.interviewId, filters)} weight="medium">
              {r.candidateName ?? r.candidateId}
            </TextLink>
            {r.candidateEmail && (
              <EmailAddress email={r.candidateEmail} className="block text-xs text-zinc-600 dark:text-zinc-400" />
            )}
            <span className="block text-xs md:hidden">{r.problemName ?? r.problemId}</span>
          </TD>
          <TD className="hidden md:table-cell">{r.problemName ?? r.problemId}</TD>
          <TD className="text-right tabular-nums">{r.score === null ? "Ungraded" : r.score.toFixed(1)}</TD>
          <TD>
            <RiskBadge risk={r.risk} />
          </TD>
          <TD className="whitespace-nowrap tabular-nums">
            {r.flagCount}{" "}
            {r.criticalCount ? (
              <span className="text-red-700 dark:text-red-400">({r.criticalCount} critical)</span>
            ) : null}
          </TD>
          <TD className="tabular-nums">
            {r.reviewedCount >= r.flagCount ? "Done" : `${r.reviewedCount} of ${r.flagCount}`}
          </TD>
          <TD className="whitespace-nowrap">
            {decisionSummary(r.decisions) ?? <span className="list-muted">Not decided</span>}
            {r.scoutVerdict && <span className="list-muted block">{scoutVerdictText(r.scoutVerdict)}</span>}
          </TD>
          <TD className="whitespace-nowrap text-xs">{formatDateTime(r.completedAt, timeZone)}</TD>
        </TR>
      ))}
    </FramedTable>
  );
}
