"use client";

import { useEffect, useMemo, useState, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { rememberMappingAction } from "@/lib/actions/roster-import";
import type { RosterEntry } from "@/lib/bulk/roster";
import type { CheckedRow, RowDraft } from "@/lib/roster-import/check-rows";
import { mappingProblems } from "@/lib/roster-import/mapping-schema";
import { reviewRows, rosterEntries, type Known, type RowStatus } from "@/lib/roster-import/review";
import { headerShape } from "@/lib/roster-import/shape";
import { FilePicker } from "./file-picker";
import { ImportProgress, stageLabel } from "./import-progress";
import { MappingFields } from "./mapping-fields";
import { MappingPreview } from "./mapping-preview";
import { ReviewTable } from "./review-table";
import { useKnownCandidates } from "./use-known-candidates";
import { useMapping } from "./use-mapping";
import { useRosterWorker } from "./use-roster-worker";

/** Where an import stands, for the form around it: counts, what still stops it, and the job's rows on demand. */
export interface ImportSummary {
  fileName: string;
  counts: Record<RowStatus, number>;
  /** Why it cannot start yet; null when it can. */
  blocker: string | null;
  /** The job's rows in file order (computed when called: 50,000 rows are not rebuilt on every render). */
  entries: () => RosterEntry[];
  /** Remembers the mapping for the next file of the same header shape. */
  remember: () => Promise<void>;
}

const n = (value: number) => value.toLocaleString("en");
const nothing: RowDraft[] = [];
const noCounts: Record<RowStatus, number> = { new: 0, matched: 0, invalid: 0, skipped: 0 };
const noEdits: ReadonlyMap<number, RowDraft> = new Map();
const noSkips: ReadonlySet<number> = new Set();

/** Fixes and rows left out belong to one check's rows; a new check starts clean. */
interface Changes {
  rows: CheckedRow[] | null;
  edits: ReadonlyMap<number, RowDraft>;
  skipped: ReadonlySet<number>;
}

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="space-y-3 border-t border-zinc-200 pt-4 dark:border-zinc-800">
      <h3 className="text-base font-semibold">{title}</h3>
      {children}
    </div>
  );
}

/**
 * A roster from a file, in three parts on one page: the file (read in a Web Worker), the columns (remembered
 * for this header shape, else guessed, always changeable) and the check of every row (the API's rules,
 * repeats, and which rows are candidates already, from the server). Nothing is sent from here.
 */
export function RosterImport({ onChange }: { onChange: (summary: ImportSummary | null) => void }) {
  const worker = useRosterWorker();
  const { mapping, origin, change, clear } = useMapping(worker.opened, worker.check);
  const [editing, setEditing] = useState(false);
  const [changes, setChanges] = useState<Changes>({ rows: null, edits: noEdits, skipped: noSkips });
  const current: Changes =
    changes.rows === worker.rows ? changes : { rows: worker.rows, edits: noEdits, skipped: noSkips };
  const [knownRows, setKnownRows] = useState<ReadonlyMap<string, Known | null>>(new Map());
  const review = useMemo(
    () =>
      worker.rows
        ? reviewRows(worker.rows, { edits: current.edits, skipped: current.skipped, known: knownRows })
        : null,
    [worker.rows, current.edits, current.skipped, knownRows],
  );
  const known = useKnownCandidates(review?.toMatch.length ? review.toMatch : nothing, setKnownRows);

  const problems = mapping ? mappingProblems(mapping) : [];
  const opened = worker.opened;
  const checkedCurrent = review !== null && worker.checkedMapping === mapping;
  const matchingLeft = review?.toMatch.length ?? 0;
  const blocker = !opened
    ? "Choose a file."
    : (problems[0] ??
      (!checkedCurrent || worker.busy
        ? "The rows are being checked."
        : known.error
          ? known.error
          : matchingLeft
            ? "Looking for known candidates."
            : review.counts.invalid
              ? `${n(review.counts.invalid)} row${review.counts.invalid === 1 ? " needs" : "s need"} attention: fix or leave out.`
              : review.counts.new + review.counts.matched === 0
                ? "Every row is left out."
                : null));

  useEffect(() => {
    if (!opened) return onChange(null);
    const shape = headerShape(opened.headers);
    onChange({
      fileName: opened.reading.name,
      counts: review && checkedCurrent ? review.counts : noCounts,
      blocker,
      entries: () => (review ? rosterEntries(review.rows) : []),
      remember: async () => void (mapping && (await rememberMappingAction({ shape, mapping }).catch(() => null))),
    });
  }, [opened, review, checkedCurrent, mapping, blocker, onChange]);

  const update = (edit: (c: Changes) => Partial<Changes>) => setChanges({ ...current, ...edit(current) });
  const onFile = (file: File | null) => {
    clear();
    setEditing(false);
    setKnownRows(new Map());
    if (file) worker.open(file);
    else worker.reset();
  };

  const busyLabel =
    worker.busy && worker.progress ? stageLabel(worker.busy, worker.progress.done, worker.progress.total) : null;
  return (
    <div className="space-y-4">
      <FilePicker
        reading={opened?.reading ?? null}
        rowCount={opened?.rowCount ?? null}
        onFile={onFile}
        onChoices={(choices) => opened && worker.open(opened.file, choices)}
      />
      {worker.error && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {worker.error}
        </p>
      )}
      {busyLabel && worker.busy !== "checking" && (
        <ImportProgress label={busyLabel} done={worker.progress!.done} total={worker.progress!.total} />
      )}

      {opened && mapping && (
        <Part title="Columns">
          {origin === "remembered" && !editing ? (
            <div
              className="flex flex-wrap items-center justify-between gap-3 rounded-md bg-emerald-50 p-3 text-sm text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200"
              role="status"
            >
              <span>Mapping remembered from your team&apos;s last import of a file with these columns.</span>
              <Button variant="secondary" onClick={() => setEditing(true)}>
                Change the mapping
              </Button>
            </div>
          ) : (
            <MappingFields headers={opened.headers} sample={opened.sample} mapping={mapping} onChange={change} />
          )}
          {problems.length > 0 && (
            <ul role="alert" className="space-y-0.5 text-sm text-red-700 dark:text-red-400">
              {problems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          )}
          <MappingPreview headers={opened.headers} sample={opened.sample} mapping={mapping} />
        </Part>
      )}

      {opened && mapping && !problems.length && (
        <Part title="Check">
          {worker.busy === "checking" && busyLabel && (
            <ImportProgress label={busyLabel} done={worker.progress!.done} total={worker.progress!.total} />
          )}
          {review && checkedCurrent && (
            <>
              <p role="status" className="flex flex-wrap gap-x-4 gap-y-1 text-sm" aria-label="Rows of the file">
                <span className="font-medium">{n(review.rows.length)} rows</span>
                <span className="text-emerald-700 dark:text-emerald-400">{n(review.counts.new)} new</span>
                <span className="text-teal-700 dark:text-teal-300">{n(review.counts.matched)} matched</span>
                <span
                  className={
                    review.counts.invalid
                      ? "font-medium text-red-700 dark:text-red-400"
                      : "text-zinc-600 dark:text-zinc-400"
                  }
                >
                  {n(review.counts.invalid)} need attention
                </span>
                <span className="text-zinc-600 dark:text-zinc-400">{n(review.counts.skipped)} left out</span>
              </p>
              {matchingLeft > 0 && !known.error && (
                <ImportProgress
                  label="Looking for candidates you already have"
                  done={review.counts.new + review.counts.matched - matchingLeft}
                  total={review.counts.new + review.counts.matched}
                />
              )}
              {known.error && (
                <p role="alert" className="flex flex-wrap items-center gap-3 text-sm text-red-700 dark:text-red-400">
                  {known.error}
                  <Button variant="secondary" onClick={known.retry}>
                    Try again
                  </Button>
                </p>
              )}
              <ReviewTable
                key={opened.reading.name + String(worker.rows?.length)}
                review={review}
                onFix={(line, draft) => update((c) => ({ edits: new Map(c.edits).set(line, draft) }))}
                onSkip={(lines) => update((c) => ({ skipped: new Set([...c.skipped, ...lines]) }))}
                onInclude={(line) =>
                  update((c) => {
                    const skipped = new Set(c.skipped);
                    skipped.delete(line);
                    return { skipped };
                  })
                }
              />
            </>
          )}
        </Part>
      )}
    </div>
  );
}
