import { Link } from "@/components/ui/link";
import type { ListColumn } from "@/components/data-table/list-table";
import { RiskBadge } from "@/components/results/risk-badge";
import { StatusBadge } from "@/components/screening/status-badge";
import type { ReviewedScreenRow } from "@/lib/sync/read/list-screens";
import { TeamReviewCell } from "@/components/data-table/team-review-cell";
import { flagReviewSummary } from "@/lib/sync/read/decision-filter";
import { formatDateTime } from "@/lib/utils/format";
import { EmailAddress } from "@/components/ui/email-address";

const link = "list-link";
const path = (base: string, id: string) => `/${base}/${encodeURIComponent(id)}`;
const none = <span className="text-zinc-400">—</span>;

/** Score as a reader needs it: a number, "ungraded" for a completed video screen, nothing for an unfinished one. */
function scoreText(row: ReviewedScreenRow) {
  if (row.score !== null) return row.score.toFixed(1);
  return row.completedAt ? <span className="list-muted">Ungraded</span> : none;
}

/** Links do not prefetch: a long page would otherwise prefetch the route of every row scrolled past. */
/** The columns, with times in the reader's `zone` (plain text: a page of rows carries nothing more). */
export const screenColumns = (zone: string): ListColumn<ReviewedScreenRow>[] => [
  {
    key: "candidate",
    header: "Candidate",
    cell: (row) => (
      <>
        <Link href={path("candidates", row.candidateId)} prefetch={false} className={`font-medium ${link}`}>
          {row.candidateName ?? row.candidateId}
        </Link>
        {row.candidateEmail && <EmailAddress email={row.candidateEmail} className="list-muted block" />}
      </>
    ),
  },
  {
    key: "problem",
    header: "Problem",
    cell: (row) => (
      <Link href={path("problems", row.problemId)} prefetch={false} className={link}>
        {row.problemName ?? row.problemId}
      </Link>
    ),
  },
  { key: "status", header: "Status", cell: (row) => <StatusBadge status={row.status} /> },
  {
    key: "createdAt",
    header: "Issued",
    sort: "createdAt",
    className: "whitespace-nowrap text-xs",
    cell: (row) => formatDateTime(row.createdAt, zone),
  },
  {
    key: "completedAt",
    header: "Completed",
    sort: "completedAt",
    className: "whitespace-nowrap text-xs",
    cell: (row) => (row.completedAt ? formatDateTime(row.completedAt, zone) : none),
  },
  { key: "score", header: "Score", sort: "score", align: "right", cell: scoreText },
  {
    key: "risk",
    header: "Integrity",
    cell: (row) =>
      row.risk ? (
        <>
          <RiskBadge risk={row.risk} />
          {row.flagCount ? (
            <span className="list-muted block">{flagReviewSummary(row.flagCount, row.review?.reviewedFlags ?? 0)}</span>
          ) : null}
        </>
      ) : (
        none
      ),
  },
  {
    key: "review",
    header: "Team review",
    cell: (row) => <TeamReviewCell decisions={row.review?.decisions} scoutVerdict={row.scoutVerdict} />,
  },
  {
    key: "results",
    header: "Results",
    cell: (row) =>
      row.completedAt ? (
        // The row already shows the problem: the name alone tells the links apart, and a page of 100 rows keeps
        // within its HTML budget (each attribute is sent twice, in the HTML and in the RSC payload).
        <Link
          href={path("results", row.id)}
          prefetch={false}
          className={link}
          aria-label={`Results of ${row.candidateName ?? row.candidateId}`}
        >
          Results
        </Link>
      ) : null,
  },
];
