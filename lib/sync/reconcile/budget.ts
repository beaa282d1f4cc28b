/**
 * What scheduled reconciling may spend: at most `share` of the client's rate limit on average, however large the
 * organization. Webhooks keep the copy current at once; the reconciler only confirms it, so it waits as long as
 * its calls need to stay within the share, never less than `floorSeconds`. Pure: the caller reads the inputs
 * (lib/sync/reconcile/load-budget.ts) and decides when to run.
 */
export interface BudgetInput {
  /** Calls a second the dashboard's client allows itself (SCREENING_API_MAX_RPS). */
  rateLimitPerSecond: number;
  /** Share of that rate reconciling may spend on average (SYNC_BUDGET_SHARE, default 0.1). */
  share: number;
  /** Shortest interval between two scheduled runs (SYNC_INTERVAL_SECONDS). */
  floorSeconds: number;
  /** API calls of the last completed run, or null before the first one. */
  lastRunCalls: number | null;
  /** Screens in the copy: a listing reads them `pageSize` at a time. */
  screens: number;
  /** Problems the registry knows: each is read once per run. */
  problems: number;
  /** Items per listing page (the spec's maximum, 1,000). */
  pageSize: number;
}

export interface Budget {
  /** Seconds from the end of one scheduled run to the start of the next. */
  intervalSeconds: number;
  /** Calls one scheduled run may make: the listing always completes, the results it reads stop here. */
  callsPerRun: number;
  /** What a run is expected to cost: the larger of the last run's calls and the listing's own. */
  expectedCalls: number;
}

/** The listing's calls alone: every page of screens, the candidate list, each problem. */
export function listingCalls(input: Pick<BudgetInput, "screens" | "problems" | "pageSize">): number {
  return Math.max(1, Math.ceil(input.screens / input.pageSize)) + 1 + input.problems;
}

export function reconcileBudget(input: BudgetInput): Budget {
  const perSecond = input.rateLimitPerSecond * input.share;
  const expectedCalls = Math.max(input.lastRunCalls ?? 0, listingCalls(input));
  const intervalSeconds = Math.max(input.floorSeconds, Math.ceil(expectedCalls / perSecond));
  return { intervalSeconds, callsPerRun: Math.floor(perSecond * intervalSeconds), expectedCalls };
}

/** Calls an hour that scheduled reconciling spends at this budget, nothing else happening: the idle cost. */
export function idleCallsPerHour(budget: Budget): number {
  return Math.round((budget.expectedCalls * 3600) / budget.intervalSeconds);
}
