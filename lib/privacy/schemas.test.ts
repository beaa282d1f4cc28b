import { describe, expect, it } from "vitest";
import { parseEmailList } from "./schemas";

describe("parseEmailList", () => {
  it("reads emails from lines, commas and CSV cells once each, skipping headers and names", () => {
    expect(parseEmailList('email,name\n"Ada@Example.com",Ada\nbob@example.com; ada@example.com\n\n')).toEqual({
      emails: ["ada@example.com", "bob@example.com"],
      invalid: [],
    });
  });

  it("reports what looks like an email but is not one", () => {
    expect(parseEmailList("ok@example.com bad@@example")).toEqual({
      emails: ["ok@example.com"],
      invalid: ["bad@@example"],
    });
  });
});
