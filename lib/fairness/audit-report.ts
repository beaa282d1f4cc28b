import "server-only";
import { fairnessHistory, resolveFairnessPeriod, type FairnessPeriod } from "./fairness-period";
import type { Dimension, DimensionFigures } from "./impact";
import { loadFairnessOf, type ProblemFairness } from "./load-fairness";
import { selectionLabels, type FairnessParams } from "./selection";

/** How many periods the report's history covers, the reported one included. */
export const historyLength = 4;

/** One period of the history: per problem and dimension, who was assessed and the lowest ratio. */
export type HistoryRow = {
  period: string;
  problemName: string;
  dimension: Dimension;
  assessed: number;
  unknown: number;
  lowestRatio: number | null;
  lowestCategory: string | null;
  underFourFifths: number;
};

export type AuditReport = {
  generatedAt: Date;
  period: FairnessPeriod;
  /** The source and explanation of the data, as the NYC rules' summary asks (6 RCNY § 5-303(a)(1)). */
  dataSource: string;
  selectionMeans: string;
  scope: string;
  problems: ProblemFairness[];
  history: HistoryRow[];
};

function historyRows(period: FairnessPeriod, problems: ProblemFairness[]): HistoryRow[] {
  return problems.flatMap((problem) =>
    problem.tables.map((table: DimensionFigures) => {
      const ratioed = table.categories.filter((c) => c.impactRatio !== null);
      const lowest = ratioed.reduce<(typeof ratioed)[number] | null>(
        (low, c) => (low === null || c.impactRatio! < low.impactRatio! ? c : low),
        null,
      );
      return {
        period: period.label,
        problemName: problem.problemName,
        dimension: table.dimension,
        assessed: problem.assessed,
        unknown: table.unknown.assessed,
        lowestRatio: lowest?.impactRatio ?? null,
        lowestCategory: lowest?.category ?? null,
        underFourFifths: table.categories.filter((c) => c.belowFourFifths).length,
      };
    }),
  );
}

/**
 * The auditor's report of one problem (or all problems together and each one) for a period, with the figures of
 * the periods before it. Compliance only: callers check the permission and audit the download.
 */
export async function loadAuditReport(params: FairnessParams, now = new Date()): Promise<AuditReport> {
  const period = resolveFairnessPeriod(params, now);
  const periods = fairnessHistory(period, historyLength);
  const loaded = await Promise.all(periods.map((p) => loadFairnessOf(params, p)));
  const shown = (f: (typeof loaded)[number]) => (params.problem ? f.perProblem : [f.overall, ...f.perProblem]);
  const current = loaded.at(-1)!;
  const selectionMeans = `${selectionLabels[params.selection]}${params.selection === "cutoff" ? ` (${params.cutoff})` : ""}`;
  return {
    generatedAt: now,
    period,
    dataSource:
      "Historical data: every completed screen of the period in this organization's screening service (the latest " +
      "screen of each candidate for each problem), with the candidates' voluntary self-identification answers " +
      "(imported from a file or read from the ATS's EEOC data). Candidates without an answer are counted as unknown.",
    selectionMeans,
    scope: [
      params.problem ? `problem ${current.perProblem[0]?.problemName ?? params.problem}` : "all problems",
      params.job ? `ATS job ${params.job.replace(":", " ")}` : null,
      params.excludeSmall ? "categories under 2 % of the data left out of the ratios (listed)" : null,
    ]
      .filter(Boolean)
      .join("; "),
    problems: shown(current),
    history: loaded.flatMap((f, i) => historyRows(periods[i]!, shown(f))),
  };
}
