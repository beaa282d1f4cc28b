import { describe, expect, it } from "vitest";
import type { Results } from "@/lib/api-contract/responses";
import { resultColumns } from "./result-columns";

const results = (overrides: Partial<Results> = {}): Results => ({
  candidate_id: "cand_1",
  interview_id: "int_1",
  problem_id: "prob_1",
  score: 71.5,
  analysis: [],
  completed_at: "2026-03-04T10:00:00.000Z",
  completion_time_seconds: 1800,
  integrity_report: {
    risk: "high",
    explanation: "",
    flags: [
      { id: "a", title: "A", description: "", level: "critical" },
      { id: "b", title: "B", description: "", level: "warning" },
      { id: "c", title: "C", description: "", level: "critical" },
    ],
    passing_flags: [{ id: "d", title: "D", description: "", level: "info" }],
  },
  settings: { external_resource_mode: "CLOSED", spoken_locale: "en" },
  ...overrides,
});

describe("resultColumns", () => {
  it("counts findings and critical findings, not passing checks", () => {
    expect(resultColumns(results())).toEqual({
      candidateId: "cand_1",
      problemId: "prob_1",
      score: 71.5,
      risk: "high",
      flagCount: 3,
      criticalCount: 2,
      completedAt: new Date("2026-03-04T10:00:00.000Z"),
      completionTimeSeconds: 1800,
      externalResourceMode: "CLOSED",
      spokenLocale: "en",
    });
  });

  it("keeps a null score for an ungraded video screen", () => {
    expect(resultColumns(results({ score: null, analysis: null })).score).toBeNull();
  });

  it("refuses a completion time it cannot read rather than storing an invalid date", () => {
    expect(() => resultColumns(results({ completed_at: "yesterday" }))).toThrow(/unreadable completed_at/);
    expect(() => resultColumns(results({ completed_at: "+275760-09-13T00:00:00Z" }))).toThrow(
      /unreadable completed_at/,
    );
  });

  it("leaves out a time taken its int4 column cannot hold", () => {
    expect(resultColumns(results({ completion_time_seconds: 2 ** 40 })).completionTimeSeconds).toBeNull();
    expect(resultColumns(results({ completion_time_seconds: -5 })).completionTimeSeconds).toBe(-5);
  });
});
