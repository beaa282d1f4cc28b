import { describe, expect, it } from "vitest";
import { plainErrorTree, plainWords } from "./plain-words";

describe("plainWords", () => {
  it("puts the form's label where the service names a field", () => {
    expect(plainWords("desiredTime must be between 30 and 60 minutes")).toBe(
      "Duration must be between 30 and 60 minutes",
    );
    expect(plainWords("includeAiUsageScoring is valid only together with externalResourceMode AI_ASSISTED")).toBe(
      "AI-usage scoring is valid only together with External resources AI-assisted",
    );
    expect(plainWords("integrationSource and externalId must be sent together")).toBe(
      "ATS and ATS id must be sent together",
    );
  });

  it("renames plain-word fields only at the start of a rule", () => {
    expect(plainWords("email must be an email address")).toBe("Email must be an email address");
    expect(plainWords("source must be 1 to 64 characters")).toBe("Source must be 1 to 64 characters");
    expect(plainWords("The name of the problem is taken")).toBe("The name of the problem is taken");
  });

  it("says what a date-time format means", () => {
    expect(plainWords("observedAt must be an ISO 8601 / RFC 3339 date-time")).toBe(
      "Observed at must be a date and time with its time zone",
    );
  });

  it("leaves a message without field names as it is, capitalised", () => {
    expect(plainWords("a resume must be a PDF, DOC or DOCX file")).toBe("A resume must be a PDF, DOC or DOCX file");
  });
});

describe("plainErrorTree", () => {
  it("rewrites every message of a nested errors object and keeps the rest", () => {
    const ref = { name: "desiredTime" };
    const tree = plainErrorTree({
      desiredTime: { type: "too_big", message: "desiredTime must be between 30 and 60 minutes", ref },
      options: { source: { message: "source must be 1 to 64 characters" } },
    });
    expect(tree.desiredTime.message).toBe("Duration must be between 30 and 60 minutes");
    expect(tree.desiredTime.ref).toBe(ref);
    expect(tree.desiredTime.type).toBe("too_big");
    expect(tree.options.source.message).toBe("Source must be 1 to 64 characters");
  });
});
