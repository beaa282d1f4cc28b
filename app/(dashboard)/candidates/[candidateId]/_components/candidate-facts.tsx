import type { Candidate } from "@/lib/api-contract/responses";
import { Time } from "@/components/time/time";
import { cardClass } from "@/components/ui/card";

/** What is known of the candidate: identifier, registration, service status and, unless hidden, the ATS link. */
export function CandidateFacts({ candidate, hidden }: { candidate: Candidate; hidden: boolean }) {
  return (
    <dl
      className={cardClass({
        className: "grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 break-words gap-y-2 text-sm",
        padding: 4,
      })}
    >
      <dt className="text-zinc-600 dark:text-zinc-400">Identifier</dt>
      <dd className="break-all font-mono text-xs">{candidate.identifier}</dd>
      <dt className="text-zinc-600 dark:text-zinc-400">Registered</dt>
      <dd>
        <Time value={candidate.createdAt} dateOnly />
      </dd>
      {candidate.status && (
        <>
          <dt className="text-zinc-600 dark:text-zinc-400">Service status</dt>
          <dd>{candidate.status}</dd>
        </>
      )}
      {!hidden && (
        <>
          <dt className="text-zinc-600 dark:text-zinc-400">ATS</dt>
          <dd>
            {candidate.integrationSource ? `${candidate.integrationSource} · ${candidate.externalId}` : "Not linked"}
          </dd>
        </>
      )}
    </dl>
  );
}
