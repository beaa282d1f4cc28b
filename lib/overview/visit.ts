/** Looks at the overview this far apart belong to different visits. */
export const VISIT_GAP_MS = 30 * 60 * 1000;

export interface VisitState {
  seenAt: Date | null;
  baselineAt: Date | null;
}

/**
 * The state after a look at the overview at `now`: a look more than 30 minutes after the last one starts a new
 * visit, whose "new since your last visit" starts at that last look; a look within a visit (a reload, the live
 * refresh) keeps the visit's start. Before a second visit there is no baseline.
 */
export function lookAt(state: VisitState, now: Date): VisitState {
  const newVisit = state.seenAt !== null && now.getTime() - state.seenAt.getTime() > VISIT_GAP_MS;
  return { seenAt: now, baselineAt: newVisit ? state.seenAt : state.baselineAt };
}
