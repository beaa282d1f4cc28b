import type { Reviewer } from "./habits";

const DAY = 24 * 60 * 60 * 1000;

/** A completed result the history may review: its problem, when it completed, its score and its flags. */
export interface CompletedResult {
  interviewId: string;
  problemId: string;
  completedAt: Date;
  score: number | null;
  flags: ReadonlyArray<{ flagId: string; level: string }>;
}

/** A calibration round is found again by its name and the moment it was made (`setAt`). */
export type CalibrationStep =
  | { kind: "calibration-create"; name: string; problemId: string; size: number; dueAt: string | null }
  | { kind: "calibration-answers"; name: string; setAt: Date; count: number | "all" }
  | { kind: "calibration-close"; name: string; setAt: Date };

type Planned = CalibrationStep & { at: Date; by: Reviewer };

const day = (at: number) => new Date(at).toISOString().slice(0, 10);
const month = (at: number) => new Date(at).toLocaleString("en", { month: "long", timeZone: "UTC" });

/** The problem with the most results completed before `at`, if it has at least `size` of them. */
function busiestProblem(results: readonly CompletedResult[], at: number, size: number) {
  const counts = new Map<string, number>();
  for (const r of results)
    if (r.completedAt.getTime() <= at) counts.set(r.problemId, (counts.get(r.problemId) ?? 0) + 1);
  const [best] = [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  return best && best[1] >= size ? best[0] : null;
}

/** A round made by the admin at `at` for everyone, then its answers; null when no problem has enough results. */
function round(results: readonly CompletedResult[], at: number, size: number, dueInDays: number) {
  const problemId = busiestProblem(results, at, size);
  if (!problemId) return null;
  const name = `${month(at)} calibration`;
  const create: Planned = {
    kind: "calibration-create",
    at: new Date(at),
    by: "admin",
    name,
    problemId,
    size,
    dueAt: day(at + dueInDays * DAY),
  };
  const answers = (by: Reviewer, after: number, count: number | "all"): Planned => ({
    kind: "calibration-answers",
    at: new Date(at + after),
    by,
    name,
    setAt: new Date(at),
    count,
  });
  return { create, answers, name };
}

/**
 * Two calibration rounds on the busiest problem: one made six weeks ago, answered by all three and closed (its
 * comparison and agreement open to everyone), and one made three days ago, due in four, that the manager finished,
 * the admin and the recruiter only began (so it waits for them on "Waiting for you").
 */
export function planCalibration(results: readonly CompletedResult[], asOf: Date): Planned[] {
  const now = asOf.getTime();
  const steps: Planned[] = [];
  const closed = round(results, now - 42 * DAY, 6, 7);
  if (closed) {
    steps.push(closed.create, closed.answers("manager", DAY, "all"), closed.answers("recruiter", 2 * DAY, "all"));
    steps.push(closed.answers("admin", 4 * DAY, "all"));
    steps.push({
      kind: "calibration-close",
      at: new Date(now - 33 * DAY),
      by: "admin",
      name: closed.name,
      setAt: closed.create.at,
    });
  }
  const open = round(results, now - 3 * DAY, 6, 7);
  if (open)
    steps.push(
      open.create,
      open.answers("manager", DAY, "all"),
      open.answers("recruiter", 2 * DAY, 3),
      open.answers("admin", 2 * DAY + 3_600_000, 2),
    );
  return steps;
}
