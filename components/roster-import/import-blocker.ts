import type { RowStatus } from "@/lib/roster-import/review";

const n = (value: number) => value.toLocaleString("en");

/** What an import stands at, as far as whether it can start. */
export interface BlockerFacts {
  opened: boolean;
  /** What is wrong with the mapping, first first. */
  problems: string[];
  /** The rows are checked under the current mapping and the worker is idle. */
  checked: boolean;
  counts: Record<RowStatus, number> | null;
  knownError: string | null;
  /** Valid rows still to look up among the known candidates. */
  matchingLeft: number;
}

const CHECKING = "The rows are being checked.";
const LOOKING = "Looking for known candidates.";

/** Whether a blocker clears by itself (the check or the look-up is still running), rather than asking the reader. */
export const clearsByItself = (blocker: string | null) => blocker === CHECKING || blocker === LOOKING;

/** Why the import cannot start yet, the first reason in the order the reader meets them; null when it can. */
export function importBlocker({ opened, problems, checked, counts, knownError, matchingLeft }: BlockerFacts) {
  if (!opened) return "Choose a file.";
  if (problems[0] !== undefined) return problems[0];
  if (!checked || !counts) return CHECKING;
  if (knownError) return knownError;
  if (matchingLeft) return LOOKING;
  if (counts.invalid)
    return `${n(counts.invalid)} row${counts.invalid === 1 ? " needs" : "s need"} attention: fix or leave out.`;
  if (counts.new + counts.matched === 0) return "Every row is left out.";
  return null;
}
