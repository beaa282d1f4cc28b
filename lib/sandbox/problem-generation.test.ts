import { describe, expect, it } from "vitest";
import { generateProblem, inferExperienceLevel } from "./problem-generation";

describe("inferExperienceLevel", () => {
  it.each([
    ["Staff Software Engineer", "staff"],
    ["Senior Backend Engineer", "senior"],
    ["Junior developer, new grads welcome", "junior"],
    ["Backend engineer with 6+ years of experience", "senior"],
    ["Backend engineer with 3 years of experience", "mid-level"],
  ] as const)("%s → %s", (text, level) => {
    expect(inferExperienceLevel(text)).toBe(level);
  });
});

describe("generateProblem", () => {
  const base = {
    jobDescription: "Senior Backend Engineer. Design REST APIs in TypeScript on PostgreSQL, with tests.",
    desiredTime: 45,
    externalResourceMode: "CLOSED" as const,
    roleText: "Backend Engineer",
    testMode: false,
  };

  it("derives the title, level and categories from the description", () => {
    const problem = generateProblem(base);
    expect(problem.name).toBe("Backend Engineer: TypeScript & SQL");
    expect(problem.experienceLevel).toBe("senior");
    expect(problem.scoringCategories.map((c) => c.title)).toEqual([
      "Problem Solving & Correctness",
      "Code Quality",
      "API Design",
      "Data Modeling & SQL",
    ]);
    expect(problem.scoringCategories.reduce((s, c) => s + c.weight, 0)).toBe(100);
    expect(problem.candidateSummary).toContain("45-minute");
  });

  it("keeps a given title and level", () => {
    const problem = generateProblem({ ...base, problemTitle: "Payments API", experienceLevel: "junior" });
    expect(problem.name).toBe("Payments API");
    expect(problem.experienceLevel).toBe("junior");
  });

  it("writes rubrics for the mode", () => {
    const problem = generateProblem({ ...base, externalResourceMode: "AI_ASSISTED" });
    expect(problem.scoringCategories.every((c) => c.rubric.includes("AI agent"))).toBe(true);
  });
});

describe("generateProblem stack detection", () => {
  it("recognises Go the language, not the verb", () => {
    const input = {
      desiredTime: 30,
      externalResourceMode: "CLOSED" as const,
      roleText: "Backend Engineer",
      testMode: false,
    };
    expect(generateProblem({ ...input, jobDescription: "Backend Engineer: Go and PostgreSQL." }).name).toBe(
      "Backend Engineer: Go & SQL",
    );
    expect(
      generateProblem({ ...input, jobDescription: "Backend Engineer ready to go the extra mile with PostgreSQL." })
        .name,
    ).toBe("Backend Engineer: SQL");
  });
});
