import Link from "next/link";
import type { Results } from "@/lib/api-contract/responses";
import { formatDateTime, formatDuration } from "@/lib/utils/format";

const link = "text-indigo-700 hover:underline dark:text-indigo-300";

/** When and how long, and whose screen of which problem, with links to both. */
export function ResultFacts({ results, candidateName, problemName }: { results: Results; candidateName: string | null; problemName: string | null }) {
  return (
    <section aria-labelledby="facts-heading" className="rounded-xl border border-zinc-200 bg-white p-5 dark:border-zinc-800 dark:bg-zinc-900">
      <h2 id="facts-heading" className="text-sm font-medium text-zinc-600 dark:text-zinc-400">
        Screen
      </h2>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        <dt className="text-zinc-600 dark:text-zinc-400">Completed</dt>
        <dd>
          <time dateTime={results.completed_at}>{formatDateTime(results.completed_at)}</time>
        </dd>
        <dt className="text-zinc-600 dark:text-zinc-400">Time taken</dt>
        <dd className="tabular-nums">{formatDuration(results.completion_time_seconds)}</dd>
        <dt className="text-zinc-600 dark:text-zinc-400">Candidate</dt>
        <dd>
          <Link href={`/candidates/${encodeURIComponent(results.candidate_id)}`} className={link}>
            {candidateName ?? results.candidate_id}
          </Link>
        </dd>
        <dt className="text-zinc-600 dark:text-zinc-400">Problem</dt>
        <dd>
          <Link href={`/problems/${encodeURIComponent(results.problem_id)}`} className={link}>
            {problemName ?? results.problem_id}
          </Link>
        </dd>
        <dt className="text-zinc-600 dark:text-zinc-400">Screen id</dt>
        <dd className="break-all font-mono text-xs">{results.interview_id}</dd>
      </dl>
    </section>
  );
}
