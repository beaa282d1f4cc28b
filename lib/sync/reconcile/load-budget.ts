import "server-only";
import { db } from "@/lib/db/client";
import { env } from "@/lib/env";
import { listingCalls, reconcileBudget, type Budget, type BudgetInput } from "./budget";
import { screensPageSize, type SyncRun } from "./runs";

/**
 * The budget of scheduled reconciling now, from the last completed run (its calls, the screens and problems it
 * met: no count over the copy) and the configuration. One small query: cheap enough for every scheduler tick.
 */
export async function loadReconcileBudget(): Promise<Budget> {
  return reconcileBudget(await budgetInput());
}

async function budgetInput(): Promise<BudgetInput> {
  const last = await db.syncRun.findFirst({
    where: { status: "completed" },
    orderBy: { id: "desc" },
    select: { apiCalls: true, screensSeen: true, problemsRead: true },
  });
  return {
    rateLimitPerSecond: env.SCREENING_API_MAX_RPS,
    share: env.SYNC_BUDGET_SHARE,
    floorSeconds: env.SYNC_INTERVAL_SECONDS,
    lastRunCalls: last?.apiCalls ?? null,
    screens: last?.screensSeen ?? 0,
    problems: last?.problemsRead ?? 0,
    pageSize: screensPageSize,
  };
}

/**
 * Results a run may still read. A backfill or a run an admin asked for reads all it needs; a scheduled reconcile
 * reads what its budget leaves after the listing, and the next run reads the rest (results wait in the copy's
 * "completed, no results yet" state; a webhook still brings each at once).
 */
export async function resultsAllowance(run: SyncRun): Promise<number> {
  if (run.kind !== "reconcile" || run.trigger === "manual") return Number.POSITIVE_INFINITY;
  const input = await budgetInput();
  return Math.max(0, reconcileBudget(input).callsPerRun - listingCalls(input) - run.resultsFetched);
}
