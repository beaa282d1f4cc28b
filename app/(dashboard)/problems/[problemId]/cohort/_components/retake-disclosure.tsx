import { Link } from "@/components/ui/link";
import type { PersonScreens } from "@/lib/cohort/person-screens";
import { LocalTime } from "@/components/time/time-zone";

/**
 * Marks a person who took the problem more than once: which of their screens the row shows, and, opened, the
 * others with their score and date (each completed one links to its results).
 */
export function RetakeDisclosure({ person }: { person: PersonScreens }) {
  if (person.total < 2) return null;
  const hidden = person.total - 1 - person.others.length;
  return (
    <details className="mt-1 text-xs">
      <summary className="cursor-pointer list-none [&::-webkit-details-marker]:hidden">
        <span className="badge badge-warning">
          {person.position > 1 ? "Retake" : "Retaken"} · screen {person.position} of {person.total}
        </span>
      </summary>
      <ul className="mt-1 space-y-0.5" aria-label="Their other screens of this problem">
        {person.others.map((other) => (
          <li key={other.id} className="list-muted whitespace-nowrap">
            {other.completedAt ? (
              <Link href={`/results/${encodeURIComponent(other.id)}`} prefetch={false} className="list-link">
                Screen {other.position}
              </Link>
            ) : (
              `Screen ${other.position}`
            )}
            {" · "}
            <span className="tabular-nums">
              {other.score !== null ? other.score.toFixed(1) : other.completedAt ? "ungraded" : other.status}
            </span>
            {" · "}
            <LocalTime value={other.completedAt ?? other.createdAt} dateOnly />
          </li>
        ))}
        {hidden > 0 && <li className="list-muted">and {hidden} earlier</li>}
      </ul>
    </details>
  );
}
