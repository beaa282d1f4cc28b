import type { Problem } from "@/lib/api-contract/responses";
import type { EditBaseline } from "./edit-diff";
import { aiUsageScoringOf, problemExtras } from "./problem-facts";

/** The edit form's starting point, read on the server (the extras are read with zod, which the form need not load). */
export function editBaseline(problem: Problem): EditBaseline {
  return {
    problemTitle: problem.name,
    desiredTime: problem.duration,
    externalResourceMode: problem.externalResourceMode,
    includeAiUsageScoring: aiUsageScoringOf(problem),
    expirationDays: problemExtras(problem).expirationDays,
  };
}
