import { describe, expect, it } from "vitest";
import { matchesFilter, parseFilter } from "./filter";
import { filterWhere, userColumns } from "./filter-where";
import { ScimError } from "./scim-error";

describe("parseFilter", () => {
  it("reads Okta's userName eq", () => {
    expect(parseFilter('userName eq "ada@example.test"')).toEqual({
      kind: "compare",
      attr: "userName",
      op: "eq",
      value: "ada@example.test",
    });
  });

  it("reads and/or/not with precedence, parentheses, pr and value paths", () => {
    const filter = parseFilter(
      'title pr and (userType eq "Employee" or not (active eq false)) or emails[type eq "work"]',
    );
    expect(filter.kind).toBe("or");
    expect(parseFilter('emails[type eq "work" and value co "@example.test"]')).toMatchObject({
      kind: "valuePath",
      attr: "emails",
      filter: { kind: "and" },
    });
  });

  it("strips the core schema URN and reads escaped strings, numbers, booleans and null", () => {
    expect(parseFilter('urn:ietf:params:scim:schemas:core:2.0:User:userName EQ "a\\"b"')).toMatchObject({
      attr: "userName",
      op: "eq",
      value: 'a"b',
    });
    expect(parseFilter("x gt 3")).toMatchObject({ value: 3 });
    expect(parseFilter("active eq True")).toMatchObject({ value: true });
    expect(parseFilter("manager eq null")).toMatchObject({ value: null });
  });

  it.each([
    "userName eq",
    'userName is "x"',
    'userName eq "open',
    "(userName pr",
    "userName eq x",
    'userName eq "x" and',
  ])("refuses %s as invalidFilter", (text) => {
    const error = (() => {
      try {
        parseFilter(text);
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(ScimError);
    expect(error).toMatchObject({ status: 400, scimType: "invalidFilter" });
  });
});

describe("matchesFilter", () => {
  const user = { userName: "Ada@Example.test", active: true, emails: [{ type: "work", value: "ada@example.test" }] };
  it("compares strings without case, booleans and value paths", () => {
    expect(matchesFilter(parseFilter('username eq "ada@example.test"'), user)).toBe(true);
    expect(matchesFilter(parseFilter('userName sw "ada" and active eq true'), user)).toBe(true);
    expect(matchesFilter(parseFilter('emails[type eq "home"]'), user)).toBe(false);
    expect(matchesFilter(parseFilter('emails.value ew "example.test"'), user)).toBe(true);
    expect(matchesFilter(parseFilter("not (active eq true)"), user)).toBe(false);
  });
});

describe("filterWhere", () => {
  it("turns userName eq into a case-insensitive email match", () => {
    expect(filterWhere(parseFilter('userName eq "a@b.test"'), userColumns)).toEqual({
      email: { equals: "a@b.test", mode: "insensitive" },
    });
  });
  it("reads active and and", () => {
    expect(filterWhere(parseFilter('active eq false and externalId eq "x"'), userColumns)).toEqual({
      AND: [{ disabledAt: { not: null } }, { scimExternalId: { equals: "x", mode: "insensitive" } }],
    });
  });
  it("refuses attributes it cannot query", () => {
    expect(() => filterWhere(parseFilter('title eq "x"'), userColumns)).toThrow(/not supported/);
  });
});
