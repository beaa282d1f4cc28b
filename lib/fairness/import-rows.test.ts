import { describe, expect, it } from "vitest";
import { readTable } from "@/lib/roster-import/read-table";
import { answersFromTable } from "./import-rows";

const read = (text: string) => readTable(new TextEncoder().encode(text), "answers.csv", {});

describe("demographic answers from a roster file", () => {
  it("reads codes, EEO-1 labels and declined answers", async () => {
    const table = await read(
      "email,sex,race_ethnicity,veteran\n" +
        "Ada@Example.test,female,Black or African American,\n" +
        "bo@example.test,Male,two_or_more_races,protected_veteran\n" +
        "cy@example.test,Decline to self-identify,declined,\n",
    );
    expect(answersFromTable(table)).toEqual({
      rows: [
        {
          line: 2,
          email: "ada@example.test",
          atsId: null,
          sex: "female",
          raceEthnicity: "black_or_african_american",
          veteran: null,
          disability: null,
        },
        {
          line: 3,
          email: "bo@example.test",
          atsId: null,
          sex: "male",
          raceEthnicity: "two_or_more_races",
          veteran: "protected_veteran",
          disability: null,
        },
        {
          line: 4,
          email: "cy@example.test",
          atsId: null,
          sex: "declined",
          raceEthnicity: "declined",
          veteran: null,
          disability: null,
        },
      ],
      problems: [],
    });
  });

  it("reports each bad row with its line and why", async () => {
    const table = await read(
      "email,ats_id,sex,race_ethnicity\n,,female,white\nx@example.test,,robot,white\n,42,male,martian\n",
    );
    expect(answersFromTable(table)).toEqual({
      rows: [],
      problems: [
        { line: 2, message: "No email or ATS id: the candidate cannot be found." },
        { line: 3, message: 'sex "robot" is not a category this import knows' },
        { line: 4, message: 'race_ethnicity "martian" is not a category this import knows' },
      ],
    });
  });

  it("names the missing columns", async () => {
    const table = await read("name,gender\nAda,female\n");
    expect(answersFromTable(table).problems).toEqual([
      { line: 1, message: "The file has no column email (or ats_id), race_ethnicity." },
    ]);
  });
});
