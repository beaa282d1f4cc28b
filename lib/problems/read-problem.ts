import "server-only";
import { problemSchema, type Problem } from "@/lib/api-contract/responses";
import { getScreeningApi } from "@/lib/screening-api";
import { getRegistryEntry, recordReadFailure, saveProblem, type RegistryEntry } from "./registry";

export type ProblemRead =
  | { ok: true; problem: Problem; entry: RegistryEntry }
  | { ok: false; error: unknown; entry: RegistryEntry | null; lastKnown: Problem | null };

/**
 * A problem for its page: read through the API and kept in the registry (a problem opened by id joins it as
 * "added"). When the read fails, the error is kept on an existing entry and its last snapshot is offered.
 */
export async function readProblem(problemId: string, userId: string): Promise<ProblemRead> {
  try {
    const problem = await getScreeningApi().problems.get(problemId);
    const entry = await saveProblem(problemId, problem, "added", userId);
    return { ok: true, problem, entry };
  } catch (error) {
    await recordReadFailure(problemId, error);
    const entry = await getRegistryEntry(problemId);
    const snapshot = problemSchema.safeParse(entry?.snapshot);
    return { ok: false, error, entry, lastKnown: snapshot.success ? snapshot.data : null };
  }
}
