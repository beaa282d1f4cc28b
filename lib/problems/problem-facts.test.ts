import { describe, expect, it } from "vitest";
import { problemSchema, type Problem } from "@/lib/api-contract/responses";
import { aiUsageScoringOf, humanizeKey, otherFields, problemExtras } from "./problem-facts";

const read = (extra: Record<string, unknown> = {}): Problem =>
  problemSchema.parse({
    id: "prob_1",
    name: "Payments API",
    duration: 45,
    candidateSummary: "c",
    problemSummary: "p",
    scoringCategories: [{ title: "Correctness", weight: 100, rubric: "r" }],
    ...extra,
  });

describe("problemExtras", () => {
  it("reads the fields the service may add", () => {
    expect(
      problemExtras(
        read({
          supportedLocales: ["en", "fr"],
          experienceLevel: "senior",
          expirationDays: null,
          includeAiUsageScoring: true,
        }),
      ),
    ).toEqual({
      supportedLocales: ["en", "fr"],
      experienceLevel: "senior",
      expirationDays: null,
      includeAiUsageScoring: true,
    });
  });

  it("reads absent or malformed fields as absent instead of failing", () => {
    expect(problemExtras(read())).toEqual({});
    expect(problemExtras(read({ supportedLocales: "en", expirationDays: "14", experienceLevel: 3 }))).toEqual({});
  });
});

describe("aiUsageScoringOf", () => {
  it("prefers the service's flag and otherwise looks for the AI-usage category", () => {
    expect(
      aiUsageScoringOf(
        read({ includeAiUsageScoring: false, scoringCategories: [{ title: "AI Usage", weight: 20, rubric: "r" }] }),
      ),
    ).toBe(false);
    expect(aiUsageScoringOf(read({ scoringCategories: [{ title: "AI usage", weight: 20, rubric: "r" }] }))).toBe(true);
    expect(aiUsageScoringOf(read())).toBe(false);
  });
});

describe("otherFields", () => {
  it("lists simple fields the spec does not describe, and nothing the page already shows", () => {
    const problem = read({
      status: "Ready",
      supportedLocales: ["en"],
      difficulty: "hard",
      tags: ["go", "k8s"],
      nested: { a: 1 },
      createdAt: "2026-01-01",
    });
    expect(otherFields(problem)).toEqual([
      { key: "difficulty", value: "hard" },
      { key: "tags", value: "go, k8s" },
      { key: "createdAt", value: "2026-01-01" },
    ]);
  });
});

describe("humanizeKey", () => {
  it("turns camelCase and snake_case into words", () => {
    expect(humanizeKey("expirationDays")).toBe("Expiration days");
    expect(humanizeKey("spoken_locale")).toBe("Spoken locale");
  });
});
