import "server-only";
import { db } from "@/lib/db/client";
import { mapWithConcurrency } from "@/lib/problems/concurrency";
import {
  problemIdsInScreens,
  refreshProblem,
  registerProblemsFromScreens,
  type ProblemOrigin,
} from "@/lib/problems/registry";
import type { RunContext } from "./context";

/**
 * Problems: every one the mirrored screens use is registered, and every registered problem is read again, one
 * call each. The API can neither list problems nor say which changed, and only problem.ready is announced, so
 * an edit, an archive or a lost problem.ready made elsewhere shows after the next run. A problem that cannot
 * be read keeps its last snapshot and shows the error.
 */
export async function syncProblems(ctx: RunContext): Promise<void> {
  const discovered = await registerProblemsFromScreens(await problemIdsInScreens(), ctx.api);
  const known = await db.problemRegistryEntry.findMany({
    where: { problemId: { notIn: discovered } },
    select: { problemId: true, origin: true },
  });
  await mapWithConcurrency(known, 4, (entry) =>
    refreshProblem(entry.problemId, entry.origin as ProblemOrigin, undefined, ctx.api),
  );
  await ctx.advance({ problemsRead: discovered.length + known.length }, { phase: "sweep" });
}
