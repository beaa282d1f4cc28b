import { describe, expect, it } from "vitest";
import { csvCell, parseCsv } from "./csv";

describe("csv", () => {
  it("parses quotes, escaped quotes, commas and line breaks inside fields, CRLF and a BOM", () => {
    const text = '\uFEFFname,email\r\n"Doe, Jane","j@x.test"\r\n"Say ""hi""\nthere",b@x.test\r\n\r\n';
    expect(parseCsv(text)).toEqual([
      ["name", "email"],
      ["Doe, Jane", "j@x.test"],
      ['Say "hi"\nthere', "b@x.test"],
    ]);
  });

  it("writes cells that read back the same, and defuses formulas", () => {
    expect(parseCsv([csvCell('a,"b"'), csvCell("plain")].join(","))).toEqual([['a,"b"', "plain"]]);
    expect(csvCell("=HYPERLINK(1)")).toBe("'=HYPERLINK(1)");
    expect(csvCell("-1+2")).toBe("'-1+2");
  });

  it("quotes every separator and defuses formulas after them too (semicolon-locale Excel, tab pastes)", () => {
    expect(csvCell("Ann;=cmd|' /C calc'!A0")).toBe(`"Ann;'=cmd|' /C calc'!A0"`);
    expect(csvCell("a,+1")).toBe(`"a,'+1"`);
    expect(csvCell("x\t@SUM(A1)")).toBe(`"x\t'@SUM(A1)"`);
    expect(csvCell("line\n-2+3")).toBe(`"line\n'-2+3"`);
    expect(csvCell("\t=1")).toBe(`"'\t'=1"`);
    expect(csvCell("a;b")).toBe(`"a;b"`);
    expect(csvCell("Ada Lovelace")).toBe("Ada Lovelace");
    expect(csvCell(-3)).toBe("-3");
    expect(csvCell(null)).toBe("");
    for (const hostile of ["Ann;=cmd", "a,=b;+c\t-d\r@e\n=f"]) {
      const [[cell]] = parseCsv(csvCell(hostile)) as [[string]];
      // Read back as one cell, and no piece a spreadsheet could split off starts a formula.
      for (const piece of cell.split(/[,;\t\r\n]/)) expect(piece, hostile).not.toMatch(/^[=+\-@]/);
    }
  });
});
