import { FactList } from "@/components/ui/fact-list";
import type { Results } from "@/lib/api-contract/responses";
import { formatDuration } from "@/lib/utils/format";
import { Time } from "@/components/time/time";
import { Card } from "@/components/ui/card";
import { TextLink } from "@/components/ui/text-link";

/** When and how long, and whose screen of which problem, with links to both. */
export function ResultFacts({
  results,
  candidateName,
  problemName,
}: {
  results: Results;
  candidateName: string | null;
  problemName: string | null;
}) {
  return (
    <Card aria-labelledby="facts-heading" as="section">
      <h2 id="facts-heading" className="mb-3 text-sm font-medium text-zinc-600 dark:text-zinc-400">
        Screen
      </h2>
      <FactList
        facts={[
          [
            "Completed",
            <time key="completed" dateTime={results.completed_at}>
              <Time value={results.completed_at} />
            </time>,
          ],
          [
            "Time taken",
            <span key="taken" className="tabular-nums">
              {formatDuration(results.completion_time_seconds)}
            </span>,
          ],
          [
            "Candidate",
            <TextLink key="candidate" href={`/candidates/${encodeURIComponent(results.candidate_id)}`}>
              {candidateName ?? results.candidate_id}
            </TextLink>,
          ],
          [
            "Problem",
            <TextLink key="problem" href={`/problems/${encodeURIComponent(results.problem_id)}`}>
              {problemName ?? results.problem_id}
            </TextLink>,
          ],
          [
            "Screen id",
            <span key="id" className="break-all font-mono text-xs">
              {results.interview_id}
            </span>,
          ],
        ]}
      />
    </Card>
  );
}
