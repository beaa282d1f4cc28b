import { describe, expect, it } from "vitest";
import { toCsv, toJson } from "./export-files";

describe("export files", () => {
  it("writes every column any row has, objects as JSON and dates as ISO", () => {
    const csv = toCsv([
      { id: "a", at: new Date("2026-01-02T03:04:05Z"), raw: { name: "Ada, L." } },
      { id: "b", n: 10n },
    ]);
    expect(csv.split("\r\n")).toEqual([
      "id,at,raw,n",
      'a,2026-01-02T03:04:05.000Z,"{""name"":""Ada, L.""}",',
      "b,,,10",
    ]);
  });

  it("neutralises spreadsheet formulas in every cell, as the other exports do", () => {
    const csv = toCsv([{ note: '=HYPERLINK("http://x.test","y")', tag: "@SUM(A1)", n: -3 }]);
    expect(csv.split("\r\n")[1]).toBe(`"'=HYPERLINK(""http://x.test"",""y"")",'@SUM(A1),'-3`);
  });

  it("keeps bigints in JSON as text", () => {
    expect(JSON.parse(toJson({ id: 12n }))).toEqual({ id: "12" });
  });
});
