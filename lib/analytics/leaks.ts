/**
 * The possible-leak rule. A week's value (a problem's median score, or the share of its completed screens with
 * one kind of integrity flag) is compared with the same problem's own earlier weeks by a robust z-score:
 *
 *   z = (value − median(history)) / max(1.4826 × MAD(history), floor)
 *
 * where history is the values of up to HISTORY_WEEKS earlier weeks that each had at least MIN_COMPLETED completed
 * screens (MAD: the median absolute deviation from the history's median; 1.4826 × MAD estimates a standard
 * deviation without being moved by the outliers it looks for). A week is called out when it too had at least
 * MIN_COMPLETED completions, the history holds at least MIN_HISTORY weeks, and z ≥ THRESHOLD: a jump up, which
 * is what a leaked problem does to scores and what spreading help does to a flag. The floor keeps a problem
 * whose weeks were all alike from calling out a one-point wobble.
 */
export const leakRule = {
  MIN_COMPLETED: 5,
  MIN_HISTORY: 4,
  HISTORY_WEEKS: 8,
  THRESHOLD: 3.5,
  /** Score points. */
  SCORE_FLOOR: 2,
  /** A share (0–1): five percentage points. */
  SHARE_FLOOR: 0.05,
} as const;

export interface WeekValue {
  /** ISO date of the week's Monday. */
  week: string;
  /** Completed screens that week. */
  completed: number;
  value: number | null;
}

interface Jump {
  week: string;
  value: number;
  baseline: number;
  z: number;
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** The robust z-score of `value` against `history`, or null when the history is too short. */
export function robustZ(history: readonly number[], value: number, floor: number): number | null {
  if (history.length < leakRule.MIN_HISTORY) return null;
  const center = median(history);
  const mad = median(history.map((h) => Math.abs(h - center)));
  return (value - center) / Math.max(1.4826 * mad, floor);
}

/** The weeks of one series (oldest first) whose value jumped far above the series' own earlier weeks. */
export function findJumps(series: readonly WeekValue[], floor: number, from?: string): Jump[] {
  const jumps: Jump[] = [];
  series.forEach((point, index) => {
    if (from && point.week < from) return;
    if (point.value === null || point.completed < leakRule.MIN_COMPLETED) return;
    const history = series
      .slice(0, index)
      .filter((p) => p.value !== null && p.completed >= leakRule.MIN_COMPLETED)
      .slice(-leakRule.HISTORY_WEEKS)
      .map((p) => p.value!);
    const z = robustZ(history, point.value, floor);
    if (z !== null && z >= leakRule.THRESHOLD)
      jumps.push({ week: point.week, value: point.value, baseline: median(history), z });
  });
  return jumps;
}
