import { raceEthnicityValues, sexValues } from "./categories";
import { testDifference, type Significance } from "./significance";

/** One person assessed: their answers (null when unknown) and whether the team's rule selected them. */
export type Assessed = { sex: string | null; raceEthnicity: string | null; selected: boolean };

export type Dimension = "sex" | "race_ethnicity" | "intersection";

/** Groups with fewer people than this are suppressed: counted, but no rate, ratio or test is shown. */
export const minimumGroupSize = 5;
/** The NYC rules let an auditor leave categories under 2 % of the data out of the ratios (they are listed). */
export const smallCategoryShare = 0.02;
/** The four-fifths rule: an impact ratio under 0.8 is generally regarded as evidence of adverse impact. */
export const fourFifths = 0.8;

export type CategoryFigures = {
  category: string;
  assessed: number;
  /** Null when suppressed: a handful of people's outcomes would identify them. */
  selected: number | null;
  /** Why the category has no ratio: too few people (suppressed) or under 2 % of the data (excluded). */
  omitted: "suppressed" | "under-two-percent" | null;
  rate: number | null;
  impactRatio: number | null;
  belowFourFifths: boolean;
  /** Against the most-selected category; null for that category itself and for omitted ones. */
  significance: Significance | null;
};

export type DimensionFigures = {
  dimension: Dimension;
  categories: CategoryFigures[];
  /** People whose answer for this dimension is unknown or "declined": counted and shown, never ratioed. */
  unknown: { assessed: number; selected: number };
  referenceCategory: string | null;
};

export type ImpactOptions = {
  excludeUnderTwoPercent: boolean;
  /** Defaults to minimumGroupSize; only a published worked example (whose tables show groups of 4) lowers it. */
  minimumGroupSize?: number;
};

const unknownAnswer = (value: string | null) => value === null || value === "declined";

function categoryOf(person: Assessed, dimension: Dimension): string | null {
  if (dimension === "sex") return unknownAnswer(person.sex) ? null : person.sex;
  if (dimension === "race_ethnicity") return unknownAnswer(person.raceEthnicity) ? null : person.raceEthnicity;
  if (unknownAnswer(person.sex) || unknownAnswer(person.raceEthnicity)) return null;
  return `${person.sex}|${person.raceEthnicity}`;
}

function tally(people: Assessed[], dimension: Dimension) {
  const counts = new Map<string, { assessed: number; selected: number }>();
  const unknown = { assessed: 0, selected: 0 };
  for (const person of people) {
    const category = categoryOf(person, dimension);
    const entry = category === null ? unknown : (counts.get(category) ?? { assessed: 0, selected: 0 });
    entry.assessed += 1;
    if (person.selected) entry.selected += 1;
    if (category !== null) counts.set(category, entry);
  }
  return { counts, unknown };
}

const order: readonly string[] = [...sexValues, ...raceEthnicityValues];
/** EEO-1 order (sex first, then race/ethnicity; an intersection by its sex, then its race); unknown codes last. */
const byCategoryOrder = (a: string, b: string) => {
  const ranks = (c: string) => c.split("|").map((part) => (order.includes(part) ? order.indexOf(part) : order.length));
  const [x, y] = [ranks(a), ranks(b)];
  return x[0]! - y[0]! || (x[1] ?? 0) - (y[1] ?? 0) || a.localeCompare(b);
};

/** Selection rates, impact ratios against the most-selected category, four-fifths flags and tests for one dimension. */
export function impactFor(people: Assessed[], dimension: Dimension, options: ImpactOptions): DimensionFigures {
  const { counts, unknown } = tally(people, dimension);
  const total = people.length;
  const rows = [...counts.entries()]
    .sort(([a], [b]) => byCategoryOrder(a, b))
    .map(([category, { assessed, selected }]) => {
      const omitted: CategoryFigures["omitted"] =
        assessed < (options.minimumGroupSize ?? minimumGroupSize)
          ? "suppressed"
          : options.excludeUnderTwoPercent && assessed < smallCategoryShare * total
            ? "under-two-percent"
            : null;
      return { category, assessed, selected, omitted };
    });
  const ratioed = rows.filter((row) => row.omitted === null);
  const reference = ratioed.reduce<(typeof ratioed)[number] | null>(
    (best, row) => (best === null || row.selected / row.assessed > best.selected / best.assessed ? row : best),
    null,
  );
  const categories = rows.map((row): CategoryFigures => {
    if (row.omitted !== null || reference === null) {
      const suppressed = row.omitted === "suppressed";
      return {
        ...row,
        selected: suppressed ? null : row.selected,
        rate: suppressed ? null : row.selected / row.assessed,
        impactRatio: null,
        belowFourFifths: false,
        significance: null,
      };
    }
    const rate = row.selected / row.assessed;
    const referenceRate = reference.selected / reference.assessed;
    const impactRatio = referenceRate === 0 ? null : rate / referenceRate;
    const significance =
      row === reference
        ? null
        : testDifference({
            a: row.selected,
            b: row.assessed - row.selected,
            c: reference.selected,
            d: reference.assessed - reference.selected,
          });
    return {
      ...row,
      rate,
      impactRatio,
      belowFourFifths: impactRatio !== null && impactRatio < fourFifths,
      significance,
    };
  });
  return { dimension, categories, unknown, referenceCategory: reference?.category ?? null };
}

export const dimensions: readonly Dimension[] = ["sex", "race_ethnicity", "intersection"];

/** The three tables the NYC rules ask for: sex, race/ethnicity and their intersections. */
export const impactTables = (people: Assessed[], options: ImpactOptions) =>
  dimensions.map((dimension) => impactFor(people, dimension, options));
