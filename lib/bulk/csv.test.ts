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
});
