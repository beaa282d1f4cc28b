import "server-only";
import { db } from "@/lib/db/client";
import { addDays } from "@/lib/analytics/period";
import { resolveFairnessPeriod, type FairnessPeriod } from "./fairness-period";
import { impactTables, type Assessed, type DimensionFigures } from "./impact";
import { selectedUnder, type FairnessParams } from "./selection";

export type ProblemFairness = { problemId: string; problemName: string; assessed: number; tables: DimensionFigures[] };

/** The screens issued for one ATS job's applications ("<ats>:<job id>"), through lib/ats's application rows. */
async function screensOfJob(job: string | undefined): Promise<string[] | null> {
  if (!job) return null;
  const [ats, jobId] = [job.slice(0, job.indexOf(":")), job.slice(job.indexOf(":") + 1)];
  const rows = await db.atsApplicationScreen.findMany({
    where: { ats, jobId, interviewId: { not: null } },
    select: { interviewId: true },
    take: 100_000,
  });
  return rows.flatMap((r) => (r.interviewId ? [r.interviewId] : []));
}

/** The ATS jobs that have screens, for the page's job selector (at most 200, most recent first). */
export async function listFairnessJobs() {
  const rows = await db.atsApplicationScreen.groupBy({
    by: ["ats", "jobId"],
    where: { interviewId: { not: null } },
    _max: { createdAt: true },
    orderBy: { _max: { createdAt: "desc" } },
    take: 200,
  });
  return rows.map((r) => ({
    value: `${r.ats}:${r.jobId}`,
    label: `${r.ats[0]!.toUpperCase()}${r.ats.slice(1)} job ${r.jobId}`,
  }));
}

/** The latest completed, scored screen of each candidate for each problem in the period. */
async function screensOfPeriod(from: Date, to: Date, problemId: string | undefined, job: string | undefined) {
  const ofJob = await screensOfJob(job);
  const screens = await db.mirrorScreen.findMany({
    where: {
      completedAt: { gte: from, lt: addDays(to, 1) },
      goneAt: null,
      ...(problemId ? { problemId } : {}),
      ...(ofJob ? { id: { in: ofJob } } : {}),
    },
    select: { id: true, candidateId: true, problemId: true, score: true, completedAt: true },
    orderBy: { completedAt: "desc" },
    take: 200_000,
  });
  const latest = new Map<string, (typeof screens)[number]>();
  for (const screen of screens) {
    const key = `${screen.problemId}|${screen.candidateId}`;
    if (!latest.has(key)) latest.set(key, screen);
  }
  return [...latest.values()];
}

/** Screens whose most recent reviewer decision is "advance". */
async function advancedScreens(screenIds: string[]) {
  const decisions = await db.decision.findMany({
    where: { interviewId: { in: screenIds } },
    select: { interviewId: true, decision: true, updatedAt: true },
    orderBy: { updatedAt: "asc" },
  });
  const last = new Map(decisions.map((d) => [d.interviewId, d.decision]));
  return new Set([...last].filter(([, decision]) => decision === "advance").map(([id]) => id));
}

/**
 * The fairness figures of a period, per problem and for all problems together. Compliance only: callers check the
 * permission (requireCompliance / defineAction's `compliance`) before calling.
 */
export async function loadFairness(params: FairnessParams, now = new Date()) {
  return loadFairnessOf(params, resolveFairnessPeriod(params, now));
}

/** The same figures for a given period (the previous one for the call-outs, the history of a report). */
export async function loadFairnessOf(params: FairnessParams, period: FairnessPeriod) {
  const screens = await screensOfPeriod(period.from, period.to, params.problem, params.job);
  const [advanced, answers, problems] = await Promise.all([
    advancedScreens(screens.map((s) => s.id)),
    db.demographicAnswer.findMany({
      where: { candidateId: { in: [...new Set(screens.map((s) => s.candidateId))] } },
      select: { candidateId: true, sex: true, raceEthnicity: true },
    }),
    db.problemRegistryEntry.findMany({ select: { problemId: true, name: true } }),
  ]);
  const answerOf = new Map(answers.map((a) => [a.candidateId, a]));
  const nameOf = new Map(problems.map((p) => [p.problemId, p.name]));
  const byProblem = new Map<string, typeof screens>();
  for (const screen of screens) byProblem.set(screen.problemId, [...(byProblem.get(screen.problemId) ?? []), screen]);
  const options = { excludeUnderTwoPercent: params.excludeSmall };
  const all: Assessed[] = [];
  const perProblem: ProblemFairness[] = [...byProblem].map(([problemId, group]) => {
    const selected = selectedUnder(
      params.selection,
      params.cutoff,
      group.map((s) => ({ score: s.score, advanced: advanced.has(s.id) })),
    );
    const people = group.map((s, i) => {
      const answer = answerOf.get(s.candidateId);
      return { sex: answer?.sex ?? null, raceEthnicity: answer?.raceEthnicity ?? null, selected: selected[i]! };
    });
    all.push(...people);
    const problemName = nameOf.get(problemId) ?? problemId;
    return { problemId, problemName, assessed: people.length, tables: impactTables(people, options) };
  });
  perProblem.sort((a, b) => a.problemName.localeCompare(b.problemName));
  const overall: ProblemFairness = {
    problemId: "all",
    problemName: "All problems",
    assessed: all.length,
    tables: impactTables(all, options),
  };
  return { period, overall, perProblem, withAnswers: answers.length };
}
