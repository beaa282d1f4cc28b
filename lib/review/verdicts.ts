/**
 * The verdicts a flag can be given. Plain values (no zod): the flag review controls import them in the browser.
 * `cleared` was called `dismissed` before reasons existed; the migration renamed the stored rows.
 */
export const flagVerdicts = ["confirmed", "cleared", "retake"] as const;
export type FlagVerdict = (typeof flagVerdicts)[number];

export const verdictLabels: Record<FlagVerdict, string> = {
  confirmed: "Confirmed",
  cleared: "Cleared",
  retake: "Needs a retake",
};
