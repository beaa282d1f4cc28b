import { describe, expect, it } from "vitest";
import { hasAnyAnswer, mapEeoWording } from "./eeo-wording";

describe("EEO wording", () => {
  it("maps every EEO-1 race/ethnicity as Greenhouse and Lever word it, with or without the Hispanic note", () => {
    const race = (text: string) => mapEeoWording({ race: text }).answers.raceEthnicity;
    expect(race("Hispanic or Latino")).toBe("hispanic_or_latino");
    expect(race("White (Not Hispanic or Latino)")).toBe("white");
    expect(race("Black or African American (Not Hispanic or Latino)")).toBe("black_or_african_american");
    expect(race("Native Hawaiian or Other Pacific Islander")).toBe("native_hawaiian_or_other_pacific_islander");
    expect(race("Asian (Not Hispanic or Latino)")).toBe("asian");
    expect(race("American Indian or Alaska Native (Not Hispanic or Latino)")).toBe("american_indian_or_alaska_native");
    expect(race("Two or More Races (Not Hispanic or Latino)")).toBe("two_or_more_races");
  });

  it("treats every way of declining as declined, and a blank as unanswered", () => {
    for (const text of [
      "Decline To Self Identify",
      "Decline to self-identify",
      "I don't wish to answer",
      "Prefer not to say",
    ])
      expect(mapEeoWording({ gender: text, race: text, veteran: text, disability: text }).answers).toEqual({
        sex: "declined",
        raceEthnicity: "declined",
        veteran: "declined",
        disability: "declined",
      });
    const blank = mapEeoWording({ gender: "  ", race: null, veteran: undefined, disability: "" });
    expect(blank).toEqual({
      answers: { sex: null, raceEthnicity: null, veteran: null, disability: null },
      unknown: [],
    });
    expect(hasAnyAnswer(blank.answers)).toBe(false);
    expect(hasAnyAnswer(mapEeoWording({ gender: "Decline to self-identify" }).answers)).toBe(true);
  });

  it("does not read 'No, I do not want to answer' as no", () => {
    expect(mapEeoWording({ disability: "No, I do not want to answer" }).answers.disability).toBe("declined");
    expect(mapEeoWording({ disability: "No, I do not have a disability" }).answers.disability).toBe("no");
  });
});
