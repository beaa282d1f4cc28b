/** A reviewer's decisions, apart from the annotation schemas so the decision controls do not load zod. */
export const decisionValues = ["advance", "hold", "reject"] as const;
export type DecisionValue = (typeof decisionValues)[number];
