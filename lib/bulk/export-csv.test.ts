import { describe, expect, it } from "vitest";
import { parseCsv } from "./csv";
import { exportHeader, exportLine, type ExportRow } from "./export-csv";

const row = (changes: Partial<ExportRow>): ExportRow => ({
  position: 0,
  inputLine: null,
  name: "Jane",
  email: "jane@x.test",
  integrationSource: null,
  externalId: null,
  candidateId: null,
  state: "pending",
  interviewId: null,
  message: null,
  ...changes,
});

describe("export CSV", () => {
  it("writes the columns in order, 1-based positions, file lines and ATS ids, and reads back the same values", () => {
    const text =
      exportHeader +
      exportLine(
        row({
          name: "Doe, Jane",
          inputLine: 2,
          integrationSource: "greenhouse",
          externalId: "GH-1",
          candidateId: "cand_1",
          state: "issued",
          interviewId: "int_1",
        }),
      ) +
      exportLine(
        row({
          position: 1,
          inputLine: 4,
          name: "Bob",
          email: "bob@x",
          state: "skipped",
          message: 'email "bob@x" is not an address\nfix it',
        }),
      );
    expect(parseCsv(text)).toEqual([
      [
        "position",
        "inputLine",
        "name",
        "email",
        "integrationSource",
        "externalId",
        "candidateId",
        "state",
        "interviewId",
        "message",
      ],
      ["1", "2", "Doe, Jane", "jane@x.test", "greenhouse", "GH-1", "cand_1", "issued", "int_1", ""],
      ["2", "4", "Bob", "bob@x", "", "", "", "skipped", "", 'email "bob@x" is not an address\nfix it'],
    ]);
  });

  it("leaves the line empty for a person chosen in the picker", () => {
    expect(exportLine(row({ candidateId: "cand_9" }))).toBe("1,,Jane,jane@x.test,,,cand_9,pending,,\r\n");
  });

  it("defuses a name that a spreadsheet would run as a formula", () => {
    expect(exportLine(row({ name: "=HYPERLINK(1)" }))).toMatch(/^1,,'=HYPERLINK\(1\),/);
  });
});
