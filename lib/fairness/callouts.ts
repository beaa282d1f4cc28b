import type { CategoryFigures, Dimension } from "./impact";
import type { ProblemFairness } from "./load-fairness";

/** The p-value under which a difference is called statistically significant. */
export const significanceLevel = 0.05;

export type Callout = {
  problemId: string;
  problemName: string;
  dimension: Dimension;
  category: string;
  /** below-four-fifths: the ratio is under 0.8 now and was not before; significant: likewise for p < 0.05. */
  kind: "below-four-fifths" | "significant";
  impactRatio: number | null;
  previousImpactRatio: number | null;
  pValue: number | null;
};

const isSignificant = (c: CategoryFigures | undefined) =>
  c?.significance !== null && c?.significance !== undefined && c.significance.pValue < significanceLevel;

/**
 * Where a problem's figures turned bad this period: a category whose impact ratio fell under four-fifths, or whose
 * difference from the most-selected category became significant, while in the previous period it was not (or had
 * no figure: too few people, or no screens).
 */
export function findCallouts(current: ProblemFairness[], previous: ProblemFairness[]): Callout[] {
  const before = new Map(previous.map((p) => [p.problemId, p]));
  return current.flatMap((problem) =>
    problem.tables.flatMap((table) => {
      const earlier = before.get(problem.problemId)?.tables.find((t) => t.dimension === table.dimension);
      return table.categories.flatMap((c): Callout[] => {
        const old = earlier?.categories.find((e) => e.category === c.category);
        const base = {
          problemId: problem.problemId,
          problemName: problem.problemName,
          dimension: table.dimension,
          category: c.category,
          impactRatio: c.impactRatio,
          previousImpactRatio: old?.impactRatio ?? null,
          pValue: c.significance?.pValue ?? null,
        };
        const found: Callout[] = [];
        if (c.belowFourFifths && !old?.belowFourFifths) found.push({ ...base, kind: "below-four-fifths" });
        if (isSignificant(c) && !isSignificant(old)) found.push({ ...base, kind: "significant" });
        return found;
      });
    }),
  );
}
