/** Reviewer workload from the rollups: work per reviewer per week, and open items per reviewer. */
export interface Workload {
  weekly: Array<{ week: string; reviewerId: string; reviews: number; decisions: number }>;
  /** `reviewerId` "" holds completed screens nobody has reviewed or decided yet. */
  open: Array<{ reviewerId: string; count: number }>;
}

export function workloadFigures(
  work: ReadonlyArray<{ week: string; metric: string; key: string; n: number }>,
  open: ReadonlyArray<{ key: string; n: number }>,
): Workload {
  const weekly = new Map<string, Workload["weekly"][number]>();
  for (const row of work) {
    const id = `${row.week} ${row.key}`;
    let entry = weekly.get(id);
    if (!entry) weekly.set(id, (entry = { week: row.week, reviewerId: row.key, reviews: 0, decisions: 0 }));
    if (row.metric === "reviews_by") entry.reviews += row.n;
    else entry.decisions += row.n;
  }
  return {
    weekly: [...weekly.values()].sort(
      (a, b) => b.week.localeCompare(a.week) || b.reviews + b.decisions - (a.reviews + a.decisions),
    ),
    open: open.map((o) => ({ reviewerId: o.key, count: o.n })).sort((a, b) => b.count - a.count),
  };
}
