import { describe, expect, it } from "vitest";
import { identifierPatterns, withoutIdentifiers } from "./patterns";

describe("identifierPatterns", () => {
  it("matches the identifiers however stored text spelled them, and nothing else", () => {
    const [pattern] = identifierPatterns(["O'Neil (Jr.)", "ada@example.com"]);
    const re = new RegExp(pattern!, "i");
    expect(re.test("note about o'neil (jr.) here")).toBe(true);
    expect(re.test("<p>O&#39;Neil (Jr.)</p>")).toBe(true);
    expect(re.test('{"to":"ADA@example.com"}')).toBe(true);
    expect(re.test("O'Neil Jr")).toBe(false);
    expect(re.test("adaXexample.com")).toBe(false);
  });

  it("splits many identifiers into several patterns and matches nothing for none", () => {
    expect(identifierPatterns([])).toEqual([]);
    expect(identifierPatterns(Array.from({ length: 450 }, (_, i) => `id-${i}-x`)).length).toBe(3);
  });
});

describe("withoutIdentifiers", () => {
  it("replaces each identifier, whatever its case", () => {
    expect(withoutIdentifiers("Request from ADA Lovelace <ada@x.io>", ["Ada Lovelace", "ada@x.io"])).toBe(
      "Request from [erased] <[erased]>",
    );
  });
});
