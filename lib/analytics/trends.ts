import { add, quantile, scoreOfBucket, type Histogram } from "./histogram";
import { findJumps, leakRule, type WeekValue } from "./leaks";
import { addDays, isoDay } from "./period";
import type { WeeklyRollupRow, WeeklyScores } from "./rollup-rows";

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
  scores: Histogram;
  flags: Map<string, number>;
}

const empty = (): Accumulator => ({ completed: 0, scores: new Map(), flags: new Map() });

function weekIn(target: Map<string, Accumulator>, week: string) {
  let accumulator = target.get(week);
  if (!accumulator) target.set(week, (accumulator = empty()));
  return accumulator;
}

function accumulate(target: Map<string, Accumulator>, row: WeeklyRollupRow) {
  const week = weekIn(target, row.week);
  if (row.metric === "done") week.completed += row.n;
  else if (row.metric === "done_flag") week.flags.set(row.key, (week.flags.get(row.key) ?? 0) + row.n);
}

/**
 * Adds a week's `bucket:n` pairs (lib/analytics/read-rollups.ts) to each target's histogram of that week. Read with
 * indexOf, not split: a year holds some 30,000 pairs, and splitting them into arrays took four times as long.
 */
function addScores(targets: Array<Map<string, Accumulator>>, row: WeeklyScores) {
  const weeks = targets.map((target) => weekIn(target, row.week));
  const text = row.histogram;
  for (let start = 0; start < text.length;) {
    const colon = text.indexOf(":", start);
    const next = text.indexOf(",", colon);
    const comma = next < 0 ? text.length : next;
    const bucket = Number(text.slice(start, colon));
    const n = Number(text.slice(colon + 1, comma));
    if (colon < 0 || !Number.isInteger(bucket) || !Number.isInteger(n)) break;
    for (const week of weeks) add(week.scores, bucket, n);
    start = comma + 1;
  }
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
    return { week, completed: a.completed, medianScore: quantile(a.scores, 0.5, scoreOfBucket), flags: a.flags };
  });

/**
 * The weekly trends of `shown` weeks, and the possible leaks among them: each problem's median score and each
 * flag kind's share held against that problem's own earlier weeks (`history` weeks come first in `allWeeks`).
 */
export function trendFigures(
  read: { counts: readonly WeeklyRollupRow[]; scores: readonly WeeklyScores[] },
  allWeeks: string[],
  shown: string[],
) {
  const overall = new Map<string, Accumulator>();
  const perProblem = new Map<string, Map<string, Accumulator>>();
  const problem = (id: string) => {
    let own = perProblem.get(id);
    if (!own) perProblem.set(id, (own = new Map()));
    return own;
  };
  for (const row of read.counts) {
    accumulate(overall, row);
    accumulate(problem(row.problemId), row);
  }
  for (const row of read.scores) addScores([overall, problem(row.problemId)], row);
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
