import { durationOfBucket, scoreOfBucket } from "./histogram";
import { ALL, type RollupRow } from "./rollup-rows";

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

/** The rows of one cohort read, indexed: every count below is a sum over them, every quantile one of its rows. */
class Cells {
  constructor(private readonly rows: readonly RollupRow[]) {}
  count(metric: string, key?: string) {
    return this.rows.reduce(
      (sum, r) => (r.metric === metric && (key === undefined || r.key === key) ? sum + r.n : sum),
      0,
    );
  }
  /** The q-quantile's bucket of a metric as `valueOf` that bucket, and how many values it was taken over. */
  quantile(metric: string, q: 0.25 | 0.5 | 0.75 | 0.9, valueOf: (bucket: number) => number) {
    const row = this.rows.find((r) => r.metric === `${metric}@${q}`);
    return { value: row ? valueOf(row.bucket) : null, count: row?.n ?? 0 };
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
  const median = cells.quantile("score", 0.5, scoreOfBucket);
  return {
    graded: median.count,
    median: median.value,
    p25: cells.quantile("score", 0.25, scoreOfBucket).value,
    p75: cells.quantile("score", 0.75, scoreOfBucket).value,
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
  const byProblem = new Map<string, RollupRow[]>();
  const whole: RollupRow[] = [];
  for (const r of rows) {
    // Counts add up over the problems; quantiles are read whole, as the read took them for the cohort.
    if (r.problemId === ALL || !r.metric.includes("@")) whole.push(r);
    if (r.problemId === ALL) continue;
    const own = byProblem.get(r.problemId);
    if (own) own.push(r);
    else byProblem.set(r.problemId, [r]);
  }
  const all = new Cells(whole);
  const times: TimeFigure[] = timeMetrics.map((metric) => {
    const median = all.quantile(metric, 0.5, durationOfBucket);
    return {
      metric,
      count: median.count,
      median: median.value,
      p90: all.quantile(metric, 0.9, durationOfBucket).value,
    };
  });
  const problems: ProblemFigures[] = [...byProblem.entries()].map(([problemId, own]) => {
    const cells = new Cells(own);
    return { problemId, funnel: funnelOf(cells), score: scoreOf(cells), bands: bandsOf(own) };
  });
  problems.sort((a, b) => b.funnel.stages.issued - a.funnel.stages.issued || a.problemId.localeCompare(b.problemId));
  return { funnel: funnelOf(all), times, score: scoreOf(all), bands: bandsOf(whole), problems };
}

export type CohortFigures = ReturnType<typeof cohortFigures>;

/** A share as a percentage with one decimal, or null when there is nothing to divide by. */
export const percent = (part: number, whole: number) => (whole > 0 ? Math.round((1000 * part) / whole) / 10 : null);
