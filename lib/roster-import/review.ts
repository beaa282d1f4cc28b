import type { RosterEntry } from "@/lib/bulk/roster";
import { draftErrors, DuplicateIndex, type CheckedRow, type RowDraft } from "./check-rows";

/** An existing candidate a row was recognised as (lib/bulk/known-candidates.ts). */
export interface Known {
  candidateId: string;
  name: string;
  email: string;
  by: "ats" | "email";
}

export type RowStatus = "new" | "matched" | "invalid" | "skipped";

/** What the user did to the checked rows: fixed some by hand, left some out; and what the look-ups found. */
export interface ReviewState {
  edits: ReadonlyMap<number, RowDraft>;
  skipped: ReadonlySet<number>;
  /** By matchKey: the candidate a row's email and ATS id belong to, or null when none. */
  known: ReadonlyMap<string, Known | null>;
}

export interface ReviewRow {
  line: number;
  draft: RowDraft;
  edited: boolean;
  problems: string[];
  status: RowStatus;
  known?: Known;
  /** A valid row whose look-up has not answered yet. */
  matching: boolean;
}

export interface Review {
  rows: ReviewRow[];
  counts: Record<RowStatus, number>;
  /** Valid rows still to look up (their keys are not in `known`). */
  toMatch: RowDraft[];
}

/** What a look-up is keyed by: the row's email and ATS ids. */
export const matchKey = (draft: RowDraft) =>
  `${draft.email}\u0000${draft.integrationSource ?? ""}\u0000${draft.externalId ?? ""}`;

/**
 * The rows as they stand: a row left out is `skipped`; one the API would refuse, or that repeats an earlier
 * row still in, `invalid`; one that belongs to a candidate already, `matched`; the rest `new`. Repeats are
 * worked out again over the rows still in once any row is fixed or left out (a repeat's first row left out
 * makes the next one the first).
 */
export function reviewRows(rows: readonly CheckedRow[], state: ReviewState): Review {
  const recount = state.edits.size > 0 || state.skipped.size > 0;
  const duplicates = new DuplicateIndex();
  const counts: Record<RowStatus, number> = { new: 0, matched: 0, invalid: 0, skipped: 0 };
  const toMatch: RowDraft[] = [];
  const reviewed = rows.map((row): ReviewRow => {
    const edit = state.edits.get(row.line);
    const draft = edit ?? row.draft;
    const skipped = state.skipped.has(row.line);
    const errors = edit ? draftErrors(edit) : row.errors;
    const repeats = recount ? duplicates.check(row.line, draft, !skipped) : row.repeats;
    const problems = [...errors, ...repeats];
    const looked = problems.length || skipped ? undefined : state.known.get(matchKey(draft));
    const matching = !skipped && !problems.length && looked === undefined;
    if (matching) toMatch.push(draft);
    const status: RowStatus = skipped ? "skipped" : problems.length ? "invalid" : looked ? "matched" : "new";
    counts[status] += 1;
    return { line: row.line, draft, edited: Boolean(edit), problems, status, known: looked ?? undefined, matching };
  });
  return { rows: reviewed, counts, toMatch };
}

/** The job's rows, in file order: new people, matched candidates, and the rows left out with why. Invalid rows must be fixed or left out first. */
export function rosterEntries(rows: readonly ReviewRow[]): RosterEntry[] {
  return rows.map((row) => {
    const { name, email, integrationSource, externalId } = row.draft;
    const base = { name: name.slice(0, 1000), email: email.slice(0, 1000), inputLine: row.line };
    if (row.status === "skipped")
      return { ...base, skipped: (row.problems.join("; ") || "left out by hand").slice(0, 1000) };
    if (row.status === "invalid") throw new Error(`Row ${row.line} still needs fixing or leaving out.`);
    const ats = integrationSource && externalId ? { integrationSource, externalId } : {};
    return row.known ? { ...base, ...ats, candidateId: row.known.candidateId } : { ...base, ...ats };
  });
}
