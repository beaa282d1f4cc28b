import type { Problem } from "@/lib/api-contract/responses";

/** A policy inside a sentence. */
const policyWords: Record<string, string> = { CLOSED: "closed", OPEN: "open", AI_ASSISTED: "AI-assisted" };

/** Ways a summary names a resource policy, and the policy each means. */
const modeWords: Array<{ pattern: RegExp; mode: "CLOSED" | "OPEN" | "AI_ASSISTED" }> = [
  { pattern: /\bclosed(?:[- ]book)?(?: external)? resources\b/i, mode: "CLOSED" },
  { pattern: /\bopen(?: external)? resources\b/i, mode: "OPEN" },
  { pattern: /\bai[- ]assisted\b/i, mode: "AI_ASSISTED" },
];

/**
 * Where the problem's summaries disagree with its current settings: a duration or a resource policy they name
 * that the problem no longer has. The service writes summaries when it creates a problem and does not rewrite them
 * when an edit changes the settings, so after such an edit the candidates may read the old ones.
 */
export function staleSummaryNotes(
  problem: Pick<Problem, "duration" | "externalResourceMode" | "candidateSummary" | "problemSummary">,
): string[] {
  const notes: string[] = [];
  const summaries = [
    { label: "What candidates read", text: problem.candidateSummary },
    { label: "What the problem assesses", text: problem.problemSummary },
  ];
  for (const { label, text } of summaries) {
    const minutes = [...text.matchAll(/\b(\d{1,3})[- ]minutes?\b/gi)].map((m) => Number(m[1]));
    const wrongMinutes = minutes.find((m) => m !== problem.duration);
    if (wrongMinutes !== undefined)
      notes.push(`"${label}" says ${wrongMinutes} minutes; the problem now takes ${problem.duration}.`);
    const mode = problem.externalResourceMode;
    const named = modeWords.find(({ pattern }) => pattern.test(text));
    if (mode && named && named.mode !== mode) {
      notes.push(
        `"${label}" describes ${policyWords[named.mode]} resources; the problem is now ${policyWords[mode] ?? mode}.`,
      );
    }
  }
  return notes;
}
