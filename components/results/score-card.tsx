import { formatScore } from "@/lib/utils/format";
import { Card } from "@/components/ui/card";

/** The aggregate score out of 100, or the plain statement that a video screen is not graded (never a 0). */
export function ScoreCard({ score }: { score: number | null }) {
  return (
    <Card aria-labelledby="score-heading" as="section" className="min-w-0">
      <h2 id="score-heading" className="text-sm font-medium text-zinc-600 dark:text-zinc-400">
        Score
      </h2>
      {score === null ? (
        <>
          <p className="mt-1 text-xl font-semibold">Ungraded video screen</p>
          <p className="mt-2 text-sm text-zinc-600 dark:text-zinc-400">
            The service gives video screens no score and no per-dimension analysis; a person reviews them.
          </p>
        </>
      ) : (
        <>
          <p className="mt-1 text-4xl font-semibold tabular-nums break-all">
            {formatScore(score)}
            <span className="text-lg font-normal text-zinc-600 dark:text-zinc-400"> / 100</span>
          </p>
          <div aria-hidden className="mt-3 h-2 rounded-full bg-zinc-200 dark:bg-zinc-800">
            <div
              className="h-2 rounded-full bg-indigo-600 dark:bg-indigo-400"
              style={{ width: `${Math.min(100, Math.max(0, score))}%` }}
            />
          </div>
          {(score < 0 || score > 100) && (
            <p className="mt-2 text-sm text-amber-800 dark:text-amber-300">
              Outside 0–100: shown as the service sent it; the bar stops at the edge.
            </p>
          )}
        </>
      )}
    </Card>
  );
}
