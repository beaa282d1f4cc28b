import { describe, expect, it } from "vitest";
import { impactFor, type Assessed, type Dimension, type DimensionFigures } from "./impact";

/**
 * The two worked examples of the NYC DCWP final rule on Local Law 144 (6 RCNY § 5-301(b) "resume screening" and
 * § 5-301(c) "culture fit" scoring), reproduced from the published tables. Source text used: the rule's Notice of
 * Adoption (rules.cityofnewyork.us, DCWP-NOA-for-Use-of-Automated-Employment-Decisionmaking-Tools-2.pdf) as
 * transcribed in DenzilGreenwood/CIAF_Model_Creation, Docs/Regulatory_Bodies/US_State/New_York/
 * NYC_Local_Law_144_Final_Rule.md. The rule's tables are three separate samples (their totals differ), so each is
 * built on its own. Published rates are rounded (whole percents in the race table, one decimal elsewhere);
 * published ratios are compared to two decimals, and the intersectional ratios also to the three the rule prints.
 */
type Row = [category: string, applicants: number, selected: number, publishedRate: number, publishedRatio: string];

const unit = (category: string, dimension: Dimension) => {
  if (dimension === "sex") return { sex: category, raceEthnicity: null };
  if (dimension === "race_ethnicity") return { sex: null, raceEthnicity: category };
  const [sex, raceEthnicity] = category.split("|");
  return { sex: sex!, raceEthnicity: raceEthnicity! };
};

const peopleOf = (rows: Row[], dimension: Dimension): Assessed[] =>
  rows.flatMap(([category, applicants, selected]) =>
    Array.from({ length: applicants }, (_, i) => ({ ...unit(category, dimension), selected: i < selected })),
  );

function expectPublished(figures: DimensionFigures, rows: Row[], rateTolerance: number) {
  for (const [category, applicants, , publishedRate, publishedRatio] of rows) {
    const found = figures.categories.find((c) => c.category === category);
    expect(found, category).toBeDefined();
    expect(found!.assessed).toBe(applicants);
    expect(Math.abs(found!.rate! - publishedRate), `${category} rate`).toBeLessThanOrEqual(rateTolerance);
    expect(found!.impactRatio!.toFixed(2), `${category} ratio`).toBe(Number(publishedRatio).toFixed(2));
    if (publishedRatio.length === 5) expect(found!.impactRatio!.toFixed(3), category).toBe(publishedRatio);
  }
}

// No unknowns in these samples (the rule reports its 250 and 15 unknowns beside the tables) and no 2 % exclusion.
const asPublished = { excludeUnderTwoPercent: false, minimumGroupSize: 1 };

describe("NYC rule § 5-301(b): resume screening, selection rates", () => {
  const sex: Row[] = [
    ["male", 1390, 667, 0.48, "1.00"],
    ["female", 1181, 555, 0.47, "0.979"],
  ];
  const race: Row[] = [
    ["hispanic_or_latino", 408, 204, 0.5, "0.97"],
    ["white", 797, 412, 0.52, "1.00"],
    ["black_or_african_american", 390, 170, 0.44, "0.84"],
    ["native_hawaiian_or_other_pacific_islander", 119, 52, 0.44, "0.85"],
    ["asian", 616, 302, 0.49, "0.95"],
    ["american_indian_or_alaska_native", 41, 18, 0.44, "0.85"],
    ["two_or_more_races", 213, 96, 0.45, "0.87"],
  ];
  const intersection: Row[] = [
    ["male|hispanic_or_latino", 205, 90, 0.439, "0.841"],
    ["female|hispanic_or_latino", 190, 82, 0.432, "0.827"],
    ["male|white", 412, 215, 0.522, "1.000"],
    ["male|black_or_african_american", 226, 95, 0.42, "0.806"],
    ["male|native_hawaiian_or_other_pacific_islander", 87, 37, 0.425, "0.815"],
    ["male|asian", 321, 167, 0.52, "0.997"],
    ["male|american_indian_or_alaska_native", 24, 11, 0.458, "0.878"],
    ["male|two_or_more_races", 115, 52, 0.452, "0.866"],
    ["female|white", 385, 197, 0.512, "0.981"],
    ["female|black_or_african_american", 164, 75, 0.457, "0.876"],
    ["female|native_hawaiian_or_other_pacific_islander", 32, 15, 0.469, "0.898"],
    ["female|asian", 295, 135, 0.458, "0.877"],
    ["female|american_indian_or_alaska_native", 17, 7, 0.412, "0.789"],
    ["female|two_or_more_races", 98, 44, 0.449, "0.860"],
  ];

  it("sex: male 48 % is the most selected, female 47 % → 0.98", () => {
    const figures = impactFor(peopleOf(sex, "sex"), "sex", asPublished);
    expect(figures.referenceCategory).toBe("male");
    expectPublished(figures, sex, 0.005);
  });

  it("race/ethnicity: White 52 % is the most selected; every ratio as published", () => {
    const figures = impactFor(peopleOf(race, "race_ethnicity"), "race_ethnicity", asPublished);
    expect(figures.referenceCategory).toBe("white");
    expectPublished(figures, race, 0.005);
  });

  it("intersections: White male 52.2 % is the most selected; every ratio to three decimals", () => {
    const figures = impactFor(peopleOf(intersection, "intersection"), "intersection", asPublished);
    expect(figures.referenceCategory).toBe("male|white");
    expectPublished(figures, intersection, 0.0005);
    expect(figures.categories.filter((c) => c.belowFourFifths).map((c) => c.category)).toEqual([
      "female|american_indian_or_alaska_native",
    ]);
  });

  it("with the 2 % exclusion on, the categories under 2 % of the sample are listed but not ratioed", () => {
    const figures = impactFor(peopleOf(intersection, "intersection"), "intersection", {
      excludeUnderTwoPercent: true,
    });
    const omitted = figures.categories.filter((c) => c.omitted === "under-two-percent").map((c) => c.category);
    // 2 % of 2 571 people is 51.4: the groups of 24, 32 and 17 are under it, the 87 are not.
    expect(omitted).toEqual([
      "male|american_indian_or_alaska_native",
      "female|native_hawaiian_or_other_pacific_islander",
      "female|american_indian_or_alaska_native",
    ]);
  });
});

describe("NYC rule § 5-301(c): culture-fit scores, scoring rates (share above the sample's median)", () => {
  // The rule publishes applicants and scoring rates; the count above the median is rate × applicants.
  const sex: Row[] = [
    ["male", 92, 50, 0.543, "1.00"],
    ["female", 76, 34, 0.447, "0.82"],
  ];
  const race: Row[] = [
    // 18 of 28 is 64.29 %: the rule prints 64.2 (truncated), hence the one-decimal tolerance below.
    ["hispanic_or_latino", 28, 18, 0.642, "1.00"],
    ["white", 40, 15, 0.375, "0.58"],
    ["black_or_african_american", 32, 16, 0.5, "0.78"],
    ["native_hawaiian_or_other_pacific_islander", 8, 5, 0.625, "0.97"],
    ["asian", 24, 10, 0.417, "0.65"],
    ["american_indian_or_alaska_native", 16, 10, 0.625, "0.97"],
    ["two_or_more_races", 20, 10, 0.5, "0.78"],
  ];
  const intersection: Row[] = [
    ["male|hispanic_or_latino", 16, 12, 0.75, "1.00"],
    ["female|hispanic_or_latino", 12, 6, 0.5, "0.67"],
    ["male|white", 20, 7, 0.35, "0.47"],
    ["male|black_or_african_american", 20, 10, 0.5, "0.67"],
    ["male|native_hawaiian_or_other_pacific_islander", 4, 3, 0.75, "1.00"],
    ["male|asian", 12, 7, 0.583, "0.78"],
    ["male|american_indian_or_alaska_native", 8, 5, 0.625, "0.83"],
    ["male|two_or_more_races", 12, 6, 0.5, "0.67"],
    ["female|white", 20, 8, 0.4, "0.53"],
    ["female|black_or_african_american", 12, 6, 0.5, "0.67"],
    ["female|native_hawaiian_or_other_pacific_islander", 4, 2, 0.5, "0.67"],
    ["female|asian", 12, 3, 0.25, "0.33"],
    ["female|american_indian_or_alaska_native", 8, 5, 0.625, "0.83"],
    ["female|two_or_more_races", 8, 4, 0.5, "0.67"],
  ];

  it("sex: female 44.7 % against male 54.3 % → 0.82", () => {
    expectPublished(impactFor(peopleOf(sex, "sex"), "sex", asPublished), sex, 0.0005);
  });

  it("race/ethnicity: Hispanic or Latino is the highest-scoring category; White 0.58", () => {
    const figures = impactFor(peopleOf(race, "race_ethnicity"), "race_ethnicity", asPublished);
    expect(figures.referenceCategory).toBe("hispanic_or_latino");
    expectPublished(figures, race, 0.001);
  });

  it("intersections: every published ratio, the groups of 4 included when nothing is suppressed", () => {
    const figures = impactFor(peopleOf(intersection, "intersection"), "intersection", asPublished);
    expectPublished(figures, intersection, 0.0005);
  });

  it("our default suppresses the rule's two groups of 4 people; every other ratio is unchanged", () => {
    const figures = impactFor(peopleOf(intersection, "intersection"), "intersection", {
      excludeUnderTwoPercent: false,
    });
    const suppressed = figures.categories.filter((c) => c.omitted === "suppressed").map((c) => c.category);
    expect(suppressed).toEqual([
      "male|native_hawaiian_or_other_pacific_islander",
      "female|native_hawaiian_or_other_pacific_islander",
    ]);
    expectPublished(
      figures,
      intersection.filter(([, applicants]) => applicants >= 5),
      0.0005,
    );
  });
});
