import { z } from "zod";
import { fairnessPeriodKinds, periodAtPattern } from "./fairness-period";

/**
 * What "selected" means, chosen by the team: the team's "advance" decision on the screen, a score at or above a
 * cutoff, or a score above the problem's median (the NYC rules' scoring rate for tools that score).
 */
export const selectionRules = ["advance", "cutoff", "median"] as const;
export type SelectionRule = (typeof selectionRules)[number];

export const selectionLabels: Record<SelectionRule, string> = {
  advance: "Decision: advance",
  cutoff: "Score at or above the cutoff",
  median: "Score above the problem's median",
};

export type Scored = { score: number | null; advanced: boolean };

/** The median of the scores, or null when there are none. */
export function median(scores: number[]): number | null {
  if (!scores.length) return null;
  const sorted = [...scores].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Whether each screen counts as selected under the rule; the median is taken over the screens given (one problem). */
export function selectedUnder(rule: SelectionRule, cutoff: number, screens: Scored[]): boolean[] {
  if (rule === "advance") return screens.map((s) => s.advanced);
  if (rule === "cutoff") return screens.map((s) => s.score !== null && s.score >= cutoff);
  const middle = median(screens.flatMap((s) => (s.score === null ? [] : [s.score])));
  return screens.map((s) => middle !== null && s.score !== null && s.score > middle);
}

export const fairnessParamsSchema = z.object({
  problem: z.string().max(200).optional().catch(undefined),
  /** An ATS job, "<ats>:<job id>": only screens issued for that job's applications (lib/ats links them). */
  job: z
    .string()
    .regex(/^(greenhouse|lever|ashby):[\w.-]{1,100}$/)
    .optional()
    .catch(undefined),
  period: z.enum(fairnessPeriodKinds).catch("quarter"),
  at: z.string().regex(periodAtPattern).optional().catch(undefined),
  from: z.coerce.date().nullable().catch(null).default(null),
  to: z.coerce.date().nullable().catch(null).default(null),
  selection: z.enum(selectionRules).catch("advance"),
  cutoff: z.coerce.number().min(0).max(100).catch(70),
  excludeSmall: z
    .enum(["on", "off"])
    .catch("off")
    .transform((v) => v === "on"),
});
export type FairnessParams = z.output<typeof fairnessParamsSchema>;

/** Reads the page's (or the CSV's) URL state; anything unreadable falls back to its default. */
export function readFairnessParams(search: URLSearchParams): FairnessParams {
  return fairnessParamsSchema.parse(Object.fromEntries([...search.entries()].map(([k, v]) => [k, v || undefined])));
}
