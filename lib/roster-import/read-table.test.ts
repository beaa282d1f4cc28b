import { describe, expect, it } from "vitest";
import { fixture } from "../../testing/roster-import/fixtures";
import { guessMapping } from "./guess-mapping";
import { checkRow, DuplicateIndex } from "./check-rows";
import { readTable } from "./read-table";
import type { RosterMapping } from "./mapping-schema";

const checkAll = (rows: Array<{ line: number; cells: string[] }>, mapping: RosterMapping) => {
  const duplicates = new DuplicateIndex();
  return rows.map((row) => checkRow(row.line, row.cells, mapping, duplicates));
};

describe("readTable reads every fixture format", () => {
  it("a wide CSV: quoted commas, quotes and line breaks, and the file's row numbers", async () => {
    const table = await readTable(fixture("ats-export-wide.csv"), "ats-export-wide.csv", {});
    expect(table.reading).toMatchObject({
      format: "text",
      encoding: { value: "utf-8", bom: false, detected: true },
      delimiter: { value: ",", detected: true },
      warnings: [],
    });
    expect(table.headers).toHaveLength(20);
    expect(table.rows).toHaveLength(8);
    expect(table.rows[0]!.cells[19]).toBe('Strong systems background, "very" keen');
    expect(table.rows[1]!.cells[19]).toBe("Relocating; available\nfrom January");
    expect(table.rows.map((r) => r.line)).toEqual([2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it("a French Windows-1252 file separated by semicolons", async () => {
    const table = await readTable(fixture("excel-fr-semicolon-windows-1252.csv"), "export.csv", {});
    expect(table.reading).toMatchObject({ encoding: { value: "windows-1252" }, delimiter: { value: ";" } });
    expect(table.headers[1]).toBe("Prénom");
    expect(table.rows[1]!.cells).toEqual([
      "Le Gall",
      "Gaëlle",
      "gaelle.legall@example.test",
      "FR-202",
      "Ingénieure données; stage",
      "Présélection",
      "48 000 €",
      "04/11/2026",
    ]);
  });

  it("Excel's Unicode text: UTF-16 with tabs", async () => {
    const table = await readTable(fixture("excel-unicode-text.txt"), "export.txt", {});
    expect(table.reading).toMatchObject({ encoding: { value: "utf-16le", bom: true }, delimiter: { value: "\t" } });
    expect(table.rows.map((r) => r.cells[0])).toEqual(["Łukasz Nowak", "Søren Kierkegaard", "李雷"]);
  });

  it("an .xlsx: the first sheet unless another is chosen; numbers and dates as text", async () => {
    const first = await readTable(fixture("two-sheets.xlsx"), "pipeline.xlsx", {});
    expect(first.reading).toMatchObject({ format: "xlsx", sheets: ["Pipeline", "Last quarter"], sheet: "Pipeline" });
    expect(first.rows.map((r) => r.cells)).toEqual([
      ["Mara Quinn", "mara.quinn@example.test", "5001", "2026-10-01"],
      ["Nils Berg", "nils.berg@example.test", "5002", "2026-10-02"],
    ]);
    const second = await readTable(fixture("two-sheets.xlsx"), "pipeline.xlsx", { sheet: "Last quarter" });
    expect(second.rows.map((r) => r.cells[0])).toEqual(["Olga Petrova", "Pablo Ruiz", "Qi Zhang"]);
  });

  it("honours a chosen separator, and refuses empty and header-only files with a message", async () => {
    const text = new TextEncoder().encode("name|email\r\nAda|ada@x.test\r\n");
    expect((await readTable(text, "x.txt", { delimiter: "|" })).rows[0]!.cells).toEqual(["Ada", "ada@x.test"]);
    await expect(readTable(new TextEncoder().encode("\r\n\r\n"), "blank.csv", {})).rejects.toThrow(
      "blank.csv is empty.",
    );
    await expect(readTable(new TextEncoder().encode("name,email\r\n"), "head.csv", {})).rejects.toThrow(
      "has a header row but no people under it",
    );
    await expect(readTable(Uint8Array.from([0xd0, 0xcf, 0x11, 0xe0, 0, 0]), "old.xls", {})).rejects.toThrow(
      "old Excel (.xls)",
    );
  });
});

describe("checkRow applies the mapping and the API's rules", () => {
  it("flags repeats within the file (email in any case, ATS id) and rows the API would refuse", async () => {
    const table = await readTable(fixture("duplicates-and-known.csv"), "known.csv", {});
    const mapping = guessMapping(table.headers, []);
    expect(mapping).toEqual({
      name: { kind: "single", column: 0 },
      email: 1,
      externalId: 3,
      integrationSource: { kind: "column", column: 2 },
    });
    const rows = checkAll(table.rows, mapping);
    expect(rows.map((r) => [r.line, [...r.errors, ...r.repeats]])).toEqual([
      [2, []],
      [3, []],
      [4, []],
      [5, ["same email as row 4"]],
      [6, ["same ATS id as row 4"]],
      [7, ["Name must not be empty"]],
      [8, ["Email must be an email address"]],
    ]);
    expect(rows[3]!.draft).toEqual({
      name: "Fresh Again",
      email: "fresh.person@example.test",
      integrationSource: "greenhouse",
      externalId: "K-4",
    });
  });

  it("joins first and last name, and sends ATS ids only with a source", async () => {
    const table = await readTable(fixture("ats-export-wide.csv"), "ats-export-wide.csv", {});
    const guessed = guessMapping(table.headers, []);
    expect(checkAll(table.rows, guessed)[2]!.draft).toEqual({
      name: "Chloé Marchand",
      email: "chloe.marchand@example.test",
    });
    const withSource: RosterMapping = { ...guessed, integrationSource: { kind: "value", value: "greenhouse" } };
    expect(checkAll(table.rows, withSource)[2]!.draft).toEqual({
      name: "Chloé Marchand",
      email: "chloe.marchand@example.test",
      integrationSource: "greenhouse",
      externalId: "1003",
    });
  });
});
