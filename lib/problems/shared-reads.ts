import "server-only";
import type { Problem } from "@/lib/api-contract/responses";
import { getScreeningApi } from "@/lib/screening-api";

/** How long one API read of a problem answers for every results page of this instance that asks. */
const SHARED_FOR_MS = 10_000;
/** Problems remembered at once; the oldest read goes first. */
const MAX_PROBLEMS = 500;

const reads = new Map<string, { at: number; problem: Promise<Problem> }>();

/**
 * The problem as it is now (spec 4.6), read once for all the results pages of this instance that ask for it within
 * `SHARED_FOR_MS`: twenty people reading results of one problem make one call, not twenty, and an edit made
 * elsewhere shows within seconds. Reads in flight are shared too; a failed read is not kept. `fetched` says whether
 * this call read the API (its caller then keeps the answer in the registry).
 */
export function problemReadNow(problemId: string): { problem: Promise<Problem>; fetched: boolean } {
  const now = Date.now();
  const kept = reads.get(problemId);
  if (kept && now - kept.at < SHARED_FOR_MS) return { problem: kept.problem, fetched: false };
  const problem = getScreeningApi().problems.get(problemId);
  reads.delete(problemId);
  reads.set(problemId, { at: now, problem });
  problem.catch(() => reads.get(problemId)?.problem === problem && reads.delete(problemId));
  if (reads.size > MAX_PROBLEMS) reads.delete(reads.keys().next().value!);
  return { problem, fetched: true };
}
