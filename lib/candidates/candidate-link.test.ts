import { describe, expect, it } from "vitest";
import type { Assessment } from "@/lib/api-contract/responses";
import { candidateLinkOf } from "./candidate-link";

const screen = (extra: object) =>
  ({
    identifier: "int_1",
    candidateId: "c",
    problemId: "p",
    problemType: "technical-assessment",
    status: "Not Started",
    createdAt: "2026-11-25",
    ...extra,
  }) as Assessment;

describe("candidateLinkOf", () => {
  it("is null for a screen as the spec describes it", () => {
    expect(candidateLinkOf(screen({}))).toBeNull();
  });

  it("finds an https link the service sends under a field the spec does not name", () => {
    expect(candidateLinkOf(screen({ interviewLink: "https://screens.example/i/abc" }))).toBe(
      "https://screens.example/i/abc",
    );
  });

  it("ignores values that are not https addresses", () => {
    expect(candidateLinkOf(screen({ link: "javascript:alert(1)", url: "not a url" }))).toBeNull();
  });
});
