import type { SyncRun } from "@/lib/sync/run-view";
import { FactList } from "@/components/ui/fact-list";
import { runProgress, secondsBetween } from "@/lib/sync/run-view";
import { formatDuration } from "@/lib/utils/format";
import { Time } from "@/components/time/time";
import { Card } from "@/components/ui/card";

const n = (value: number) => value.toLocaleString("en");

/** A bar for a run's current phase, when the phase can say how far it is. */
function PhaseBar({ run }: { run: SyncRun }) {
  const { label, done, total, unit } = runProgress(run);
  if (done === null || total === null) return <p className="text-sm">{label}…</p>;
  const percent = Math.floor((done / total) * 100);
  return (
    <div className="space-y-1">
      <p className="text-sm">
        {label}: {n(done)} of {n(total)} {unit} ({percent} %)
      </p>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={done}
        className="h-2.5 w-full overflow-hidden rounded-full bg-zinc-200 dark:bg-zinc-800"
      >
        <div className="h-full bg-indigo-600 transition-[width] duration-500" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}

/** What one run did: when, how long, what changed, what it cost, and what it noticed. */
export function RunCard({ run, title }: { run: SyncRun; title: string }) {
  const took = secondsBetween(run.startedAt, run.finishedAt);
  return (
    <Card aria-label={title} as="section" className="space-y-3">
      <h2 className="font-semibold">{title}</h2>
      {run.status === "running" && <PhaseBar run={run} />}
      <FactList
        facts={[
          ["Kind", run.kind === "backfill" ? "First full copy (backfill)" : "Reconcile"],
          [
            "Started",
            <>
              <Time value={run.startedAt} /> ({run.trigger})
            </>,
          ],
          ["Finished", run.finishedAt ? <Time value={run.finishedAt} /> : null],
          ["Took", took === null ? null : formatDuration(took)],
          [
            "Screens listed",
            `${n(run.screensSeen)}${run.totalItems !== null ? ` of ${n(run.totalItems)} the service counted` : ""}`,
          ],
          ["Candidates listed", n(run.candidatesSeen)],
          ["Rows changed", n(run.rowsChanged)],
          ["Results read", n(run.resultsFetched)],
          ["Problems read", n(run.problemsRead)],
          ["API calls spent", n(run.apiCalls)],
          ["Error", run.lastError ? <span className="text-red-700 dark:text-red-400">{run.lastError}</span> : null],
        ]}
      />
      {run.notes.length > 0 && (
        <ul className="list-disc space-y-1 pl-5 text-sm text-amber-900 dark:text-amber-200">
          {run.notes.map((note, i) => (
            <li key={i}>{note}</li>
          ))}
        </ul>
      )}
    </Card>
  );
}
