import type { Results } from "@/lib/api-contract/responses";
import { parseServiceTime } from "./parse-time";

/** A whole number the column (PostgreSQL int4) can hold, else null: the service's number stays in the kept body. */
const int4 = (value: number) => (value >= -2_147_483_648 && value <= 2_147_483_647 ? value : null);

/** The columns lists sort and filter on, taken from one results read (the body itself is kept whole beside them). */
export function resultColumns(results: Results) {
  const completedAt = parseServiceTime(results.completed_at);
  if (!completedAt) {
    throw new Error(
      `Results of ${results.interview_id} have an unreadable completed_at: ${JSON.stringify(results.completed_at)}`,
    );
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
    completionTimeSeconds: int4(results.completion_time_seconds),
    externalResourceMode: results.settings.external_resource_mode,
    spokenLocale: results.settings.spoken_locale,
  };
}
