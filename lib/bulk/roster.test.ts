import { describe, expect, it } from "vitest";
import { csvCell, parseCsv } from "./csv";
import { previewCsv } from "./roster";

describe("parseCsv", () => {
  it("handles quotes, escaped quotes, commas and line breaks inside fields, CRLF and a BOM", () => {
    const text = '\uFEFFname,email\r\n"Doe, Jane","j@x.test"\r\n"Say ""hi""\nthere",b@x.test\r\n\r\n';
    expect(parseCsv(text)).toEqual([["name", "email"], ["Doe, Jane", "j@x.test"], ['Say "hi"\nthere', "b@x.test"]]);
  });

  it("writes cells that read back the same, and defuses formulas", () => {
    expect(parseCsv([csvCell('a,"b"'), csvCell("plain")].join(","))).toEqual([['a,"b"', "plain"]]);
    expect(csvCell("=HYPERLINK(1)")).toBe("'=HYPERLINK(1)");
  });
});

describe("previewCsv", () => {
  it("validates every row with the API's rules and catches duplicates in the file", () => {
    const { rows } = previewCsv(
      ["name,email,integrationSource,externalId", "Ada,ada@x.test,,", ",bad-email,,", "Bob,bob@x.test,greenhouse,", "Ada Again,ADA@x.test,,"].join("\n"),
    );
    expect(rows.map((r) => [r.line, r.errors.length > 0])).toEqual([
      [2, false],
      [3, true],
      [4, true],
      [5, true],
    ]);
    expect(rows[2]!.errors.join()).toMatch(/together/);
    expect(rows[3]!.errors).toContain("same email as line 2");
  });

  it("refuses a file without the required columns, or with unknown ones", () => {
    expect(previewCsv("email\nx@y.test").error).toMatch(/missing: name/);
    expect(previewCsv("name,email,phone\nA,a@x.test,1").error).toMatch(/Unknown columns: phone/);
  });
});
