import type { externalResourceModes } from "@/lib/api-contract/limits";

export type ExternalResourceMode = (typeof externalResourceModes)[number];

/** A scoring category as stored and served (2.1): weights of a problem sum to 100. */
export type ScoringCategory = {
  title: string;
  weight: number;
  rubric: string;
};

/**
 * The closing sentence of every rubric says what the candidate had at hand, so switching a problem's mode
 * rewrites each rubric for the target mode instead of leaving a CLOSED rubric on an AI_ASSISTED problem.
 */
const modeClauses: Record<ExternalResourceMode, string> = {
  CLOSED: "Judge the candidate's own work: no external resources were available.",
  OPEN: "External resources were allowed: also judge how well the candidate found, vetted and applied them.",
  AI_ASSISTED:
    "A read-only AI agent was available: judge the candidate's own reasoning and how critically they checked and applied its suggestions.",
};

export const AI_USAGE_TITLE = "AI Usage";
const AI_USAGE_WEIGHT = 20;
const AI_USAGE_RUBRIC =
  "Uses the AI agent deliberately: asks precise questions, verifies generated code before relying on it, and explains what was accepted or rejected and why.";

export function rubricForMode(base: string, mode: ExternalResourceMode): string {
  return `${base.trim()} ${modeClauses[mode]}`;
}

/** Replaces the mode sentence of a rubric (if any) with the one of `mode`. */
export function rewriteRubric(rubric: string, mode: ExternalResourceMode): string {
  let base = rubric.trim();
  for (const clause of Object.values(modeClauses)) {
    if (base.endsWith(clause)) base = base.slice(0, -clause.length).trim();
  }
  return rubricForMode(base, mode);
}

/** Integer weights proportional to `raw` that sum exactly to `total` (largest remainder). */
export function apportion(raw: number[], total: number): number[] {
  const sum = raw.reduce((a, b) => a + b, 0) || 1;
  const exact = raw.map((w) => (w / sum) * total);
  const floors = exact.map(Math.floor);
  let left = total - floors.reduce((a, b) => a + b, 0);
  const order = exact.map((e, i) => [e - Math.floor(e), i] as const).sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  for (const [, i] of order) {
    if (left <= 0) break;
    floors[i]! += 1;
    left -= 1;
  }
  return floors;
}

/**
 * The categories of a problem in `mode`: rubrics rewritten for the mode, the AI-usage category present only
 * when `aiUsage` (and only in AI_ASSISTED), and weights rebalanced to 100.
 */
export function categoriesForMode(
  categories: ScoringCategory[],
  mode: ExternalResourceMode,
  aiUsage: boolean,
): ScoringCategory[] {
  const core = categories.filter((c) => c.title !== AI_USAGE_TITLE);
  const withAi = aiUsage && mode === "AI_ASSISTED";
  const weights = apportion(
    core.map((c) => c.weight),
    withAi ? 100 - AI_USAGE_WEIGHT : 100,
  );
  const rewritten = core.map((c, i) => ({
    title: c.title,
    weight: weights[i]!,
    rubric: rewriteRubric(c.rubric, mode),
  }));
  return withAi
    ? [...rewritten, { title: AI_USAGE_TITLE, weight: AI_USAGE_WEIGHT, rubric: rubricForMode(AI_USAGE_RUBRIC, mode) }]
    : rewritten;
}
