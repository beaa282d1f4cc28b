import { decisionValues } from "@/lib/annotations/decision-values";

/** A list's decision filter: a value some reviewer chose, or nobody has decided. Browser-safe, without zod. */
export const decisionFilterValues = [...decisionValues, "undecided"] as const;
export type DecisionFilter = (typeof decisionFilterValues)[number];

export const decisionFilterOptions: Array<{ value: DecisionFilter; label: string }> = [
  { value: "advance", label: "Advance" },
  { value: "hold", label: "Hold" },
  { value: "reject", label: "Reject" },
  { value: "undecided", label: "Not decided" },
];

const words: Record<string, string> = { advance: "Advance", hold: "Hold", reject: "Reject" };

/**
 * Reviewers' decisions on one screen in a few words: "Advance" when all agree (with how many when more than
 * one), "Split: advance 1, reject 1" when they differ, null when nobody decided.
 */
export function decisionSummary(decisions: Partial<Record<string, number>>): string | null {
  const entries = Object.entries(decisions).filter((entry): entry is [string, number] => (entry[1] ?? 0) > 0);
  const [only] = entries;
  if (!only) return null;
  if (entries.length === 1) {
    const [value, count] = only;
    return `${words[value] ?? value}${count > 1 ? ` (${count})` : ""}`;
  }
  const order = (value: string) => {
    const index = (decisionValues as readonly string[]).indexOf(value);
    return index === -1 ? decisionValues.length : index;
  };
  return `Split: ${entries
    .sort(([a], [b]) => order(a) - order(b))
    .map(([value, count]) => `${value} ${count}`)
    .join(", ")}`;
}

/** Flags raised and how many have a verdict: "2 flags, none reviewed", "3 flags, 1 reviewed", "1 flag, reviewed". */
export function flagReviewSummary(flagCount: number | null, reviewed: number): string | null {
  if (!flagCount) return null;
  const flags = `${flagCount} flag${flagCount === 1 ? "" : "s"}`;
  if (reviewed >= flagCount) return `${flags}, ${flagCount === 1 ? "reviewed" : "all reviewed"}`;
  return `${flags}, ${reviewed === 0 ? "none" : reviewed} reviewed`;
}

/** A candidate's latest Scout verdict as a list shows it, or null without one (or while it runs). */
export const scoutVerdictText = (verdict: string | null) => (verdict ? `Scout: ${verdict}` : null);
