import { describe, expect, it } from "vitest";
import { scoreScreen, slugify, weightedScore } from "./scoring";

const categories = [
  { title: "Correctness", weight: 1, rubric: "Handles the required scenarios and edge cases." },
  { title: "Code Quality", weight: 1, rubric: "Readable, well-structured code with clear names." },
  { title: "Testing", weight: 1, rubric: "Meaningful tests for the core logic." },
];
const base = { problemType: "technical-assessment", durationMinutes: 45, categories };

/** A seed whose first category scores strictly lowest, found deterministically. */
function seedWithLowFirstCategory(): string {
  for (let i = 0; i < 500; i++) {
    const analysis = scoreScreen({ ...base, seed: `s${i}` }).analysis ?? [];
    const [first, ...rest] = analysis.map((a) => a.score);
    if (first !== undefined && rest.every((s) => s - first >= 15)) return `s${i}`;
  }
  throw new Error("no seed found");
}

describe("scoreScreen", () => {
  it("lets a heavily weighted low category pull the aggregate down", () => {
    const seed = seedWithLowFirstCategory();
    const even = scoreScreen({ ...base, seed });
    const heavy = scoreScreen({
      ...base,
      seed,
      categories: categories.map((c, i) => ({ ...c, weight: i === 0 ? 10 : 1 })),
    });
    expect(heavy.analysis?.map((a) => a.score)).toEqual(even.analysis?.map((a) => a.score));
    expect(heavy.score).toBeLessThan(even.score ?? 0);
    const low = heavy.analysis?.[0]?.score ?? 0;
    expect(Math.abs((heavy.score ?? 0) - low)).toBeLessThan(Math.abs((even.score ?? 0) - low));
  });

  it("reports the weighted mean of its own categories, whatever the weight scale", () => {
    for (let i = 0; i < 50; i++) {
      const weights = [0.5, 0.3, 0.2];
      const result = scoreScreen({
        ...base,
        seed: `w${i}`,
        categories: categories.map((c, j) => ({ ...c, weight: weights[j] ?? 0 })),
      });
      const scaled = scoreScreen({
        ...base,
        seed: `w${i}`,
        categories: categories.map((c, j) => ({ ...c, weight: (weights[j] ?? 0) * 100 })),
      });
      const analysis = result.analysis ?? [];
      const expected = analysis.reduce((sum, a, j) => sum + a.score * (weights[j] ?? 0), 0);
      expect(result.score).toBeCloseTo(expected, 1);
      expect(scaled.score).toBe(result.score);
    }
  });

  it("keeps scores within 0–100 and the completion time within the duration", () => {
    const times: number[] = [];
    for (let i = 0; i < 300; i++) {
      const result = scoreScreen({ ...base, seed: `b${i}` });
      expect(result.score).toBeGreaterThanOrEqual(0);
      expect(result.score).toBeLessThanOrEqual(100);
      for (const a of result.analysis ?? []) {
        expect(Number.isInteger(a.score)).toBe(true);
        expect(a.score).toBeGreaterThanOrEqual(0);
        expect(a.score).toBeLessThanOrEqual(100);
      }
      expect(Number.isInteger(result.completion_time_seconds)).toBe(true);
      expect(result.completion_time_seconds).toBeGreaterThan(0);
      expect(result.completion_time_seconds).toBeLessThanOrEqual(45 * 60);
      times.push(result.completion_time_seconds);
    }
    const inMainBand = times.filter((t) => t >= 0.5 * 45 * 60).length;
    expect(inMainBand / times.length).toBeGreaterThan(0.75);
  });

  it("is deterministic per seed and varies across seeds", () => {
    expect(scoreScreen({ ...base, seed: "x" })).toEqual(scoreScreen({ ...base, seed: "x" }));
    const scores = new Set(Array.from({ length: 20 }, (_, i) => scoreScreen({ ...base, seed: `v${i}` }).score));
    expect(scores.size).toBeGreaterThan(10);
  });

  it("explains each category in its own terms, with slug keys", () => {
    const result = scoreScreen({ ...base, seed: "explain" });
    expect(result.analysis?.map((a) => a.key)).toEqual(["correctness", "code-quality", "testing"]);
    expect(result.analysis?.map((a) => a.name)).toEqual(["Correctness", "Code Quality", "Testing"]);
    const testing = result.analysis?.[2]?.explanation ?? "";
    expect(testing).toMatch(/test/i);
    const explanations = new Set(
      Array.from({ length: 30 }, (_, i) => scoreScreen({ ...base, seed: `e${i}` }).analysis?.[1]?.explanation),
    );
    expect(explanations.size).toBeGreaterThan(20);
  });

  it("leaves video screens ungraded", () => {
    const result = scoreScreen({ ...base, seed: "video", problemType: "video-screen" });
    expect(result.score).toBeNull();
    expect(result.analysis).toBeNull();
    expect(result.completion_time_seconds).toBeGreaterThan(0);
  });
});

describe("weightedScore and slugify", () => {
  it("falls back to a plain mean when all weights are zero and ignores negative weights", () => {
    expect(
      weightedScore([
        { score: 40, weight: 0 },
        { score: 80, weight: 0 },
      ]),
    ).toBe(60);
    expect(
      weightedScore([
        { score: 40, weight: -5 },
        { score: 80, weight: 1 },
      ]),
    ).toBe(80);
    expect(weightedScore([])).toBeNull();
  });

  it("slugs titles with accents and symbols", () => {
    expect(slugify("Qualité du code & Tests")).toBe("qualite-du-code-tests");
    expect(slugify("  API Design ")).toBe("api-design");
  });
});
