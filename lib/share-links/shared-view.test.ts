import { describe, expect, it } from "vitest";
import type { Results } from "@/lib/api-contract/responses";
import { sharedView } from "./shared-view";

const results: Results = {
  candidate_id: "cand_1",
  interview_id: "int_1",
  problem_id: "prob_1",
  score: 81,
  analysis: [{ key: "code", name: "Code quality", score: 80, explanation: "Clean code." }],
  completed_at: "2026-11-20T10:00:00Z",
  completion_time_seconds: 2400,
  integrity_report: {
    risk: "high",
    explanation: "Answers came from 203.0.113.7 and 2001:db8::1 in two countries.",
    flags: [
      {
        id: "ip",
        title: "Address 203.0.113.7 seen twice",
        description: "Seen from 203.0.113.7 (Lyon, AS3215).",
        level: "critical",
      },
    ],
    passing_flags: [{ id: "tabs", title: "No tab switching", description: "None.", level: "info" }],
  },
  settings: { external_resource_mode: "CLOSED", spoken_locale: "en" },
  email: "candidate@example.test",
};
const names = { candidate: "Ada Lovelace", problem: "Backend engineer" };

describe("shared view", () => {
  it("shows no integrity report and nothing personal beyond the name by default", () => {
    const view = sharedView(results, names, { integrityFindings: false, integrityNarrative: false });
    expect(view.integrity).toBeNull();
    expect(view).toMatchObject({
      candidateName: "Ada Lovelace",
      problemName: "Backend engineer",
      score: 81,
      completionTimeSeconds: 2400,
      settings: { externalResourceMode: "CLOSED", spokenLocale: "en" },
    });
    const text = JSON.stringify(view);
    for (const hidden of ["203.0.113.7", "2001:db8", "candidate@example.test", "Lyon", "two countries"])
      expect(text).not.toContain(hidden);
  });

  it("adds the findings' titles and levels, or the narrative, only when chosen, with addresses withheld", () => {
    const findings = sharedView(results, names, { integrityFindings: true, integrityNarrative: false });
    expect(findings.integrity).toEqual({
      risk: "high",
      findings: [{ title: "Address [address withheld] seen twice", level: "critical" }],
      narrative: null,
    });
    const narrative = sharedView(results, names, { integrityFindings: false, integrityNarrative: true });
    expect(narrative.integrity).toEqual({
      risk: "high",
      findings: null,
      narrative: "Answers came from [address withheld] and [address withheld] in two countries.",
    });
    const both = JSON.stringify(sharedView(results, names, { integrityFindings: true, integrityNarrative: true }));
    for (const hidden of ["203.0.113.7", "2001:db8", "Lyon", "AS3215"]) expect(both).not.toContain(hidden);
  });
});
