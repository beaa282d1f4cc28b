import { describe, expect, it } from "vitest";
import { impactFor, impactTables, type Assessed, type DimensionFigures } from "./impact";

/**
 * The NYC DCWP final rule (6 RCNY § 5-301) illustrates the bias audit with a table of selection rates and
 * impact ratios, but the searchable copies available here stop at the table's heading, so its numbers could not
 * be checked. This is OUR OWN example in the rule's layout (sex, race/ethnicity, intersections), worked by hand:
 * rate = selected / assessed; impact ratio = rate / rate of the most-selected category.
 */
const groups: [string | null, string | null, number, number][] = [
  // sex, race/ethnicity, assessed, selected
  ["male", "white", 80, 56], // 0.70: the most-selected intersection
  ["male", "asian", 60, 36], // 0.60 → 0.60 / 0.70 = 0.857
  ["male", "black_or_african_american", 60, 28], // 0.4667 → 0.667
  ["male", "american_indian_or_alaska_native", 6, 2], // 6 of 406 people: under 2 %
  ["female", "white", 70, 35], // 0.50 → 0.714
  ["female", "asian", 50, 27], // 0.54 → 0.771
  ["female", "black_or_african_american", 56, 18], // 0.3214 → 0.459
  ["female", "hispanic_or_latino", 4, 1], // under 5 people: suppressed
  ["declined", "white", 20, 9], // sex unknown: counted, not ratioed
];

const people: Assessed[] = groups.flatMap(([sex, raceEthnicity, assessed, selected]) =>
  Array.from({ length: assessed }, (_, i) => ({ sex, raceEthnicity, selected: i < selected })),
);

const row = (figures: DimensionFigures, category: string) => {
  const found = figures.categories.find((c) => c.category === category);
  if (!found) throw new Error(`no row ${category}`);
  return found;
};
const two = (value: number | null) => value?.toFixed(2) ?? null;

describe("impact ratios (our hand-worked example in the NYC rule's layout)", () => {
  const options = { excludeUnderTwoPercent: true };
  const sex = impactFor(people, "sex", options);
  const race = impactFor(people, "race_ethnicity", options);
  const intersection = impactFor(people, "intersection", options);

  it("gives the three tables of the rule in order", () => {
    expect(impactTables(people, options)).toEqual([sex, race, intersection]);
  });

  it("sex: male 122/206 = 0.59 (reference), female 81/180 = 0.45, ratio 0.76 under four-fifths", () => {
    expect(sex.referenceCategory).toBe("male");
    expect(two(row(sex, "male").rate)).toBe("0.59");
    expect(two(row(sex, "male").impactRatio)).toBe("1.00");
    expect(two(row(sex, "female").rate)).toBe("0.45");
    expect(two(row(sex, "female").impactRatio)).toBe("0.76");
    expect(row(sex, "female").belowFourFifths).toBe(true);
    expect(sex.unknown).toEqual({ assessed: 20, selected: 9 });
  });

  it("race/ethnicity: white 100/170 reference, Asian 0.97, Black 0.67 flagged; small groups omitted", () => {
    expect(race.referenceCategory).toBe("white");
    expect(two(row(race, "white").rate)).toBe("0.59");
    expect(two(row(race, "asian").impactRatio)).toBe("0.97");
    expect(row(race, "asian").belowFourFifths).toBe(false);
    expect(two(row(race, "black_or_african_american").impactRatio)).toBe("0.67");
    expect(row(race, "black_or_african_american").belowFourFifths).toBe(true);
    expect(row(race, "hispanic_or_latino")).toMatchObject({
      assessed: 4,
      selected: null,
      rate: null,
      omitted: "suppressed",
    });
    // Under 2 % of the data: listed with its count and rate, left out of the ratios.
    expect(row(race, "american_indian_or_alaska_native")).toMatchObject({
      assessed: 6,
      selected: 2,
      omitted: "under-two-percent",
      impactRatio: null,
    });
    expect(race.unknown).toEqual({ assessed: 0, selected: 0 });
  });

  it("intersections: male White 0.70 reference and each ratio to two decimals", () => {
    expect(intersection.referenceCategory).toBe("male|white");
    const ratios = Object.fromEntries(intersection.categories.map((c) => [c.category, two(c.impactRatio)]));
    expect(ratios).toEqual({
      "male|white": "1.00",
      "male|asian": "0.86",
      "male|black_or_african_american": "0.67",
      "male|american_indian_or_alaska_native": null,
      "female|white": "0.71",
      "female|asian": "0.77",
      "female|black_or_african_american": "0.46",
      "female|hispanic_or_latino": null,
    });
    expect(intersection.unknown).toEqual({ assessed: 20, selected: 9 });
  });

  it("tests each category against the most-selected one (values from scipy, same formulas)", () => {
    expect(row(sex, "female").significance?.test).toBe("z");
    expect(row(sex, "female").significance?.pValue).toBeCloseTo(0.005241, 6);
    expect(row(race, "black_or_african_american").significance?.pValue).toBeCloseTo(0.0014523, 6);
    expect(row(sex, "male").significance).toBeNull();
  });

  it("ratios the under-2 % category when the team does not use the exclusion", () => {
    const figures = impactFor(people, "race_ethnicity", { excludeUnderTwoPercent: false });
    const small = row(figures, "american_indian_or_alaska_native");
    expect(two(small.impactRatio)).toBe("0.57");
    // 6 people, 2 selected against White 100 of 170: an expected count under 5 → Fisher's exact test.
    expect(small.significance?.test).toBe("fisher");
    expect(small.significance?.pValue).toBeCloseTo(0.2403187, 6);
  });
});
