import { TextLink } from "@/components/ui/text-link";
import { formatDateTime } from "@/lib/utils/format";
import { queueHref } from "@/lib/sync/read/queue-filters";
import { candidateLabel as name, OverviewCard, type Overview } from "./overview-card";

/** High-risk results no reviewer has looked at, and how many wait for a second opinion. */
export function AwaitingReviewCard({
  awaitingReview,
  secondOpinions,
  timeZone,
}: {
  awaitingReview: Overview["awaitingReview"];
  secondOpinions: number;
  timeZone: string;
}) {
  return (
    <OverviewCard
      title="High risk, not yet reviewed"
      action={
        <TextLink href={queueHref({ risk: "high", reviewed: "no" })} weight="medium">
          Review queue
        </TextLink>
      }
    >
      <p className="text-sm">
        <TextLink href={queueHref({ reviewed: "second" })} weight="medium">
          {secondOpinions.toLocaleString("en")} {secondOpinions === 1 ? "result waits" : "results wait"} for a second
          opinion
        </TextLink>
      </p>
      {awaitingReview.length ? (
        <ul className="divide-y divide-zinc-100 text-sm dark:divide-zinc-800">
          {awaitingReview.map((r) => (
            <li key={r.interviewId} className="flex flex-wrap items-baseline justify-between gap-x-3 py-2">
              <span className="min-w-0 [overflow-wrap:anywhere]">
                <TextLink href={`/results/${encodeURIComponent(r.interviewId)}`} weight="medium">
                  {name(r)}
                </TextLink>
                {r.problemName && (
                  <span className="block text-xs text-zinc-600 dark:text-zinc-400">{r.problemName}</span>
                )}
              </span>
              <span className="text-xs text-zinc-600 dark:text-zinc-400">
                {r.criticalCount} critical · {formatDateTime(r.completedAt, timeZone)}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-zinc-600 dark:text-zinc-400">
          Nothing waiting. High-risk results appear here until a reviewer looks at their flags.
        </p>
      )}
    </OverviewCard>
  );
}

/** Scout runs still waiting for their verdict. */
export function ScoutInFlightCard({
  scoutInFlight,
  timeZone,
}: {
  scoutInFlight: Overview["scoutInFlight"];
  timeZone: string;
}) {
  return (
    <OverviewCard title="Scout runs in flight">
      {scoutInFlight.length ? (
        <ul className="divide-y divide-zinc-100 text-sm dark:divide-zinc-800">
          {scoutInFlight.map((s) => (
            <li key={s.id} className="flex items-center justify-between py-2">
              <TextLink href={`/candidates/${encodeURIComponent(s.candidateId)}`} weight="medium">
                {name(s)}
              </TextLink>
              <span className="text-xs text-zinc-600 dark:text-zinc-400">
                since {formatDateTime(s.createdAt, timeZone)}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-zinc-600 dark:text-zinc-400">No Scout run is waiting for its verdict.</p>
      )}
    </OverviewCard>
  );
}
