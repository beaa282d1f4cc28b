import { describe, expect, it } from "vitest";
import { mapGreenhouseEeoc } from "./eeoc";

describe("Greenhouse EEOC answers", () => {
  it("maps Greenhouse's wording to the EEO-1 categories, with declining as an answer", () => {
    expect(
      mapGreenhouseEeoc({
        race: { id: 1, description: "Black or African American (Not Hispanic or Latino)" },
        gender: { id: 2, description: "Female" },
        veteran_status: { id: 3, message: "I identify as one or more of the classifications of protected veteran" },
        disability_status: { id: 4, description: "Yes, I have a disability (or previously had a disability)" },
      }),
    ).toEqual({
      answers: {
        sex: "female",
        raceEthnicity: "black_or_african_american",
        veteran: "protected_veteran",
        disability: "yes",
      },
      unknown: [],
    });
    expect(
      mapGreenhouseEeoc({
        race: { id: 1, description: "Decline To Self Identify" },
        gender: { id: 2, description: "Decline To Self Identify" },
        veteran_status: { id: 3, message: "I am not a protected veteran" },
        disability_status: { id: 4, description: "I don't wish to answer" },
      }).answers,
    ).toEqual({ sex: "declined", raceEthnicity: "declined", veteran: "not_protected_veteran", disability: "declined" });
  });

  it("leaves out what was not answered, and reports what is worded in a way it does not know", () => {
    expect(mapGreenhouseEeoc({ race: null, gender: { id: 1, description: "Non-binary" } })).toEqual({
      answers: { sex: null, raceEthnicity: null, veteran: null, disability: null },
      unknown: [{ field: "sex", value: "Non-binary" }],
    });
  });
});
