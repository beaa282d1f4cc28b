import { Link } from "@/components/ui/link";
import { Badge } from "@/components/ui/badge";
import type { CohortRow } from "@/lib/cohort/read-cohort";
import { formatDuration } from "@/lib/utils/format";
import { LocalTime } from "@/components/time/time-zone";
import { RetakeDisclosure } from "./retake-disclosure";
import { EmailAddress } from "@/components/ui/email-address";

/**
 * Who a cohort row is: their name (to the results, or to the candidate while unfinished), email, when they
 * completed the screen and in how long, their tags, and their other screens when they retook it.
 */
export function CandidateCell({ row }: { row: CohortRow }) {
  return (
    <td className="min-w-48">
      {row.completedAt ? (
        <Link href={`/results/${encodeURIComponent(row.id)}`} prefetch={false} className="list-link font-medium">
          {row.candidateName ?? row.candidateId}
        </Link>
      ) : (
        <Link
          href={`/candidates/${encodeURIComponent(row.candidateId)}`}
          prefetch={false}
          className="list-link font-medium"
        >
          {row.candidateName ?? row.candidateId}
        </Link>
      )}
      {row.candidateEmail && <EmailAddress email={row.candidateEmail} className="list-muted block" />}
      {row.completedAt && (
        <span className="list-muted block">
          Completed{" "}
          <span className="whitespace-nowrap">
            <LocalTime value={row.completedAt} />
          </span>
          {row.completionTimeSeconds !== null && (
            <>
              {" "}
              <span className="whitespace-nowrap">in {formatDuration(row.completionTimeSeconds)}</span>
            </>
          )}
        </span>
      )}
      {row.tags.length > 0 && (
        <ul aria-label="Tags" className="mt-1 flex flex-wrap gap-1">
          {row.tags.map((tag) => (
            <li key={tag}>
              <Badge className="whitespace-normal">{tag}</Badge>
            </li>
          ))}
        </ul>
      )}
      <RetakeDisclosure person={row.person} />
    </td>
  );
}
