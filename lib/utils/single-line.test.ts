import { describe, expect, it } from "vitest";
import { hasControlCharacters, singleLine } from "./single-line";

describe("names and titles on one line", () => {
  it.each([
    ["Ada\r\nBcc: victim@example.test", "Ada Bcc: victim@example.test"],
    ["Ada\nLovelace", "Ada Lovelace"],
    ["Ada\u0000\u001b[31m", "Ada [31m"],
    ["Ada\u2028Lovelace\u0085", "Ada Lovelace"],
    ["  Ada Lovelace  ", "Ada Lovelace"],
  ])("%j reads %j", (text, expected) => {
    expect(singleLine(text)).toBe(expected);
    expect(hasControlCharacters(singleLine(text))).toBe(false);
  });

  it("leaves letters of every script alone", () => {
    expect(hasControlCharacters("Zoë Ångström-李 O'Brien")).toBe(false);
    expect(hasControlCharacters("Ada\tLovelace")).toBe(true);
  });
});
