import { describe, expect, it } from "vitest";
import { parseRuleArgument } from "./connection-schemas";
import { maskBody, maskUrl } from "./http/mask";
import { noteText } from "./outbox/note-text";
import { nextOutboxAttempt, MAX_OUTBOX_ATTEMPTS } from "@/lib/outbox/backoff";

describe("maskBody", () => {
  it("masks secret-looking keys at any depth and replaces file contents by their size", () => {
    const masked = maskBody(
      JSON.stringify({ api_key: "k-123", nested: { signatureToken: "t" }, content: "A".repeat(5000), body: "note" }),
    )!;
    expect(masked).not.toContain("k-123");
    expect(masked).not.toContain('"t"');
    expect(masked).toContain("<5000 characters of file content>");
    expect(masked).toContain("note");
  });

  it("keeps non-JSON as text, cut at 8,000 characters", () => {
    expect(maskBody("x".repeat(9000))).toMatch(/… \(9000 characters\)$/);
    expect(maskBody("")).toBeNull();
  });

  it("masks secret query parameters of URLs", () => {
    expect(maskUrl("https://a.test/x?perform_as=1&api_key=zzz")).toBe(
      "https://a.test/x?perform_as=1&api_key=%E2%80%A2%E2%80%A2%E2%80%A2%E2%80%A2",
    );
  });
});

describe("parseRuleArgument", () => {
  it("reads <job id>:<stage name>=<problem id>, stage names with spaces and colons included", () => {
    expect(parseRuleArgument("4242:Technical Screen=prob_1")).toEqual({
      jobId: "4242",
      stageName: "Technical Screen",
      problemId: "prob_1",
    });
    expect(parseRuleArgument("1:Phone: recruiter=p")).toEqual({
      jobId: "1",
      stageName: "Phone: recruiter",
      problemId: "p",
    });
    expect(parseRuleArgument("no-separators")).toBeNull();
  });
});

describe("noteText", () => {
  const results = {
    score: 81.6,
    analysis: [{ key: "ps", name: "Problem solving", score: 90, explanation: "" }],
    integrity_report: {
      risk: "medium",
      explanation: "",
      flags: [{ id: "f", title: "Pasted code", description: "", level: "medium" }],
      passing_flags: [],
    },
    completed_at: "2026-11-25T10:00:00Z",
  };

  it("says the score, each dimension, the integrity risk and flags, the decision and the link, and ends with the marker", () => {
    const text = noteText({
      event: "decision",
      problemName: "Event pipeline",
      results,
      decision: { value: "advance", reason: "strong", reviewer: "Maya" },
      link: "https://dash.test/results/int_1",
      marker: "Ref: m1",
    });
    expect(text.split("\n")).toEqual([
      "Screening decision: advance — Event pipeline, score 81.6/100",
      "• Problem solving: 90/100",
      "Integrity risk: medium; flags: Pasted code (medium)",
      "Team decision: advance by Maya — “strong”",
      "Full results: https://dash.test/results/int_1",
      "Ref: m1",
    ]);
  });

  it("says when nothing is decided yet and when a screen is not graded", () => {
    const text = noteText({
      event: "completed",
      problemName: "Video",
      results: { ...results, score: null, analysis: null },
      decision: null,
      link: "l",
      marker: "m",
    });
    expect(text).toContain("score not graded");
    expect(text).toContain("Team decision: not yet decided");
  });
});

describe("nextOutboxAttempt", () => {
  const now = new Date("2026-11-25T12:00:00Z");
  it("backs off exponentially with jitter and honours a longer Retry-After", () => {
    const mid = () => 0.5;
    expect(nextOutboxAttempt(1, now, null, mid)!.getTime() - now.getTime()).toBe(5_000);
    expect(nextOutboxAttempt(3, now, null, mid)!.getTime() - now.getTime()).toBe(20_000);
    expect(nextOutboxAttempt(1, now, 60_000, mid)!.getTime() - now.getTime()).toBe(60_000);
    expect(nextOutboxAttempt(30 - 19, now, null, mid)!.getTime() - now.getTime()).toBeLessThanOrEqual(30 * 60_000);
  });
  it("gives up after the last attempt", () => {
    expect(nextOutboxAttempt(MAX_OUTBOX_ATTEMPTS, now, null)).toBeNull();
  });
});
