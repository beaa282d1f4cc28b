import { describe, expect, it } from "vitest";
import { describeActivity, type ActivityContext, type ActivitySubject, type Segment } from "./describe";

const words = (segments: Segment[]) => segments.map((s) => (typeof s === "string" ? s : s.text)).join("");
const subject = (over: Partial<ActivitySubject>): ActivitySubject => ({
  kind: "screen-issued",
  facts: {},
  candidateId: "cand_1",
  problemId: "prob_1",
  interviewId: "int_1",
  attempt: 2,
  ...over,
});
const context = (over: Partial<ActivityContext> = {}): ActivityContext => ({
  atsLabel: "Lever",
  noteName: "note",
  candidateName: "Ada Lovelace",
  problemName: "Event pipeline",
  delivery: null,
  time: (date) => date.toISOString(),
  ...over,
});
const pending = { status: "pending", attempts: 2, nextAttemptAt: new Date("2026-12-01T10:00:00Z"), inFlight: false };

describe("the integration log's words", () => {
  it("names the candidate and the problem, linked, and where the screen came from", () => {
    const line = describeActivity(
      subject({ facts: { jobId: "p1", jobName: "Backend Engineer", stageName: "Assessment" } }),
      context(),
    );
    expect(line.headline).toEqual([
      "Screen issued for ",
      { text: "Ada Lovelace", href: "/candidates/cand_1" },
      " on ",
      { text: "Event pipeline", href: "/problems/prob_1" },
    ]);
    expect(line.detail).toBe("Lever: Backend Engineer (job p1) / Assessment.");
  });

  it("says why no rule matched", () => {
    const facts = { jobId: "p1", stageName: "Offer" };
    expect(
      describeActivity(
        subject({ kind: "no-rule", facts: { ...facts, rulesForJob: ["Assessment", "Onsite"] } }),
        context(),
      ).detail,
    ).toBe("Rules exist for this job's “Assessment” and “Onsite” only.");
    expect(
      describeActivity(subject({ kind: "no-rule", facts: { ...facts, otherJobsWithRules: 2 } }), context()).detail,
    ).toBe("No rule names this job; rules exist for 2 other jobs.");
    expect(words(describeActivity(subject({ kind: "no-rule", facts }), context()).headline)).toBe(
      "No rule matched job p1 / Offer",
    );
  });

  it("follows a failed delivery to its next try, a later success, or its end", () => {
    const failed = subject({ kind: "delivery-failed", facts: { update: "completed", reason: "HTTP 500" } });
    expect(describeActivity(failed, context({ delivery: pending })).detail).toBe(
      "HTTP 500. Next try at 2026-12-01T10:00:00.000Z.",
    );
    expect(describeActivity(failed, context({ delivery: { ...pending, attempts: 3 } })).detail).toBe(
      "HTTP 500. Tried again since.",
    );
    expect(describeActivity(failed, context({ delivery: { ...pending, status: "delivered" } })).detail).toBe(
      "HTTP 500. Delivered on a later try.",
    );
    expect(describeActivity(failed, context({ delivery: { ...pending, status: "failed" } })).tone).toBe("danger");
  });

  it("says a refused move in the ATS's words, and the score as the service gave it", () => {
    const refused = describeActivity(
      subject({ kind: "move-refused", facts: { reason: "PUT /v1/opportunities/o/stage: HTTP 400: unknown stage" } }),
      context({ delivery: { ...pending, status: "failed" } }),
    );
    expect(words(refused.headline)).toBe("Stage move refused by Lever for Ada Lovelace");
    expect(refused.detail).toMatch(/^PUT .+ unknown stage\. Given up after 2 tries/);
    expect(
      words(describeActivity(subject({ kind: "score-written", facts: { score: 68.94 } }), context()).headline),
    ).toBe("Score 68.9 written to Lever for Ada Lovelace");
  });

  it("says a candidate erased since is no longer here", () => {
    expect(words(describeActivity(subject({ kind: "note-written" }), context({ candidateName: null })).headline)).toBe(
      "Note written to Lever for a candidate no longer here",
    );
  });

  it("uses the ATS's own word for a note", () => {
    const line = describeActivity(
      subject({ kind: "note-written" }),
      context({ atsLabel: "Workable", noteName: "comment" }),
    );
    expect(words(line.headline)).toBe("Comment written to Workable for Ada Lovelace");
  });
});
