import type { Results } from "@/lib/api-contract/responses";

/** The columns lists sort and filter on, taken from one results read (the body itself is kept whole beside them). */
export function resultColumns(results: Results) {
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
    completionTimeSeconds: results.completion_time_seconds,
    externalResourceMode: results.settings.external_resource_mode,
    spokenLocale: results.settings.spoken_locale,
  };
}
