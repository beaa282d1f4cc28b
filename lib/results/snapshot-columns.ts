import type { Results } from "@/lib/api-contract/responses";

/** The columns the overview and the integrity queue sort and filter on, taken from one results read. */
export function snapshotColumns(results: Results) {
  const completedAt = new Date(results.completed_at);
  if (Number.isNaN(completedAt.getTime())) {
    throw new Error(`Results of ${results.interview_id} have an unreadable completed_at: ${JSON.stringify(results.completed_at)}`);
  }
  const flags = results.integrity_report.flags;
  return {
    candidateId: results.candidate_id,
    problemId: results.problem_id,
    score: results.score,
    risk: results.integrity_report.risk,
    flagCount: flags.length,
    criticalCount: flags.filter((flag) => flag.level === "critical").length,
    completedAt,
  };
}
