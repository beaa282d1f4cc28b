import "server-only";
import { after } from "next/server";
import { problemSchema, type Problem } from "@/lib/api-contract/responses";
import { getScreeningApi } from "@/lib/screening-api";
import { getRegistryEntry, recordReadFailure, saveProblem, type RegistryEntry } from "./registry";

/** What the page shows of the problem's registry entry. */
type EntryFacts = Pick<RegistryEntry, "origin" | "lastFetchedAt">;

export type ProblemRead =
  | { ok: true; problem: Problem; entry: EntryFacts }
  | { ok: false; error: unknown; entry: EntryFacts | null; lastKnown: Problem | null };

/**
 * A problem for its page, read through the API. The registry keeps what was read once the response is out (a
 * problem opened by id joins it as "added"; a failed read is kept on an existing entry), so rendering writes
 * nothing. When the read fails, the entry's last snapshot is offered.
 */
export async function loadProblem(problemId: string, userId: string): Promise<ProblemRead> {
  const readAt = new Date();
  const [read, entry] = await Promise.all([
    getScreeningApi()
      .problems.get(problemId)
      .then(
        (problem) => ({ ok: true as const, problem }),
        (error: unknown) => ({ ok: false as const, error }),
      ),
    getRegistryEntry(problemId),
  ]);
  if (read.ok) {
    after(() => saveProblem(problemId, read.problem, "added", userId));
    return { ok: true, problem: read.problem, entry: { origin: entry?.origin ?? "added", lastFetchedAt: readAt } };
  }
  after(() => recordReadFailure(problemId, read.error));
  const snapshot = problemSchema.safeParse(entry?.snapshot);
  return { ok: false, error: read.error, entry, lastKnown: snapshot.success ? snapshot.data : null };
}
