import "server-only";
import { cache } from "react";
import { db } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/generated/client";
import type { Problem } from "@/lib/api-contract/responses";
import { getScreeningApi, type ScreeningApi } from "@/lib/screening-api";
import { describeApiError } from "@/lib/screening-api/describe-error";
import { mapWithConcurrency } from "./concurrency";

/** Where the team first met a problem. */
export type ProblemOrigin = "screen" | "created" | "added";

/** Problems read from the API at once by the registry's bulk work; the client's limiter caps the rate too. */
const REFRESH_CONCURRENCY = 4;

const snapshotOf = (problem: Problem) => JSON.parse(JSON.stringify(problem)) as Prisma.InputJsonValue;
const errorText = (error: unknown) => {
  const { title, detail } = describeApiError(error);
  return `${title}: ${detail}`;
};

/**
 * Stores what the API said about a problem, creating the entry when it is new (the origin of an existing one
 * stays). The entry is the id asked for, whatever id the answer names: a service that answered another id would
 * otherwise add an entry on every read, and the reconciler reads every entry again on every run.
 */
export function saveProblem(problemId: string, problem: Problem, origin: ProblemOrigin, addedById?: string) {
  const data = {
    name: problem.name,
    status: problem.status ?? null,
    type: problem.type ?? null,
    snapshot: snapshotOf(problem),
    lastFetchedAt: new Date(),
    lastError: null,
  };
  return db.problemRegistryEntry.upsert({
    where: { problemId },
    create: { problemId, origin, addedById: addedById ?? null, ...data },
    update: data,
  });
}

/**
 * Reads one problem from the API into the registry; an API failure is kept on the entry, not thrown. The sync
 * engine passes its own (background) client.
 */
export async function refreshProblem(
  problemId: string,
  origin: ProblemOrigin = "added",
  addedById?: string,
  api: ScreeningApi = getScreeningApi(),
) {
  try {
    const problem = await api.problems.get(problemId);
    await saveProblem(problemId, problem, origin, addedById);
    return { ok: true as const, problem };
  } catch (error) {
    const failure = { lastError: errorText(error), lastFetchedAt: new Date() };
    await db.problemRegistryEntry.upsert({
      where: { problemId },
      create: { problemId, name: problemId, origin, addedById: addedById ?? null, ...failure },
      update: failure,
    });
    return { ok: false as const, error };
  }
}

/** Keeps a failed read on an entry the registry already has; an unknown id is not registered by it. */
export async function recordReadFailure(problemId: string, error: unknown) {
  await db.problemRegistryEntry.updateMany({
    where: { problemId },
    data: { lastError: errorText(error), lastFetchedAt: new Date() },
  });
}

/**
 * Adds a problem by id, reading it from the API first: an id the API does not know throws (NotFoundError) and
 * adds nothing. An id already registered is refreshed.
 */
export async function addProblemById(problemId: string, addedById: string) {
  const existing = await getRegistryEntry(problemId);
  const problem = await getScreeningApi().problems.get(problemId);
  await saveProblem(problemId, problem, "added", addedById);
  return { problem, alreadyRegistered: existing !== null };
}

/** Registers problems met in screens that the registry does not know yet, reading each once. */
export async function registerProblemsFromScreens(problemIds: Iterable<string>, api?: ScreeningApi) {
  const ids = [...new Set(problemIds)];
  if (!ids.length) return [];
  const known = await db.problemRegistryEntry.findMany({
    where: { problemId: { in: ids } },
    select: { problemId: true },
  });
  const knownIds = new Set(known.map((k) => k.problemId));
  const unknown = ids.filter((id) => !knownIds.has(id));
  await mapWithConcurrency(unknown, REFRESH_CONCURRENCY, (id) => refreshProblem(id, "screen", undefined, api));
  return unknown;
}

/** Every problem the mirrored screens use, for registering the ones the registry does not know. */
export async function problemIdsInScreens(): Promise<string[]> {
  const rows = await db.$queryRaw<
    { problemId: string }[]
  >`SELECT DISTINCT "problemId" FROM mirror_screen WHERE "goneAt" IS NULL`;
  return rows.map((r) => r.problemId);
}

/**
 * Re-reads every registered problem, a few at a time, after picking up problems that mirrored screens use and
 * the registry does not know yet. A problem that cannot be read keeps its last snapshot and shows the error.
 */
export async function refreshAllProblems() {
  const discovered = new Set(await registerProblemsFromScreens(await problemIdsInScreens()));
  const entries = await db.problemRegistryEntry.findMany({ select: { problemId: true, origin: true } });
  const stale = entries.filter((e) => !discovered.has(e.problemId));
  const outcomes = await mapWithConcurrency(stale, REFRESH_CONCURRENCY, (e) =>
    refreshProblem(e.problemId, e.origin as ProblemOrigin),
  );
  const failed = await db.problemRegistryEntry.count({
    where: { problemId: { in: entries.map((e) => e.problemId) }, lastError: { not: null } },
  });
  return { total: entries.length, discovered: discovered.size, refreshed: outcomes.filter((o) => o.ok).length, failed };
}

export function getRegistryEntry(problemId: string) {
  return db.problemRegistryEntry.findUnique({ where: { problemId } });
}

export function listRegisteredProblems() {
  return db.problemRegistryEntry.findMany({ orderBy: [{ name: "asc" }] });
}

export type RegistryEntry = Awaited<ReturnType<typeof listRegisteredProblems>>[number];

/**
 * A problem's name as the registry last read it, or null when the registry does not hold it. Read once per request
 * (React cache): a result page's title, report and review column all name the problem.
 */
export const registeredProblemName = cache(async function registeredProblemName(
  problemId: string,
): Promise<string | null> {
  const entry = await db.problemRegistryEntry.findUnique({ where: { problemId }, select: { name: true } });
  return entry?.name ?? null;
});
