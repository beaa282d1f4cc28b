import { z } from "zod";
import { decisionInputSchema } from "@/lib/annotations/schemas";
import { cohortFilterSchema } from "./cohort-query";
import { cohortPicks, defaultCohortPick } from "./cohort-pick";

/** The most screens one cohort decision covers; more is a filter to narrow first. */
export const MAX_DECIDED_AT_ONCE = 1000;

/**
 * People chosen in a cohort, each by the screen the cohort shows of them (`pick`, as in its filters): ticked one
 * by one, or everyone (matching the filters) whose shown screen scores at least a cut-off, minus those unticked.
 * The server resolves the second, so the browser never holds the cohort.
 */
export const cohortSelectionSchema = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("ids"),
    ids: z.array(z.string().min(1).max(200)).min(1, "Select at least one candidate").max(MAX_DECIDED_AT_ONCE),
    pick: z.enum(cohortPicks).default(defaultCohortPick),
  }),
  z.object({
    kind: z.literal("cutoff"),
    min: z.number().finite(),
    filters: cohortFilterSchema,
    exclude: z.array(z.string().min(1).max(200)).max(MAX_DECIDED_AT_ONCE),
  }),
]);
export type CohortSelection = z.infer<typeof cohortSelectionSchema>;

export const decideCohortSchema = z.object({
  problemId: z.string().min(1).max(200),
  selection: cohortSelectionSchema,
  decision: decisionInputSchema.shape.decision,
  reason: decisionInputSchema.shape.reason,
});

export const countAtOrAboveSchema = z.object({
  problemId: z.string().min(1).max(200),
  filters: cohortFilterSchema,
  min: z.number().finite(),
});
