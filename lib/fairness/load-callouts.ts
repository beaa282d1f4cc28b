import "server-only";
import { findCallouts } from "./callouts";
import { previousFairnessPeriod, type FairnessPeriod } from "./fairness-period";
import { loadFairnessOf, type ProblemFairness } from "./load-fairness";
import type { FairnessParams } from "./selection";

/**
 * The call-outs of a period: each problem's figures against the previous period of the same kind. Compliance only,
 * like loadFairness: callers check the permission first.
 */
export async function loadCallouts(params: FairnessParams, period: FairnessPeriod, current: ProblemFairness[]) {
  const previous = previousFairnessPeriod(period);
  const before = await loadFairnessOf(params, previous);
  return { previous, callouts: findCallouts(current, before.perProblem) };
}
