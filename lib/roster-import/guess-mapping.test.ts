import { describe, expect, it } from "vitest";
import { guessMapping, normalizeHeader } from "./guess-mapping";
import { mappingProblems, usedColumns } from "./mapping-schema";

const wide = [
  "Candidate ID",
  "Application ID",
  "First Name",
  "Last Name",
  "Email Address",
  "Phone",
  "Job",
  "Job ID",
  "Stage",
  "Source",
  "Applied At",
  "Recruiter",
  "Recruiter Email",
  "Location",
  "Current Company",
  "Current Title",
  "LinkedIn",
  "Tags",
  "Last Activity",
  "Notes",
];

describe("guessMapping reads ATS and spreadsheet header names", () => {
  it("normalises accents, case and punctuation", () => {
    expect(normalizeHeader("  Adresse E-mail ")).toBe("adresse e mail");
    expect(normalizeHeader("Prénom")).toBe("prenom");
    expect(normalizeHeader("Candidate_ID#")).toBe("candidate id");
  });

  it("maps a wide Greenhouse-like export: first and last name joined, the email, the candidate id (not the application's or the job's)", () => {
    const mapping = guessMapping(wide, []);
    expect(mapping).toEqual({
      name: { kind: "split", first: 2, last: 3 },
      email: 4,
      externalId: 0,
      integrationSource: { kind: "none" },
    });
    // "Source" is where the application came from, never taken for the integration source: the user names it.
    expect(mappingProblems(mapping)).toEqual([
      "ATS ids need their integration source: choose its column or type it once for the whole file.",
    ]);
    expect([...usedColumns(mapping)].sort((a, b) => a - b)).toEqual([0, 2, 3, 4]);
  });

  it("takes the integration source from an ATS named in the file name or a header", () => {
    expect(guessMapping(wide, [], "greenhouse_candidates_2026-11-20.csv").integrationSource).toEqual({
      kind: "value",
      value: "greenhouse",
    });
    expect(guessMapping(["Name", "Email", "Lever Candidate ID"], []).integrationSource).toEqual({
      kind: "value",
      value: "lever",
    });
    expect(guessMapping(["Name", "Email", "Candidate ID", "ATS"], []).integrationSource).toEqual({
      kind: "column",
      column: 3,
    });
  });

  it("maps French headers: Prénom + Nom, Adresse e-mail, Identifiant", () => {
    const mapping = guessMapping(["Nom", "Prénom", "Adresse e-mail", "Identifiant", "Poste", "Étape"], []);
    expect(mapping).toEqual({
      name: { kind: "split", first: 1, last: 0 },
      email: 2,
      externalId: 3,
      integrationSource: { kind: "none" },
    });
  });

  it("takes a lone Nom, Name or Candidate as the whole name", () => {
    expect(guessMapping(["Nom", "Courriel"], []).name).toEqual({ kind: "single", column: 0 });
    expect(guessMapping(["Full Name", "E-mail", "Applicant ID"], [])).toMatchObject({
      name: { kind: "single", column: 0 },
      email: 1,
      externalId: 2,
    });
    expect(guessMapping(["Candidate", "Email", "Candidate ID"], []).name).toEqual({ kind: "single", column: 0 });
  });

  it("does not take look-alikes: Last Activity is no last name, Job ID no candidate id, a recruiter's email only when nothing else is", () => {
    const mapping = guessMapping(["Name", "Last Activity", "Job ID", "Recruiter Email", "Candidate Email Address"], []);
    expect(mapping).toEqual({
      name: { kind: "single", column: 0 },
      email: 4,
      externalId: null,
      integrationSource: { kind: "none" },
    });
    expect(mappingProblems(mapping)).toEqual([]);
  });

  it("finds the email column by its values when no header names it", () => {
    const sample = [
      ["Ada", "ada@example.test", "x"],
      ["Brice", "brice@example.test", "y"],
    ];
    expect(guessMapping(["Who", "Contact", "Misc"], sample).email).toBe(1);
  });

  it("says what is missing when nothing is recognised", () => {
    const mapping = guessMapping(["A", "B"], [["1", "2"]]);
    expect(mappingProblems(mapping)).toEqual([
      "Choose the column that holds the name.",
      "Choose the column that holds the email address.",
    ]);
  });
});
