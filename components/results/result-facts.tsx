import Link from "next/link";
import { FactList } from "@/components/ui/fact-list";
import type { Results } from "@/lib/api-contract/responses";
import { formatDuration } from "@/lib/utils/format";
import { Time } from "@/components/time/time";

const link = "text-indigo-700 hover:underline dark:text-indigo-300";

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
    <section
      aria-labelledby="facts-heading"
      className="rounded-xl border border-zinc-200 bg-white p-5 dark:border-zinc-800 dark:bg-zinc-900"
    >
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
            <Link key="candidate" href={`/candidates/${encodeURIComponent(results.candidate_id)}`} className={link}>
              {candidateName ?? results.candidate_id}
            </Link>,
          ],
          [
            "Problem",
            <Link key="problem" href={`/problems/${encodeURIComponent(results.problem_id)}`} className={link}>
              {problemName ?? results.problem_id}
            </Link>,
          ],
          [
            "Screen id",
            <span key="id" className="break-all font-mono text-xs">
              {results.interview_id}
            </span>,
          ],
        ]}
      />
    </section>
  );
}
