import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inject } from "../../testing/inject";
import { callControl, sql } from "@/testing/sandbox/api-client";
import { asAdmin, connectAts, deliveredFor, readyProblem, screenFor } from "../../testing/ats/admin-actions";
import { startWorkableEmulator } from "../../emulators/workable/emulator";
import type { WorkableEmulator } from "../../emulators/workable/model";

/**
 * Workable through the same machinery as the other three, against an emulator written from its SPI v3 docs: a
 * candidate_moved web hook signed X-Workable-Signature in (a wrong signature is a 401 and nothing is kept), one
 * screen per candidate and stage, the completion as one comment carrying the results PDF (Workable's comments take
 * one attachment) as the connection's member, the team's decision as a second comment and a move (advance) or a
 * disqualification (reject); and a comment that landed before its answer was lost, written once.
 */
const baseUrl = inject("baseUrl");
const hook = `${baseUrl}/api/ats/workable/webhook`;
const JOB = "GROOV005";
/** Completes the screen in the sandbox (its interview.completed web hook follows). */
const completeScreen = (interviewId: string) =>
  callControl("POST", `/assessments/${interviewId}/advance`, { body: { to: "Completed" } });
const slug = (name: string) => `${name.toLowerCase().replace(/\W+/g, ".")}.${Date.now()}@example.test`;
let wk: WorkableEmulator;

beforeAll(async () => {
  wk = await startWorkableEmulator();
  const problemId = await readyProblem();
  await connectAts(
    {
      ats: "workable",
      apiKey: wk.token,
      // Workable signs its web hooks with the account token itself.
      webhookSecret: wk.token,
      baseUrl: wk.url,
      actingUserId: wk.member.id,
      moveOnDecision: true,
      // By name: the adapter finds its slug ("interview") in the job's stages.
      advanceStageId: "Interview",
      rejectReasonId: wk.disqualificationReasons[0]!.id,
    },
    // "Assessment" is the stage's name; its slug is "technical-assessment".
    [{ jobId: JOB, stageName: "Assessment", problemId }],
  );
}, 180_000);
afterAll(() => wk?.close());

/** A candidate moved into the rule's stage by a signed candidate_moved web hook, its screen issued. */
async function screened(name: string) {
  const candidate = wk.addCandidate({ shortcode: JOB, name, email: slug(name) });
  expect(await wk.sendStageChange(hook, candidate.id, "Assessment")).toBe(200);
  return { candidate, screen: await screenFor("workable", candidate.id) };
}
const writesFor = (candidateId: string, action: string) =>
  wk.calls.filter((c) => c.method === "POST" && c.path === `/spi/v3/candidates/${candidateId}/${action}`);

describe("Workable", () => {
  it("refuses a web hook signed with another key, keeping nothing", async () => {
    const candidate = wk.addCandidate({ shortcode: JOB, name: "Eve Forger", email: slug("Eve Forger") });
    expect(await wk.sendStageChange(hook, candidate.id, "Assessment", { secret: "wrong" })).toBe(401);
    expect(
      await sql(`SELECT 1 FROM ats_inbound_event WHERE ats = 'workable' AND payload::text LIKE $1`, [
        `%${candidate.id}%`,
      ]),
    ).toEqual([]);
    expect(await sql(`SELECT 1 FROM ats_application_screen WHERE "applicationId" = $1`, [candidate.id])).toEqual([]);
  });

  it("stage move in → one screen → completed → one comment with the PDF → advance moves the candidate", async () => {
    const { candidate, screen } = await screened("Wren Able");
    expect(await wk.sendStageChange(hook, candidate.id, "Assessment")).toBe(200);
    await completeScreen(screen.interviewId);
    await deliveredFor(screen.id, 1);
    expect(await sql(`SELECT 1 FROM ats_application_screen WHERE "applicationId" = $1`, [candidate.id])).toHaveLength(
      1,
    );

    expect(candidate.comments).toHaveLength(1);
    const [completed] = candidate.comments;
    expect(completed!.body).toMatch(/^Screening completed: /);
    expect(completed!.body).toContain(`${baseUrl}/results/${screen.interviewId}`);
    expect(completed!.memberId).toBe(wk.member.id);
    expect(completed!.attachment?.name).toBe(`screening-results-${screen.interviewId}.pdf`);
    expect(wk.fileContents.get(completed!.attachment!.fileId)!.bytes.subarray(0, 5).toString()).toBe("%PDF-");

    await asAdmin("setDecisionAction", { interviewId: screen.interviewId, decision: "advance", reason: "Strong" });
    await deliveredFor(screen.id, 2);
    expect(candidate.comments).toHaveLength(2);
    expect(candidate.comments[1]!.body).toMatch(/^Screening decision: advance — /);
    expect(candidate.comments[1]!.attachment).toBeNull();
    expect(writesFor(candidate.id, "move")).toEqual([
      expect.objectContaining({ body: { member_id: wk.member.id, target_stage: "interview" }, status: 200 }),
    ]);
    expect(candidate.stage).toBe("interview");
  }, 120_000);

  it("reject: the candidate is disqualified with the connection's reason", async () => {
    const { candidate, screen } = await screened("Rex Ject");
    await completeScreen(screen.interviewId);
    await deliveredFor(screen.id, 1);
    await asAdmin("setDecisionAction", { interviewId: screen.interviewId, decision: "reject", reason: "Not now" });
    await deliveredFor(screen.id, 2);
    const reason = wk.disqualificationReasons[0]!.id;
    expect(writesFor(candidate.id, "disqualify")).toEqual([
      expect.objectContaining({ body: { member_id: wk.member.id, disqualify_reason_id: reason }, status: 200 }),
    ]);
    expect(candidate).toMatchObject({
      disqualified: true,
      disqualificationReasonId: reason,
      stage: "technical-assessment",
    });
    expect(writesFor(candidate.id, "move")).toEqual([]);
  }, 120_000);

  it("a 429 and then a comment that landed before a 500: exactly one comment, with its PDF, after the retries", async () => {
    const { candidate, screen } = await screened("Lana Landed");
    wk.faults.rateLimited = 1;
    wk.faults.landThenFail = 1;
    await completeScreen(screen.interviewId);
    await deliveredFor(screen.id, 1);
    expect(writesFor(candidate.id, "comments").map((c) => c.status)).toEqual([429, 500]);
    expect(candidate.comments).toHaveLength(1);
    expect(candidate.comments[0]!.attachment?.name).toBe(`screening-results-${screen.interviewId}.pdf`);
    const [message] = await sql(
      `SELECT attempts, progress FROM outbox_message WHERE payload->>'applicationScreenId' = $1`,
      [screen.id],
    );
    expect(message).toMatchObject({ attempts: 3, progress: expect.objectContaining({ fileDone: true }) });
  }, 120_000);
});
