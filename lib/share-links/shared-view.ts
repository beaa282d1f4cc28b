import type { Results } from "@/lib/api-contract/responses";
import { withholdIpAddresses } from "@/lib/utils/withhold-ip-addresses";
import type { ShareContents } from "./contents";

/**
 * Everything a dashboard share page may show, built field by field from the results: what is not copied here
 * cannot reach the page. Always: the candidate's name, the problem, score, completion, time used, the settings in
 * effect and the per-dimension analysis. With the link's contents: the findings (each flag's title and level, and
 * the overall risk) and the narrative. Never IP addresses (withheld from any text that is shown), the candidate's
 * email, flag descriptions or any other personal data.
 */
export interface SharedView {
  candidateName: string;
  problemName: string;
  score: number | null;
  completedAt: string;
  completionTimeSeconds: number;
  settings: { externalResourceMode: string; spokenLocale: string };
  analysis: { key: string; name: string; score: number; explanation: string }[] | null;
  integrity: {
    risk: string | null;
    findings: { title: string; level: string }[] | null;
    narrative: string | null;
  } | null;
}

export function sharedView(
  results: Results,
  names: { candidate: string; problem: string },
  contents: ShareContents,
): SharedView {
  const report = results.integrity_report;
  const integrity =
    contents.integrityFindings || contents.integrityNarrative
      ? {
          risk: report.risk,
          findings: contents.integrityFindings
            ? report.flags.map((flag) => ({ title: withholdIpAddresses(flag.title), level: flag.level }))
            : null,
          narrative: contents.integrityNarrative ? withholdIpAddresses(report.explanation) : null,
        }
      : null;
  return {
    candidateName: names.candidate,
    problemName: names.problem,
    score: results.score,
    completedAt: results.completed_at,
    completionTimeSeconds: results.completion_time_seconds,
    settings: {
      externalResourceMode: results.settings.external_resource_mode,
      spokenLocale: results.settings.spoken_locale,
    },
    analysis:
      results.analysis?.map(({ key, name, score, explanation }) => ({
        key,
        name,
        score,
        explanation: withholdIpAddresses(explanation),
      })) ?? null,
    integrity,
  };
}
