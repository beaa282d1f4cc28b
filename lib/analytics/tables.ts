import { funnelStages, outcomes, percent, timeLabels, type CohortFigures } from "./figures";
import type { TrendFigures } from "./trends";
import type { Workload } from "./workload";

export const tableIds = [
  "funnel",
  "times",
  "problems",
  "bands",
  "trends",
  "flags",
  "leaks",
  "workload",
  "open",
] as const;
export type TableId = (typeof tableIds)[number];

/** How a column's numbers read: the page formats them, the CSV keeps the number (with the unit in its header). */
export type ColumnFormat = "text" | "count" | "percent" | "seconds" | "score";
export type Cell = string | number | null;

export interface FigureTable {
  id: TableId;
  title: string;
  columns: Array<{ label: string; format: ColumnFormat }>;
  rows: Cell[][];
}

/** Display names: problems, users and sources by id. */
export interface Names {
  problem(id: string): string;
  user(id: string): string;
}

const col = (label: string, format: ColumnFormat = "count") => ({ label, format });
const stageLabels = {
  issued: "Issued",
  started: "Started",
  completed: "Completed",
  reviewed: "Reviewed",
  decided: "Decided",
};

function funnelTable({ funnel }: CohortFigures): FigureTable {
  const issued = funnel.stages.issued;
  const rows: Cell[][] = funnelStages.map((stage, i) => [
    stageLabels[stage],
    funnel.stages[stage],
    percent(funnel.stages[stage], issued),
    i === 0 ? null : percent(funnel.stages[stage], funnel.stages[funnelStages[i - 1]!]),
  ]);
  for (const outcome of outcomes) {
    const label = { advance: "Advanced", reject: "Rejected", hold: "On hold" }[outcome];
    rows.push([
      label,
      funnel.outcomes[outcome],
      percent(funnel.outcomes[outcome], issued),
      percent(funnel.outcomes[outcome], funnel.stages.decided),
    ]);
  }
  rows.push(["Expired", funnel.expired, percent(funnel.expired, issued), null]);
  rows.push(["Cancelled", funnel.cancelled, percent(funnel.cancelled, issued), null]);
  return {
    id: "funnel",
    title: "Funnel",
    columns: [col("Stage", "text"), col("Screens"), col("Of issued", "percent"), col("Of the step before", "percent")],
    rows,
  };
}

function timesTable({ times }: CohortFigures): FigureTable {
  return {
    id: "times",
    title: "Times",
    columns: [col("Interval", "text"), col("Screens"), col("Median", "seconds"), col("90th percentile", "seconds")],
    rows: times.map((t) => [timeLabels[t.metric], t.count, t.median, t.p90]),
  };
}

function problemsTable({ problems }: CohortFigures, names: Names): FigureTable {
  return {
    id: "problems",
    title: "Per problem",
    columns: [
      col("Problem", "text"),
      col("Issued"),
      col("Completion rate", "percent"),
      col("Expiry rate", "percent"),
      col("Median score", "score"),
      col("Score 25th percentile", "score"),
      col("Score 75th percentile", "score"),
      col("Advance rate", "percent"),
    ],
    rows: problems.map((p) => [
      names.problem(p.problemId),
      p.funnel.stages.issued,
      percent(p.funnel.stages.completed, p.funnel.stages.issued),
      percent(p.funnel.expired, p.funnel.stages.issued),
      p.score.median,
      p.score.p25,
      p.score.p75,
      percent(p.funnel.outcomes.advance, p.funnel.stages.decided),
    ]),
  };
}

const bandLabel = (band: number) => (band === 9 ? "90–100" : `${band * 10}–${band * 10 + 9}`);

function bandsTable({ problems }: CohortFigures, names: Names): FigureTable {
  const rows: Cell[][] = [];
  for (const p of problems)
    for (const b of p.bands)
      if (b.decided)
        rows.push([
          names.problem(p.problemId),
          bandLabel(b.band),
          b.decided,
          b.advanced,
          percent(b.advanced, b.decided),
        ]);
  return {
    id: "bands",
    title: "Advance rate per score band",
    columns: [
      col("Problem", "text"),
      col("Score band", "text"),
      col("Decided"),
      col("Advanced"),
      col("Advance rate", "percent"),
    ],
    rows,
  };
}

function trendsTable({ weeks }: TrendFigures): FigureTable {
  return {
    id: "trends",
    title: "Weekly trends",
    columns: [col("Week of", "text"), col("Completed"), col("Median score", "score")],
    rows: weeks.map((w) => [w.week, w.completed, w.medianScore]),
  };
}

function flagsTable({ weeks, kinds }: TrendFigures): FigureTable {
  return {
    id: "flags",
    title: "Share of completed screens with each kind of flag",
    columns: [col("Week of", "text"), col("Completed"), ...kinds.map((k) => col(k, "percent"))],
    rows: weeks.map((w) => [w.week, w.completed, ...kinds.map((k) => percent(w.flags.get(k) ?? 0, w.completed))]),
  };
}

function leaksTable({ leaks }: TrendFigures, names: Names): FigureTable {
  return {
    id: "leaks",
    title: "Possible leaks",
    columns: [
      col("Week of", "text"),
      col("Problem", "text"),
      col("What jumped", "text"),
      col("That week", "text"),
      col("Usual", "text"),
      col("Robust z", "score"),
    ],
    rows: leaks.map((l) => {
      const show = (v: number) => (l.what === "score" ? v.toFixed(1) : `${(100 * v).toFixed(1)} %`);
      return [
        l.week,
        names.problem(l.problemId),
        l.what === "score" ? "Median score" : `Share flagged “${l.what}”`,
        show(l.value),
        show(l.baseline),
        Math.round(l.z * 10) / 10,
      ];
    }),
  };
}

function workloadTable(workload: Workload, names: Names): FigureTable {
  return {
    id: "workload",
    title: "Reviewer workload per week",
    columns: [col("Week of", "text"), col("Reviewer", "text"), col("Results reviewed"), col("Decisions")],
    rows: workload.weekly.map((w) => [w.week, names.user(w.reviewerId), w.reviews, w.decisions]),
  };
}

function openTable(workload: Workload, names: Names): FigureTable {
  return {
    id: "open",
    title: "Open items per reviewer",
    columns: [col("Reviewer", "text"), col("Completed, not decided")],
    rows: workload.open.map((o) => [o.reviewerId ? names.user(o.reviewerId) : "Nobody has looked yet", o.count]),
  };
}

/** The tables built from the cohort of screens issued in the period. */
export const cohortTables = (cohort: CohortFigures, names: Names) => ({
  funnel: funnelTable(cohort),
  times: timesTable(cohort),
  problems: problemsTable(cohort, names),
  bands: bandsTable(cohort, names),
});

/** The tables built from the weekly trends. */
export const trendTables = (trends: TrendFigures, names: Names) => ({
  trends: trendsTable(trends),
  flags: flagsTable(trends),
  leaks: leaksTable(trends, names),
});

/** The tables built from the reviewers' work and open items. */
export const workloadTables = (workload: Workload, names: Names) => ({
  workload: workloadTable(workload, names),
  open: openTable(workload, names),
});

/** Every figure as a table: the charts' text alternative, and what each CSV export holds. */
export function figureTables(cohort: CohortFigures, trends: TrendFigures, workload: Workload, names: Names) {
  return {
    ...cohortTables(cohort, names),
    ...trendTables(trends, names),
    ...workloadTables(workload, names),
  } satisfies Record<TableId, FigureTable>;
}
