"use client";

import { useEffect, useMemo, useState } from "react";
import { rememberMappingAction } from "@/lib/actions/roster-import";
import type { RosterEntry } from "@/lib/bulk/roster";
import type { CheckedRow, RowDraft } from "@/lib/roster-import/check-rows";
import { mappingProblems } from "@/lib/roster-import/mapping-schema";
import { reviewRows, rosterEntries, type Known, type RowStatus } from "@/lib/roster-import/review";
import { headerShape } from "@/lib/roster-import/shape";
import type { RowChanges } from "./check-part";
import { importBlocker } from "./import-blocker";
import { useKnownCandidates } from "./use-known-candidates";
import { useMapping } from "./use-mapping";
import { useRosterWorker } from "./use-roster-worker";

const nothing: RowDraft[] = [];
const noCounts: Record<RowStatus, number> = { new: 0, matched: 0, invalid: 0, skipped: 0 };
const noEdits: ReadonlyMap<number, RowDraft> = new Map();
const noSkips: ReadonlySet<number> = new Set();

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

/** Fixes and rows left out belong to one check's rows; a new check starts clean. */
interface Changes {
  rows: CheckedRow[] | null;
  edits: ReadonlyMap<number, RowDraft>;
  skipped: ReadonlySet<number>;
}

/**
 * The import's state: the worker and its file, the mapping, the reader's changes to the rows, the look-up of
 * known candidates, and the summary handed to the form around it whenever any of them changes.
 */
export function useRosterImport(onChange: (summary: ImportSummary | null) => void) {
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
  const checked = review !== null && worker.checkedMapping === mapping ? review : null;
  const blocker = importBlocker({
    opened: opened !== null,
    problems,
    checked: checked !== null && !worker.busy,
    counts: review?.counts ?? null,
    knownError: known.error,
    matchingLeft: review?.toMatch.length ?? 0,
  });

  useEffect(() => {
    if (!opened) return onChange(null);
    const shape = headerShape(opened.headers);
    onChange({
      fileName: opened.reading.name,
      counts: checked ? checked.counts : noCounts,
      blocker,
      entries: () => (review ? rosterEntries(review.rows) : []),
      remember: async () => void (mapping && (await rememberMappingAction({ shape, mapping }).catch(() => null))),
    });
  }, [opened, review, checked, mapping, blocker, onChange]);

  const update = (edit: (c: Changes) => Partial<Changes>) => setChanges({ ...current, ...edit(current) });
  const rowChanges: RowChanges = {
    onFix: (line, draft) => update((c) => ({ edits: new Map(c.edits).set(line, draft) })),
    onSkip: (lines) => update((c) => ({ skipped: new Set([...c.skipped, ...lines]) })),
    onInclude: (line) =>
      update((c) => {
        const skipped = new Set(c.skipped);
        skipped.delete(line);
        return { skipped };
      }),
  };
  const onFile = (file: File | null) => {
    clear();
    setEditing(false);
    setKnownRows(new Map());
    if (file) worker.open(file);
    else worker.reset();
  };

  return { worker, mapping, origin, change, editing, setEditing, checked, known, problems, rowChanges, onFile };
}
