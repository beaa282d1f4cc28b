import { describe, expect, it } from "vitest";
import type { CheckedRow } from "./check-rows";
import { matchKey, reviewRows, rosterEntries, type Known, type ReviewState } from "./review";

const row = (line: number, email: string, extra: Partial<CheckedRow> = {}): CheckedRow => ({
  line,
  draft: { name: `Person ${line}`, email },
  errors: [],
  repeats: [],
  ...extra,
});
const rows = [
  row(2, "ada@x.test"),
  row(3, "known@x.test"),
  row(4, "bad", { errors: ["email must be an email address"] }),
  row(5, "ada@x.test", { repeats: ["same email as row 2"] }),
];
const known: Known = { candidateId: "cand_1", name: "Known", email: "known@x.test", by: "email" };
const state = (over: Partial<ReviewState> = {}): ReviewState => ({
  edits: new Map(),
  skipped: new Set(),
  known: new Map([
    [matchKey(rows[0]!.draft), null],
    [matchKey(rows[1]!.draft), known],
  ]),
  ...over,
});

describe("reviewRows", () => {
  it("counts new, matched and invalid rows, and lists the valid rows not looked up yet", () => {
    const review = reviewRows(rows, state({ known: new Map([[matchKey(rows[1]!.draft), known]]) }));
    expect(review.counts).toEqual({ new: 1, matched: 1, invalid: 2, skipped: 0 });
    expect(review.toMatch).toEqual([rows[0]!.draft]);
    expect(review.rows[0]!.matching).toBe(true);
  });

  it("a fixed row is checked again; leaving out a repeat's first row lets the repeat in", () => {
    const fixed = reviewRows(rows, state({ edits: new Map([[4, { name: "Person 4", email: "fixed@x.test" }]]) }));
    expect(fixed.rows[2]).toMatchObject({ status: "new", edited: true, matching: true, problems: [] });
    const skipFirst = reviewRows(rows, state({ skipped: new Set([2, 4]) }));
    expect(skipFirst.rows.map((r) => r.status)).toEqual(["skipped", "matched", "skipped", "new"]);
    expect(skipFirst.rows[3]!.problems).toEqual([]);
  });

  it("makes the job's rows: new, matched with its candidate, left out with why; never an unresolved row", () => {
    expect(() => rosterEntries(reviewRows(rows, state()).rows)).toThrow("Row 4 still needs fixing");
    const entries = rosterEntries(reviewRows(rows, state({ skipped: new Set([4, 5]) })).rows);
    expect(entries).toEqual([
      { name: "Person 2", email: "ada@x.test", inputLine: 2 },
      { name: "Person 3", email: "known@x.test", inputLine: 3, candidateId: "cand_1" },
      { name: "Person 4", email: "bad", inputLine: 4, skipped: "email must be an email address" },
      { name: "Person 5", email: "ada@x.test", inputLine: 5, skipped: "same email as row 2" },
    ]);
    expect(rosterEntries(reviewRows(rows, state({ skipped: new Set([2, 4]) })).rows)[0]).toEqual({
      name: "Person 2",
      email: "ada@x.test",
      inputLine: 2,
      skipped: "left out by hand",
    });
    expect(rosterEntries(reviewRows(rows, state({ skipped: new Set([2, 4]) })).rows).slice(3)).toEqual([
      { name: "Person 5", email: "ada@x.test", inputLine: 5 },
    ]);
  });
});
