import { add, durationOfBucket, quantile, scoreOfBucket, total, type Histogram } from "./histogram";
import type { RollupRow } from "./rollup-rows";

export const funnelStages = ["issued", "started", "completed", "reviewed", "decided"] as const;
export const outcomes = ["advance", "reject", "hold"] as const;
export const timeMetrics = ["wait_start", "take", "wait_review", "wait_decision"] as const;
export type TimeMetric = (typeof timeMetrics)[number];

export const timeLabels: Record<TimeMetric, string> = {
  wait_start: "Issue → start",
  take: "Start → completion",
  wait_review: "Completion → first review",
  wait_decision: "Completion → decision",
};

export interface Funnel {
  stages: Record<(typeof funnelStages)[number], number>;
  outcomes: Record<(typeof outcomes)[number], number>;
  expired: number;
  cancelled: number;
}

interface TimeFigure {
  metric: TimeMetric;
  count: number;
  /** Seconds, to within the bucket precision (±4.9 %). */
  median: number | null;
  p90: number | null;
}

interface ScoreSummary {
  graded: number;
  median: number | null;
  p25: number | null;
  p75: number | null;
}

interface ProblemFigures {
  problemId: string;
  funnel: Funnel;
  score: ScoreSummary;
  /** Per ten-point band (0 = 0–9, …, 9 = 90–100): screens decided and advanced. */
  bands: Array<{ band: number; decided: number; advanced: number }>;
}

/** The rows of one cohort read, indexed: every figure below is a sum over them. */
class Cells {
  constructor(private readonly rows: readonly RollupRow[]) {}
  count(metric: string, key?: string) {
    return this.rows.reduce(
      (sum, r) => (r.metric === metric && (key === undefined || r.key === key) ? sum + r.n : sum),
      0,
    );
  }
  histogram(metric: string, key?: string): Histogram {
    const h: Histogram = new Map();
    for (const r of this.rows) if (r.metric === metric && (key === undefined || r.key === key)) add(h, r.bucket, r.n);
    return h;
  }
}

function funnelOf(cells: Cells): Funnel {
  return {
    stages: {
      issued: cells.count("issued"),
      started: cells.count("started"),
      completed: cells.count("completed"),
      reviewed: cells.count("reviewed"),
      decided: cells.count("decided"),
    },
    outcomes: {
      advance: cells.count("decided", "advance"),
      reject: cells.count("decided", "reject"),
      hold: cells.count("decided", "hold"),
    },
    expired: cells.count("expired"),
    cancelled: cells.count("cancelled"),
  };
}

function scoreOf(cells: Cells): ScoreSummary {
  const h = cells.histogram("score");
  return {
    graded: total(h),
    median: quantile(h, 0.5, scoreOfBucket),
    p25: quantile(h, 0.25, scoreOfBucket),
    p75: quantile(h, 0.75, scoreOfBucket),
  };
}

function bandsOf(rows: readonly RollupRow[]) {
  const bands = Array.from({ length: 10 }, (_, band) => ({ band, decided: 0, advanced: 0 }));
  for (const r of rows) {
    if (r.metric !== "score_band" || !bands[r.bucket]) continue;
    bands[r.bucket]!.decided += r.n;
    if (r.key === "advance") bands[r.bucket]!.advanced += r.n;
  }
  return bands;
}

/** The whole cohort's figures and each problem's, from one read of the rollups. */
export function cohortFigures(rows: readonly RollupRow[]) {
  const all = new Cells(rows);
  const byProblem = new Map<string, RollupRow[]>();
  for (const r of rows) {
    const own = byProblem.get(r.problemId);
    if (own) own.push(r);
    else byProblem.set(r.problemId, [r]);
  }
  const times: TimeFigure[] = timeMetrics.map((metric) => {
    const h = all.histogram(metric);
    return {
      metric,
      count: total(h),
      median: quantile(h, 0.5, durationOfBucket),
      p90: quantile(h, 0.9, durationOfBucket),
    };
  });
  const problems: ProblemFigures[] = [...byProblem.entries()].map(([problemId, own]) => {
    const cells = new Cells(own);
    return { problemId, funnel: funnelOf(cells), score: scoreOf(cells), bands: bandsOf(own) };
  });
  problems.sort((a, b) => b.funnel.stages.issued - a.funnel.stages.issued || a.problemId.localeCompare(b.problemId));
  return { funnel: funnelOf(all), times, score: scoreOf(all), bands: bandsOf(rows), problems };
}

export type CohortFigures = ReturnType<typeof cohortFigures>;

/** A share as a percentage with one decimal, or null when there is nothing to divide by. */
export const percent = (part: number, whole: number) => (whole > 0 ? Math.round((1000 * part) / whole) / 10 : null);
