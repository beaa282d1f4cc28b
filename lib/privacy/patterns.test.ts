import { describe, expect, it } from "vitest";
import { identifierPatterns, withoutIdentifiers } from "./patterns";
import { redactJson } from "./redact-mentions";

const matcher = (...identifiers: string[]) => {
  const [pattern] = identifierPatterns(identifiers);
  const re = new RegExp(pattern!, "iu");
  return (text: string) => re.test(text);
};

describe("identifierPatterns", () => {
  it("matches the identifiers however stored text spelled them, and nothing else", () => {
    const matches = matcher("O'Neil (Jr.)", "ada@example.com");
    expect(matches("note about o'neil (jr.) here")).toBe(true);
    expect(matches("<p>O&#39;Neil (Jr.)</p>")).toBe(true);
    expect(matches('{"to":"ADA@example.com"}')).toBe(true);
    expect(matches("O'Neil Jr")).toBe(false);
    expect(matches("adaXexample.com")).toBe(false);
  });

  it("matches a name only as a whole token: never inside another name", () => {
    const matches = matcher("Anna");
    expect(matches("Hannah Jones")).toBe(false);
    expect(matches("Savannah Reed")).toBe(false);
    expect(matches("Annaëlle Roy")).toBe(false);
    expect(matches("Mary-Anna")).toBe(false);
    expect(matches("a note on Anna.")).toBe(true);
    expect(matches('{"name":"Anna"}')).toBe(true);
    expect(matches("Anna, then Hannah")).toBe(true);
  });

  it("matches an email or an id only whole", () => {
    const matches = matcher("anna.b+cv@example.com", "cand-12");
    expect(matches("write to anna.b+cv@example.com.")).toBe(true);
    expect(matches("<anna.b+cv@example.com>")).toBe(true);
    expect(matches("joanna.b+cv@example.com")).toBe(false);
    expect(matches("anna.b+cv@example.com.au")).toBe(false);
    expect(matches("xanna.b+cv@example.com")).toBe(false);
    expect(matches('"targetId":"cand-12"')).toBe(true);
    expect(matches("cand-123")).toBe(false);
    expect(matches("x-cand-12")).toBe(false);
  });

  it("takes regular-expression characters in a name literally", () => {
    const matches = matcher("A.n (n)a*");
    expect(matches("A.n (n)a*")).toBe(true);
    expect(matches("Axn (n)aaa")).toBe(false);
  });

  it("splits many identifiers into several patterns and matches nothing for none", () => {
    expect(identifierPatterns([])).toEqual([]);
    expect(identifierPatterns(Array.from({ length: 450 }, (_, i) => `id-${i}-x`)).length).toBe(3);
  });
});

describe("redactJson", () => {
  it("replaces only the person's tokens, in keys, strings and numbers, and keeps everything else", () => {
    const patterns = identifierPatterns(["Anna Berg", "anna@example.com", "4711"]).map((p) => new RegExp(p, "giu"));
    expect(
      redactJson(
        { note: "Anna Berg and Hannah Jones", to: ["anna@example.com", "hannah@example.com"], app: 4711, other: 47110 },
        patterns,
      ),
    ).toEqual({
      note: "[erased] and Hannah Jones",
      to: ["[erased]", "hannah@example.com"],
      app: "[erased]",
      other: 47110,
    });
  });
});

describe("withoutIdentifiers", () => {
  it("replaces each identifier, whatever its case", () => {
    expect(withoutIdentifiers("Request from ADA Lovelace <ada@x.io>", ["Ada Lovelace", "ada@x.io"])).toBe(
      "Request from [erased] <[erased]>",
    );
  });
});
