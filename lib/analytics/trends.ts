import { scoreOfBucket } from "./histogram";
import { findJumps, leakRule, type WeekValue } from "./leaks";
import { addDays, isoDay } from "./period";
import type { WeeklyRollupRow } from "./rollup-rows";

interface TrendWeek {
  week: string;
  completed: number;
  medianScore: number | null;
  /** Flag kind → completed screens that week with at least one flag of that kind. */
  flags: Map<string, number>;
}

interface LeakCallout {
  problemId: string;
  week: string;
  /** "score", or the flag kind whose share jumped. */
  what: string;
  value: number;
  baseline: number;
  z: number;
}

interface Accumulator {
  completed: number;
  /** The week's median score bucket, as the read computed it. */
  median: number | null;
  flags: Map<string, number>;
}

const empty = (): Accumulator => ({ completed: 0, median: null, flags: new Map() });

/** Which accumulators a row adds to: its problem's, the whole organization's, or both. */
const scope = (metric: string) =>
  metric === "done_median" ? "problem" : metric === "done_median_all" ? "overall" : "both";

function accumulate(target: Map<string, Accumulator>, row: WeeklyRollupRow) {
  let week = target.get(row.week);
  if (!week) target.set(row.week, (week = empty()));
  if (row.metric === "done") week.completed += row.n;
  else if (row.metric === "done_median" || row.metric === "done_median_all") week.median = row.bucket;
  else if (row.metric === "done_flag") week.flags.set(row.key, (week.flags.get(row.key) ?? 0) + row.n);
}

/** Every Monday from `from` to `to` (both Mondays), as ISO dates. */
export function mondays(from: Date, to: Date): string[] {
  const weeks: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 7)) weeks.push(isoDay(day));
  return weeks;
}

const weekOf = (weeks: string[], data: Map<string, Accumulator>): TrendWeek[] =>
  weeks.map((week) => {
    const a = data.get(week) ?? empty();
    const medianScore = a.median === null ? null : scoreOfBucket(a.median);
    return { week, completed: a.completed, medianScore, flags: a.flags };
  });

/**
 * The weekly trends of `shown` weeks, and the possible leaks among them: each problem's median score and each
 * flag kind's share held against that problem's own earlier weeks (`history` weeks come first in `allWeeks`).
 */
export function trendFigures(rows: readonly WeeklyRollupRow[], allWeeks: string[], shown: string[]) {
  const overall = new Map<string, Accumulator>();
  const perProblem = new Map<string, Map<string, Accumulator>>();
  for (const row of rows) {
    const to = scope(row.metric);
    if (to !== "problem") accumulate(overall, row);
    if (to === "overall") continue;
    let own = perProblem.get(row.problemId);
    if (!own) perProblem.set(row.problemId, (own = new Map()));
    accumulate(own, row);
  }
  const leaks: LeakCallout[] = [];
  for (const [problemId, data] of perProblem) {
    const series = weekOf(allWeeks, data);
    const scores: WeekValue[] = series.map((w) => ({ week: w.week, completed: w.completed, value: w.medianScore }));
    for (const jump of findJumps(scores, leakRule.SCORE_FLOOR, shown[0]))
      leaks.push({ problemId, what: "score", ...jump });
    const kinds = new Set(series.flatMap((w) => [...w.flags.keys()]));
    for (const kind of kinds) {
      const shares: WeekValue[] = series.map((w) => ({
        week: w.week,
        completed: w.completed,
        value: w.completed ? (w.flags.get(kind) ?? 0) / w.completed : null,
      }));
      for (const jump of findJumps(shares, leakRule.SHARE_FLOOR, shown[0]))
        leaks.push({ problemId, what: kind, ...jump });
    }
  }
  leaks.sort((a, b) => b.week.localeCompare(a.week) || b.z - a.z);
  const weeks = weekOf(shown, overall);
  const kinds = [...new Set(weeks.flatMap((w) => [...w.flags.keys()]))].sort();
  return { weeks, kinds, leaks };
}

export type TrendFigures = ReturnType<typeof trendFigures>;
