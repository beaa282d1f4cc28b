import { describe, expect, it } from "vitest";
import { AI_USAGE_TITLE, apportion, categoriesForMode, rewriteRubric, rubricForMode } from "./rubrics";

const base = [
  { title: "Correctness", weight: 60, rubric: rubricForMode("Solves the task.", "CLOSED") },
  { title: "Code Quality", weight: 40, rubric: rubricForMode("Reads well.", "CLOSED") },
];

describe("apportion", () => {
  it("sums exactly to the total", () => {
    expect(apportion([1, 1, 1], 100)).toEqual([34, 33, 33]);
    expect(apportion([60, 40], 80)).toEqual([48, 32]);
  });
});

describe("rewriteRubric", () => {
  it("swaps the mode sentence and keeps the rest", () => {
    const ai = rewriteRubric(base[0]!.rubric, "AI_ASSISTED");
    expect(ai).toMatch(/^Solves the task\. A read-only AI agent/);
    expect(rewriteRubric(ai, "CLOSED")).toBe(base[0]!.rubric);
  });
});

describe("categoriesForMode", () => {
  it("adds the AI-usage category only in AI_ASSISTED when asked, keeping weights at 100", () => {
    const ai = categoriesForMode(base, "AI_ASSISTED", true);
    expect(ai.map((c) => c.title)).toEqual(["Correctness", "Code Quality", AI_USAGE_TITLE]);
    expect(ai.reduce((s, c) => s + c.weight, 0)).toBe(100);
    expect(ai.every((c) => c.rubric.includes("AI agent"))).toBe(true);
    expect(categoriesForMode(base, "CLOSED", true).map((c) => c.title)).not.toContain(AI_USAGE_TITLE);
  });

  it("removes the AI-usage category when switching back and restores proportions", () => {
    const back = categoriesForMode(categoriesForMode(base, "AI_ASSISTED", true), "CLOSED", false);
    expect(back).toEqual(base);
  });
});
