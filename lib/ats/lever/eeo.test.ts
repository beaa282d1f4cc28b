import { describe, expect, it } from "vitest";
import { mapLeverEeo } from "./eeo";

/** Lever's EEO responses as its documentation's examples word them (GET /v1/eeo/responses/pii). */
describe("Lever EEO responses", () => {
  it("maps the documented example to our categories, keyed by the opportunity", () => {
    expect(
      mapLeverEeo({
        applicationArchivedAt: null,
        appliedAt: "1418353241665",
        contact: "7f23e772-f2cb-4ebb-b33f-54b872999992",
        gender: "Female",
        race: "Native Hawaiian or Other Pacific Islander (Not Hispanic or Latino)",
        veteran: "I am not a Protected Veteran",
        disability: "No, I don't have a disability, or a history/record of having a disability",
        disabilitySignatureDate: "11/21/2022",
        opportunityId: "3410c8b9-5c31-4bab-b7e9-9f710206d647",
        origin: "sourced",
      }),
    ).toEqual({
      opportunityId: "3410c8b9-5c31-4bab-b7e9-9f710206d647",
      answers: {
        sex: "female",
        raceEthnicity: "native_hawaiian_or_other_pacific_islander",
        veteran: "not_protected_veteran",
        disability: "no",
      },
      unknown: [],
    });
    expect(mapLeverEeo({ opportunityID: "opp-2", gender: "Male", veteran: "I am a Protected Veteran" })).toMatchObject({
      opportunityId: "opp-2",
      answers: { sex: "male", raceEthnicity: null, veteran: "protected_veteran", disability: null },
    });
  });

  it("keeps declining as an answer of its own", () => {
    expect(
      mapLeverEeo({
        opportunityId: "opp-3",
        gender: "Decline to self-identify",
        race: "Decline to self-identify",
        veteran: "I don't wish to answer",
        disability: "I do not want to answer",
      }).answers,
    ).toEqual({ sex: "declined", raceEthnicity: "declined", veteran: "declined", disability: "declined" });
  });

  it("reports wording it does not know instead of guessing, and leaves it unanswered", () => {
    const mapped = mapLeverEeo({
      opportunityId: "opp-4",
      gender: "Non-binary",
      race: "Martian",
      veteran: "",
      disability: "Yes, I have a disability, or have a history/record of having a disability",
    });
    expect(mapped.answers).toEqual({ sex: null, raceEthnicity: null, veteran: null, disability: "yes" });
    expect(mapped.unknown).toEqual([
      { field: "sex", value: "Non-binary" },
      { field: "raceEthnicity", value: "Martian" },
    ]);
  });
});
