import { describe, expect, it } from "vitest";
import { parseCsv } from "./csv";
import { exportHeader, exportLine } from "./export-csv";

describe("export CSV", () => {
  it("writes the columns in order, 1-based positions, and reads back the same values", () => {
    const text =
      exportHeader +
      exportLine({ position: 0, name: "Doe, Jane", email: "jane@x.test", candidateId: "cand_1", state: "issued", interviewId: "int_1", message: null }) +
      exportLine({ position: 1, name: "Bob", email: "bob@x.test", candidateId: null, state: "failed", interviewId: null, message: 'said "no"\nand left' });
    expect(parseCsv(text)).toEqual([
      ["position", "name", "email", "candidateId", "state", "interviewId", "message"],
      ["1", "Doe, Jane", "jane@x.test", "cand_1", "issued", "int_1", ""],
      ["2", "Bob", "bob@x.test", "", "failed", "", 'said "no"\nand left'],
    ]);
  });

  it("defuses a name that a spreadsheet would run as a formula", () => {
    expect(exportLine({ position: 0, name: "=HYPERLINK(1)", email: "a@x.test", candidateId: null, state: "pending", interviewId: null, message: null })).toMatch(/^1,'=HYPERLINK\(1\),/);
  });
});
