import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { inject } from "../../testing/inject";
import type { Results } from "@/lib/api-contract/responses";
import { setDecision } from "@/lib/annotations/annotations";
import { describeEvents } from "@/lib/notifications/compose";
import { saveResults } from "@/lib/sync/mirror/results";
import { identityView, pseudonym, resultIdentityView } from "./blind";
import { recordVerdict } from "./record-verdict";
import { revealCandidate, revealState } from "./reveal";
import { ReviewRuleError } from "./review-error";
import { defaultReviewSettings } from "./review-settings-schema";

/**
 * Blind review against the test database, with recruiters blind (the setting is mocked, so the app's own stays as
 * it is): Reveal waits for the reviewer's own verdicts (or decision), is remembered, and an email written for a
 * blind reader names the pseudonym until they revealed the candidate.
 */
vi.mock("@/lib/db/client", () => import("@/testing/test-db-client"));
vi.mock("./review-settings", async () => {
  const { defaultReviewSettings: defaults } = await import("./review-settings-schema");
  return { readReviewSettings: async () => ({ ...defaults, blindRoles: ["recruiter"] }) };
});

const sql = new pg.Pool({ connectionString: inject("databaseUrl"), max: 2 });
const tag = `b${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const rita = { id: `rita_${tag}`, role: "recruiter" as const };
const sam = { id: `sam_${tag}`, role: "recruiter" as const };
const flagged = `int_${tag}_flags`;
const clean = `int_${tag}_clean`;
const candidate = `cand_${tag}`;
const quiet = `cand_${tag}_quiet`;
// One candidate, two results: a flag-free one (a decision reveals) and a flagged one (verdicts reveal).
const twin = `cand_${tag}_twin`;
const twinClean = `int_${tag}_twin_clean`;
const twinFlagged = `int_${tag}_twin_flags`;

function results(interviewId: string, candidateId: string, flagIds: string[]): Results {
  return {
    candidate_id: candidateId,
    interview_id: interviewId,
    problem_id: `prob_${tag}`,
    score: 70,
    analysis: null,
    completed_at: new Date().toISOString(),
    completion_time_seconds: 1200,
    integrity_report: {
      risk: flagIds.length ? "medium" : "low",
      explanation: "",
      flags: flagIds.map((id) => ({ id, title: id, description: "", level: "warning" })),
      passing_flags: [],
    },
    settings: { external_resource_mode: "CLOSED", spoken_locale: "en" },
  };
}

const verdict = (reviewerId: string, flagId: string) =>
  recordVerdict(
    { interviewId: flagged, flagId, verdict: "cleared", reason: defaultReviewSettings.reasons.cleared[0]!, note: "" },
    reviewerId,
  );

beforeAll(async () => {
  for (const [id, name] of [
    [candidate, "Grace Hopper-Blind"],
    [quiet, "Quiet Person-Blind"],
    [twin, "Twin Results-Blind"],
  ])
    await sql.query(
      `INSERT INTO mirror_candidate (id, name, email, "createdAt", "nameKey", "emailKey", "searchText", raw, "updatedAt")
       VALUES ($1, $2, $3, now(), lower($2), lower($3), lower($2), '{}', now())`,
      [id, name, `${id}@example.test`],
    );
  await saveResults(results(flagged, candidate, ["paste-bursts", "tab-switching"]));
  await saveResults(results(clean, quiet, []));
  await saveResults(results(twinClean, twin, []));
  await saveResults(results(twinFlagged, twin, ["paste-bursts"]));
});

afterAll(async () => {
  for (const table of ["flag_review", "flag_review_change", "result_flag", "decision", "result_snapshot"])
    await sql.query(`DELETE FROM ${table} WHERE "interviewId" = ANY($1)`, [[flagged, clean, twinClean, twinFlagged]]);
  await sql.query(`DELETE FROM flag_tally WHERE "problemId" = $1`, [`prob_${tag}`]);
  await sql.query(`DELETE FROM candidate_reveal WHERE "candidateId" = ANY($1)`, [[candidate, quiet, twin]]);
  await sql.query(`DELETE FROM mirror_candidate WHERE id = ANY($1)`, [[candidate, quiet, twin]]);
  await sql.end();
});

describe("revealing a candidate", () => {
  it("waits for the reviewer's own verdict on every flag; someone else's does not count", async () => {
    await expect(revealCandidate(rita.id, flagged)).rejects.toBeInstanceOf(ReviewRuleError);
    await verdict(rita.id, "paste-bursts");
    await verdict(sam.id, "tab-switching");
    expect((await revealState(rita.id, flagged)).allowed).toBe(false);
    await expect(revealCandidate(rita.id, flagged)).rejects.toThrow(/verdict on every flag/);

    await verdict(rita.id, "tab-switching");
    expect(await revealState(rita.id, flagged)).toEqual({ candidateId: candidate, allowed: true, revealed: false });
    expect(await revealCandidate(rita.id, flagged)).toEqual({ candidateId: candidate, already: false });
    expect((await revealState(rita.id, flagged)).revealed).toBe(true);
    expect((await identityView(rita, [candidate])).hides(candidate)).toBe(false);
    // Remembered for this reviewer only: Sam still sees the pseudonym.
    expect((await identityView(sam, [candidate])).hides(candidate)).toBe(true);
  });

  it("on a result without flags, waits for the reviewer's decision", async () => {
    await expect(revealCandidate(rita.id, clean)).rejects.toThrow(/your decision/);
    await setDecision({ interviewId: clean, decision: "advance", reason: "Clean and strong." }, rita.id);
    expect(await revealCandidate(rita.id, clean)).toEqual({ candidateId: quiet, already: false });
  });

  it("follows each result's rule: a hold on a flag-free result does not name the candidate on a flagged one", async () => {
    await setDecision({ interviewId: twinClean, decision: "hold", reason: "Waiting on references." }, rita.id);
    await expect(revealCandidate(rita.id, twinClean)).rejects.toThrow(/other flagged results without your verdicts/);
    // A reveal remembered before this rule (or made just as the flagged result arrived) still names no one there.
    await sql.query(`INSERT INTO candidate_reveal ("userId", "candidateId", "interviewId") VALUES ($1, $2, $3)`, [
      rita.id,
      twin,
      twinClean,
    ]);
    expect((await identityView(rita, [twin])).hides(twin)).toBe(true);
    expect((await resultIdentityView(rita, twinFlagged, twin)).hides(twin)).toBe(true);
    expect((await resultIdentityView(rita, twinClean, twin)).hides(twin)).toBe(true);

    await recordVerdict(
      {
        interviewId: twinFlagged,
        flagId: "paste-bursts",
        verdict: "cleared",
        reason: defaultReviewSettings.reasons.cleared[0]!,
        note: "",
      },
      rita.id,
    );
    expect((await identityView(rita, [twin])).hides(twin)).toBe(false);
    expect((await resultIdentityView(rita, twinFlagged, twin)).hides(twin)).toBe(false);
    expect((await resultIdentityView(rita, twinClean, twin)).hides(twin)).toBe(false);
    expect(await revealCandidate(rita.id, twinClean)).toEqual({ candidateId: twin, already: true });
  });

  it("refuses a result that is not stored", async () => {
    await expect(revealCandidate(rita.id, `int_${tag}_missing`)).rejects.toThrow(/not stored/);
  });
});

describe("emails written for a reader", () => {
  const event = (interviewId: string, candidateId: string) => ({
    kind: "high-risk-completed",
    subjectType: "screen",
    subjectId: interviewId,
    facts: { candidateId, problemId: `prob_${tag}`, risk: "high", flagCount: 1, criticalCount: 1 },
  });

  it("name the pseudonym for a blind reader, the candidate once revealed, and the name for an admin", async () => {
    const [forSam] = await describeEvents([event(flagged, candidate)], { type: "person", ...sam });
    expect(forSam!.title).toContain(pseudonym(candidate));
    expect(forSam!.title).not.toContain("Grace");
    const [forRita] = await describeEvents([event(flagged, candidate)], { type: "person", ...rita });
    expect(forRita!.title).toContain("Grace Hopper-Blind");
    const [forAdmin] = await describeEvents([event(flagged, candidate)], { type: "person", id: "x", role: "admin" });
    expect(forAdmin!.title).toContain("Grace Hopper-Blind");
  });
});
