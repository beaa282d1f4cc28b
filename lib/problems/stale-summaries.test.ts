import { describe, expect, it } from "vitest";
import { staleSummaryNotes } from "./stale-summaries";

const problem = {
  duration: 60,
  externalResourceMode: "CLOSED",
  candidateSummary: "A 60-minute hands-on exercise for a senior backend engineer.",
  problemSummary: "Assesses a senior backend engineer on APIs, in 60 minutes with closed external resources.",
};

describe("staleSummaryNotes", () => {
  it("has nothing to say when the summaries match the settings", () => {
    expect(staleSummaryNotes(problem)).toEqual([]);
  });

  it("names a duration the problem no longer has", () => {
    expect(staleSummaryNotes({ ...problem, duration: 45 })).toEqual([
      '"What candidates read" says 60 minutes; the problem now takes 45.',
      '"What the problem assesses" says 60 minutes; the problem now takes 45.',
    ]);
  });

  it("names a resource policy the problem no longer has", () => {
    expect(staleSummaryNotes({ ...problem, externalResourceMode: "AI_ASSISTED" })).toEqual([
      '"What the problem assesses" describes closed resources; the problem is now AI-assisted.',
    ]);
  });

  it("says nothing about a policy when the service did not report the current one", () => {
    expect(staleSummaryNotes({ ...problem, externalResourceMode: undefined })).toEqual([]);
  });
});
