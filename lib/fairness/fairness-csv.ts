import { csvCell } from "@/lib/bulk/csv";
import { categoryLabels } from "./categories";
import type { DimensionFigures } from "./impact";
import type { ProblemFairness } from "./load-fairness";

export const dimensionLabels: Record<DimensionFigures["dimension"], string> = {
  sex: "Sex",
  race_ethnicity: "Race/ethnicity",
  intersection: "Sex × race/ethnicity",
};

/** A category code (or "sex|race" intersection) in words. */
export const categoryName = (category: string) =>
  category
    .split("|")
    .map((part) => categoryLabels[part as keyof typeof categoryLabels] ?? part)
    .join(" · ");

const round = (value: number | null, digits: number) => (value === null ? null : Number(value.toFixed(digits)));

/**
 * One row per problem, dimension and category (the intersections included), then the unknown/declined count:
 * assessed, selected, rate, impact ratio, four-fifths flag, p-value and test. Suppressed cells stay empty.
 */
export function fairnessCsv(problems: ProblemFairness[]): string {
  const line = (cells: Array<string | number | null>) => `${cells.map((c) => csvCell(c)).join(",")}\r\n`;
  const header = line([
    "Problem",
    "Dimension",
    "Category",
    "Assessed",
    "Selected",
    "Selection rate",
    "Impact ratio",
    "Under four-fifths",
    "p-value",
    "Test",
    "Note",
  ]);
  const rows = problems.flatMap((problem) =>
    problem.tables.flatMap((table) => [
      ...table.categories.map((c) =>
        line([
          problem.problemName,
          dimensionLabels[table.dimension],
          categoryName(c.category),
          c.assessed,
          c.selected,
          round(c.rate, 4),
          round(c.impactRatio, 4),
          c.impactRatio === null ? null : c.belowFourFifths ? "yes" : "no",
          c.significance ? Number(c.significance.pValue.toPrecision(4)) : null,
          c.significance?.test === "fisher" ? "Fisher's exact" : c.significance ? "two-proportion z" : null,
          c.omitted === "suppressed"
            ? "fewer than 5 people: suppressed"
            : c.omitted === "under-two-percent"
              ? "under 2 % of the data: not ratioed"
              : table.referenceCategory === c.category
                ? "most selected (reference)"
                : null,
        ]),
      ),
      line([
        problem.problemName,
        dimensionLabels[table.dimension],
        "Unknown or declined",
        table.unknown.assessed,
        table.unknown.assessed < 5 ? null : table.unknown.selected,
        null,
        null,
        null,
        null,
        null,
        "counted, not ratioed",
      ]),
    ]),
  );
  return `\uFEFF${header}${rows.join("")}`;
}
